import { useT } from '../../../client/use-t';
import { formatDateTime } from '../../../lib/date-time';
import { formatBrl } from '../../../lib/money';
import { couponValue, type Coupon } from '../../../lib/shop/coupons';
import ListTable, { ListStatus } from '../../list/ListTable';
import ListToolbar from '../../list/ListToolbar';
import { useFilteredListQuery } from '../../list/use-list-query';
import { usePageList } from '../../list/use-page-list';
import { Link } from '../../router';
import Screen from '../../screens/Screen';
import '../../admin.css';

const PER_PAGE = 20;

/** How a coupon's uses read in the list: "3 de 10 (2 pagos)", or "3 (2 pagos)" without a limit. */
function usesText(t: ReturnType<typeof useT>, coupon: Coupon): string {
  const used = coupon.usage_limit === null ? String(coupon.used_count) : t('coupons_uses_of', undefined, { used: coupon.used_count, limit: coupon.usage_limit });
  return `${used} ${t('coupons_uses_paid', undefined, { paid: coupon.paid_count })}`;
}

/** The coupon's window in São Paulo time ("—" when always valid). */
function windowText(t: ReturnType<typeof useT>, coupon: Coupon): string {
  if (!coupon.starts_at && !coupon.ends_at) return '—';
  const from = coupon.starts_at ? formatDateTime(coupon.starts_at) : '…';
  const to = coupon.ends_at ? formatDateTime(coupon.ends_at) : '…';
  return t('coupons_window', undefined, { from, to });
}

/** /conta/shop/cupons: the shop's coupons newest first, with their value, uses, window and state; a search by code. */
export default function CouponsScreen() {
  const t = useT();
  const list = useFilteredListQuery('/conta/shop/cupons', '/api/coupons', {}, PER_PAGE);
  const page = usePageList<Coupon>(list.path);
  const columns = {
    code: t('coupons_col_code'),
    value: t('coupons_col_value'),
    uses: t('coupons_col_uses'),
    window: t('coupons_col_window'),
    state: t('coupons_col_state'),
  };
  return (
    <Screen title={t('coupons_title')}>
      <p className="conta-lead">{t('coupons_intro')}</p>
      <p className="conta-actions">
        <Link href="/conta/shop">{t('coupons_back_to_shop')}</Link>
      </p>
      <ListToolbar
        id="coupons"
        searchLabel={t('coupons_search')}
        typed={list.typed}
        onType={list.setTyped}
        onSearch={list.search}
        filter={[]}
        newHref="/conta/shop/cupons/new"
        newLabel={t('coupons_new')}
      />
      <ListStatus failed={page.failed} busy={page.busy} loaded={!!page.page} />
      {page.page && (
        <ListTable
          caption={t('coupons_title')}
          columns={[
            { label: columns.code },
            { label: columns.value },
            { label: columns.uses },
            { label: columns.window },
            { label: columns.state },
            { label: t('admin_col_actions'), hidden: true },
          ]}
          page={page.page}
          busy={page.busy}
          empty={t('coupons_empty')}
          onPage={list.setPage}
        >
          {page.page.data.map((coupon) => (
            <tr key={coupon.id}>
              <td data-label={columns.code}>
                <strong>{coupon.code}</strong>
              </td>
              <td data-label={columns.value}>
                {couponValue(coupon, t('coupons_kind_free_shipping'))}
                {coupon.min_subtotal_cents !== null && <small> · {t('coupons_min', undefined, { amount: formatBrl(coupon.min_subtotal_cents) })}</small>}
              </td>
              <td data-label={columns.uses}>{usesText(t, coupon)}</td>
              <td data-label={columns.window}>{windowText(t, coupon)}</td>
              <td data-label={columns.state}>{t(coupon.active ? 'coupons_active' : 'coupons_inactive')}</td>
              <td className="cell-actions">
                <Link href={`/conta/shop/cupons/${coupon.id}/edit`} aria-label={t('coupons_edit_link_label', undefined, { code: coupon.code })}>
                  {t('coupons_edit_link')}
                </Link>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </Screen>
  );
}
