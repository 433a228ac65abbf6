import type { AccountProfile } from '../../lib/schemas/account';
import type { Address } from '../../lib/schemas/address';

/** The label keys of what a customer's profile still lacks: CPF/CNPJ, phone, a default address. */
export function missingItems(profile: Pick<AccountProfile, 'document' | 'phone'>, addresses: Pick<Address, 'is_default'>[]): string[] {
  const missing: string[] = [];
  if (!profile.document) missing.push('acc_status_document');
  if (!profile.phone) missing.push('acc_status_phone');
  if (!addresses.some((address) => address.is_default)) missing.push('acc_status_address');
  return missing;
}
