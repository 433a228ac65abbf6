import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAddress } from '../../src/server/accounts/addresses';
import { getSql } from '../../src/server/db/client';
import type { AddressInput } from '../../src/lib/schemas/address';
import { addressBodySchema } from '../../src/lib/schemas/municipality-rule';

/** A CPF with valid check digits, masked, and its digits. */
export const VALID_CPF = { masked: '382.512.661-73', digits: '38251266173' };
/** A CNPJ with valid check digits, masked, and its digits. */
export const VALID_CNPJ = { masked: '59.976.707/6958-12', digits: '59976707695812' };
/** The Receita Federal's example of an alphanumeric CNPJ (IN 2.229/2024), masked, typed in lower case, and as stored. */
export const ALPHANUMERIC_CNPJ = { masked: '12.ABC.345/01DE-35', lower: '12.abc.345/01de-35', stored: '12ABC34501DE35' };

/** A complete address body (São Paulo, SP) with overrides. */
export const addressBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  recipient: 'Ana Souza',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Sala 12',
  district: 'Bela Vista',
  state: 'SP',
  city: 'São Paulo',
  ...overrides,
});

/** A complete registration body with overrides. */
export const registrationBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Ana Souza',
  organization: 'Associação Exemplo',
  document: VALID_CPF.masked,
  phone: '(11) 98765-4321',
  email: 'ana.souza@exemplo.org',
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  district: 'Bela Vista',
  state: 'SP',
  city: 'São Paulo',
  password: 'senha-nova-1',
  password_confirmation: 'senha-nova-1',
  ...overrides,
});

/** Stores an address for a user directly (validated like the form); pairs with resetDb. */
export async function seedAddress(userId: string, overrides: Partial<AddressInput> = {}) {
  return createAddress(getSql(), userId, addressBodySchema.parse(addressBody(overrides)));
}

/** The ids of a user's default addresses (a correct account has one at most). */
export async function defaultAddressIds(userId: string): Promise<string[]> {
  const rows = await getSql()<{ id: string }[]>`
    select id::text as id from addresses where user_id = ${userId} and is_default order by id`;
  return rows.map((row) => row.id);
}

/** Makes every reset link expire (as if an hour had passed). */
export async function expireResetLinks(): Promise<void> {
  await getSql()`update password_resets set expires_at = now() - interval '1 second'`;
}

/** Points OUTBOX_DIR at a new temporary folder; returns a reader of the mails written there and a clean-up. */
export async function useTempOutbox() {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-outbox-'));
  const previous = process.env.OUTBOX_DIR;
  process.env.OUTBOX_DIR = dir;
  return {
    dir,
    /** Every mail written so far, oldest first, as text. */
    async mails(): Promise<string[]> {
      const names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
      return Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
    },
    async cleanup(): Promise<void> {
      if (previous === undefined) delete process.env.OUTBOX_DIR;
      else process.env.OUTBOX_DIR = previous;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The reset token of the link in a mail. */
export function tokenOf(mail: string): string {
  const match = /\/redefinir-senha\?token=([A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error(`No reset link in the mail:\n${mail}`);
  return match[1];
}
