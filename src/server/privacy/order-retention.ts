import type { Db } from '../db/client';
import { ORDER_RETENTION_YEARS } from './personal-data';

/**
 * Once the fiscal period has passed since the sale, an order whose account was deleted keeps nothing of its buyer:
 * name, e-mail, document, phone, the delivery address (its city and state stay, for the shop's figures), the buyer's
 * note, and its payments' provider answers (which hold the payer's details). One statement, run by the hourly purge;
 * an order erased once is marked and never read again. Answers how many orders it erased.
 */
export async function eraseExpiredOrderData(db: Db): Promise<number> {
  const [{ erased }] = await db<{ erased: number }[]>`
    with erased as (
      update orders set customer_name = '', customer_email = '', customer_document = null, customer_phone = null,
        notes = null, personal_data_erased_at = now(),
        address = case when address is null then null else jsonb_build_object('recipient', '', 'cep', '', 'street', '',
          'number', '', 'complement', null, 'district', '', 'city', address->'city', 'state', address->'state') end
      where account_deleted_at is not null and personal_data_erased_at is null
        and created_at < now() - make_interval(years => ${ORDER_RETENTION_YEARS})
      returning id
    ), cleared as (
      update payments p set raw = '{}'::jsonb, qr_code = null, qr_code_base64 = null
      from erased e where p.order_id = e.id
      returning p.id
    )
    select (select count(*) from erased)::int as erased, (select count(*) from cleared)::int as payments`;
  return erased;
}
