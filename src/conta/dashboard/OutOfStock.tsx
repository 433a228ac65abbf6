import { useT } from '../../client/use-t';
import { OUT_OF_STOCK_SHOWN, type DashboardOutOfStock } from '../../lib/schemas/dashboard';
import type { Loaded } from '../load/use-load';
import { Link } from '../router';

/** The dashboard's sold-out products (stock 0, or every variant at 0), linking to their edit screens. */
export default function OutOfStock({ loaded }: { loaded: Loaded<DashboardOutOfStock> }) {
  const t = useT();
  const page = loaded.state === 'ready' ? loaded.data : loaded.state === 'failed' ? 'failed' : null;
  return (
    <div className="conta-stat">
      <dt>{t('products_summary_out')}</dt>
      <dd aria-busy={page === null}>
        {page === null ? '…' : page === 'failed' ? <span className="muted">{t('summary_failed')}</span> : page.total}
      </dd>
      {page !== null && page !== 'failed' && (
        <dd className="conta-stat-link">
          {page.total === 0 ? (
            <span className="muted">{t('products_summary_none_out')}</span>
          ) : (
            <ul className="out-of-stock-list">
              {page.data.map((product) => (
                <li key={product.id}>
                  <Link href={`/conta/produtos/${product.id}/edit`}>{product.name}</Link>
                </li>
              ))}
              {page.total > OUT_OF_STOCK_SHOWN && (
                <li>
                  <Link href="/conta/produtos?stock=out">{t('products_summary_more_out', undefined, { count: page.total })}</Link>
                </li>
              )}
            </ul>
          )}
        </dd>
      )}
    </div>
  );
}
