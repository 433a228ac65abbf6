// The organisation's own Pix key: which kind it is, whether it is well formed, and the form the Banco
// Central's directory (DICT) writes it in, which is the form the BR Code carries. Pure: shared by /conta/shop's
// form and the server that validates and stores it.
import { documentKey, documentKind, isValidDocument, isValidPhoneDigits } from '../br-documents';
import { z } from '../zod';

/** The kinds of Pix key: CPF, CNPJ, e-mail, mobile phone (+55…) and the random key (EVP, a UUID). */
export const PIX_KEY_KINDS = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
/** A kind of Pix key. */
export type PixKeyKind = (typeof PIX_KEY_KINDS)[number];

/** Longest e-mail key the DICT accepts. */
export const MAX_PIX_EMAIL = 77;
/** Longest receiver name and city a BR Code carries (EMV tags 59 and 60). */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;

const FIELD = 'O campo Chave Pix';
/** The message of each malformed kind of key, and of a text that is none of them. */
export const PIX_KEY_MESSAGES: Record<PixKeyKind | 'unknown', string> = {
  cpf: `${FIELD} tem um CPF inválido: confira os dígitos (um celular começa com +55).`,
  cnpj: `${FIELD} tem um CNPJ inválido: confira os dígitos.`,
  email: `${FIELD} deve ser um e-mail válido de até ${MAX_PIX_EMAIL} caracteres.`,
  phone: `${FIELD} deve ser um celular com DDD, como +55 11 98765-4321.`,
  evp: `${FIELD} tem uma chave aleatória inválida: ela tem 32 letras e números separados por hífens.`,
  unknown: `${FIELD} deve ser um CPF, um CNPJ, um e-mail, um celular (+55…) ou uma chave aleatória.`,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The kind a typed key looks like (before checking it): '@' is an e-mail, '+' a phone, the shape of a CPF or CNPJ
 * (numeric or alphanumeric, any case, with or without the mask) a document, hex with hyphens a random key.
 */
export function pixKeyKind(text: string): PixKeyKind | 'unknown' {
  const value = text.trim();
  if (value.includes('@')) return 'email';
  if (value.startsWith('+')) return 'phone';
  // Before the random key: '12ABC34501DE-35' is hex with a hyphen too, and no UUID is 11 or 14 characters unmasked.
  const document = /^[0-9A-Za-z.\-/\s]+$/.test(value) ? documentKind(documentKey(value)) : null;
  if (document) return document;
  if (/^[0-9a-f-]+$/i.test(value) && value.includes('-') && (value.length >= 30 || /[a-f]/i.test(value))) return 'evp';
  return 'unknown';
}

/** A typed key in the DICT's form (CPF/CNPJ as stored, +55 and digits, lower-case e-mail and UUID), or null when malformed. */
export function normalizePixKey(text: string): { kind: PixKeyKind; key: string } | null {
  const value = text.trim();
  const kind = pixKeyKind(value);
  if (kind === 'cpf' || kind === 'cnpj') {
    const key = documentKey(value);
    return isValidDocument(key) ? { kind, key } : null;
  }
  if (kind === 'email') {
    const email = value.toLowerCase();
    return email.length <= MAX_PIX_EMAIL && z.email().safeParse(email).success ? { kind, key: email } : null;
  }
  if (kind === 'phone') {
    const digits = value.slice(1).replace(/[\s().-]/g, '');
    const national = /^55\d{11}$/.test(digits) ? digits.slice(2) : '';
    return isValidPhoneDigits(national) && national[2] === '9' ? { kind, key: `+55${national}` } : null;
  }
  if (kind === 'evp') return UUID.test(value) ? { kind, key: value.toLowerCase() } : null;
  return null;
}

/** An optional Pix key field: empty is null, a well-formed key is stored in the DICT's form, anything else a 422. */
export const pixKeyField = () =>
  z
    .string({ error: `${FIELD} deve ser um texto.` })
    .trim()
    .max(100, `${FIELD} deve ter no máximo 100 caracteres.`)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const parsed = normalizePixKey(value);
      if (parsed) return parsed.key;
      ctx.addIssue({ code: 'custom', message: PIX_KEY_MESSAGES[pixKeyKind(value)] });
      return z.NEVER;
    });

/** A receiver name or city as the BR Code writes it: without accents, upper-case (EMV allows plain ASCII only). */
export const pixText = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();

/** An optional receiver name or city: at most `max` characters, plain letters, digits and simple punctuation. */
export const pixTextField = (label: string, max: number) =>
  z
    .string({ error: `O campo ${label} deve ser um texto.` })
    .trim()
    .max(max, `O campo ${label} deve ter no máximo ${max} caracteres (o limite do código Pix).`)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine(
      (value) => value === null || /^[\x20-\x7E]*$/.test(pixText(value)),
      `O campo ${label} só pode ter letras, números, espaços e pontuação simples.`,
    );
