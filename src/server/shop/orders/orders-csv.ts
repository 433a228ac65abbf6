import { formatDateTime } from '../../../lib/date-time';
import { formatDecimal } from '../../../lib/money';
import { formatDocument } from '../../../lib/br-documents';
import { carrierOf } from '../../../lib/shop/melhorenvio';
import type { OrderListQuery } from '../../../lib/schemas/order';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, type OrderAddress, type OrderShipping } from '../../../lib/shop/orders';
import type { SessionUser } from '../../auth/sessions';
import type { Sql } from '../../db/client';
import { listOrdersForExport } from './order-read';

/** The delivery service of an order of donations only (nothing to deliver). */
export const NO_DELIVERY = 'Sem entrega (doação)';

/** The columns of the export, in order ("Doação": what its donation lines gave, included in the subtotal). */
export const CSV_COLUMNS = [
  'Número', 'Data', 'Status', 'Cliente', 'E-mail', 'CPF/CNPJ', 'Telefone', 'Itens', 'Subtotal', 'Doação', 'Frete', 'Serviço de entrega',
  'Transportadora', 'Desconto', 'Cupom', 'Total', 'Pagamento', 'Código de rastreio', 'Cidade', 'UF',
] as const;

/**
 * One CSV field as a Brazilian spreadsheet reads it: quoted when it holds `;`, a quote or a line break; a value that
 * a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * GET /api/orders/export.csv: every order of the list's filters, one per row, for Excel or LibreOffice in Portuguese:
 * UTF-8 with a BOM, `;` between fields, CRLF lines, amounts as 1.234,56 and times in São Paulo.
 */
export async function ordersCsv(sql: Sql, query: Omit<OrderListQuery, 'page' | 'per_page'>, viewer: SessionUser): Promise<string> {
  const rows = await listOrdersForExport(sql, query, viewer);
  const lines = rows.map((row) => {
    const address = row.address as OrderAddress | null;
    const shipping = row.shipping as OrderShipping | null;
    return [
      row.number,
      formatDateTime(row.created_at.toISOString()),
      ORDER_STATUS_LABELS[row.status],
      row.customer_name,
      row.customer_email,
      row.customer_document ? formatDocument(row.customer_document) : '',
      row.customer_phone,
      row.item_count,
      formatDecimal(row.subtotal_cents),
      formatDecimal(row.donation_cents),
      formatDecimal(row.shipping_cents),
      shipping ? shipping.name : NO_DELIVERY,
      shipping ? carrierOf(shipping) : '',
      formatDecimal(row.discount_cents),
      row.coupon?.code ?? '',
      formatDecimal(row.total_cents),
      PAYMENT_METHOD_LABELS[row.payment_method],
      row.tracking_code,
      address?.city ?? '',
      address?.state ?? '',
    ].map(csvField).join(';');
  });
  return `\uFEFF${[CSV_COLUMNS.map(csvField).join(';'), ...lines].join('\r\n')}\r\n`;
}
