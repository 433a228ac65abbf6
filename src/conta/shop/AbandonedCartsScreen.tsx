import { useT } from '../../client/use-t';
import { formatDateTime } from '../../lib/date-time';
import { formatBrl } from '../../lib/money';
import { orderNumberLabel } from '../../lib/shop/orders';
import ListTable, { ListStatus } from '../list/ListTable';
import { useFilteredListQuery } from '../list/use-list-query';
import { usePageList } from '../list/use-page-list';
import { Link } from '../router';
import Screen from '../screens/Screen';
import '../admin.css';
import { LIST_PER_PAGE } from '../../lib/list-size';

const PER_PAGE = LIST_PER_PAGE;

type ReminderLine = { name: string; options: string[]; quantity: number; line_total_cents: number };
type Reminder = {
  id: string;
  customer: { id: string | null; name: string; email: string };
  lines: ReminderLine[];
  value_cents: number;
  sent_at: string;
  recovered: { order_id: string; number: number; total_cents: number } | null;
};

/**
 * /conta/shop/carrinhos (admin, super while the shop is on): the abandoned-cart e-mails sent, newest first: who,
 * the lines and their value when it went, when, and the sale that followed within 7 days ("recuperado", linking
 * the order); above, the month's recovered value.
 */
export default function AbandonedCartsScreen() {
  const t = useT();
  const list = useFilteredListQuery('/conta/shop/carrinhos', '/api/shop/abandoned-carts', {}, PER_PAGE);
  const page = usePageList<Reminder>(list.path);
  const recovered = (page.page as { recovered_month_cents?: number } | null)?.recovered_month_cents;
  const columns = {
    who: t('abandoned_col_who'),
    lines: t('abandoned_col_lines'),
    value: t('abandoned_col_value'),
    sent: t('abandoned_col_sent'),
    recovered: t('abandoned_col_recovered'),
  };
  return (
    <Screen title={t('abandoned_title')}>
      <p className="conta-lead">{t('abandoned_intro')}</p>
      <p className="conta-actions">
        <Link href="/conta/shop">{t('coupons_back_to_shop')}</Link>
      </p>
      {recovered !== undefined && (
        <p className="notice" data-testid="abandoned-recovered-month">
          {t('abandoned_month_recovered', undefined, { amount: formatBrl(recovered) })}
        </p>
      )}
      <ListStatus failed={page.failed} busy={page.busy} loaded={!!page.page} />
      {page.page && (
        <ListTable
          caption={t('abandoned_title')}
          columns={[{ label: columns.who }, { label: columns.lines }, { label: columns.value }, { label: columns.sent }, { label: columns.recovered }]}
          page={page.page}
          busy={page.busy}
          empty={t('abandoned_empty')}
          onPage={list.setPage}
        >
          {page.page.data.map((row) => (
            <tr key={row.id}>
              <td data-label={columns.who}>
                <strong>{row.customer.name}</strong>
                <br />
                <small>{row.customer.email}</small>
              </td>
              <td data-label={columns.lines}>
                <ul className="plain-list">
                  {row.lines.map((line, i) => (
                    <li key={i}>
                      {line.quantity} × {line.name}
                      {line.options.length > 0 ? ` (${line.options.join(', ')})` : ''}
                    </li>
                  ))}
                </ul>
              </td>
              <td data-label={columns.value}>{formatBrl(row.value_cents)}</td>
              <td data-label={columns.sent}>{formatDateTime(row.sent_at)}</td>
              <td data-label={columns.recovered}>
                {row.recovered ? (
                  <Link href={`/conta/pedidos/${row.recovered.order_id}`}>
                    {t('abandoned_recovered', undefined, { number: orderNumberLabel(row.recovered.number), amount: formatBrl(row.recovered.total_cents) })}
                  </Link>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </Screen>
  );
}
