import { useEffect, useState } from 'react';
import { api } from '../../client/api-client';
import { useT } from '../../client/use-t';
import type { StockAlertCounts } from '../../lib/schemas/stock-alert';

type Props = { productId: string; round: number };

/**
 * How many visitors wait for the product to come back ("Avise-me quando chegar"), in all and per variant, on its edit
 * screen; read again whenever `round` changes (a save may have sent their e-mails).
 */
export default function StockAlertsPanel({ productId, round }: Props) {
  const t = useT();
  const [counts, setCounts] = useState<StockAlertCounts | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    void api<StockAlertCounts>('GET', `/api/products/${encodeURIComponent(productId)}/alerts`, { quiet: true, signal: controller.signal }).then(
      (result) => result.ok && setCounts(result.data),
    );
    return () => controller.abort();
  }, [productId, round]);
  if (!counts) return null;
  const n = counts.waiting;
  const summary = n === 0 ? t('products_alerts_none') : n === 1 ? t('products_alerts_one') : t('products_alerts_many', undefined, { n: String(n) });
  return (
    <section className="conta-panel stock-alerts" aria-labelledby="stock-alerts-title">
      <h2 id="stock-alerts-title">{t('products_alerts_title')}</h2>
      <p data-testid="stock-alerts-waiting">{summary}</p>
      {counts.variants.length > 0 && (
        <ul>
          {counts.variants.map((variant) => (
            <li key={variant.variant_id}>
              {t('products_alerts_variant', undefined, { variant: variant.option_values.join(' / '), n: String(variant.waiting) })}
            </li>
          ))}
        </ul>
      )}
      {n > 0 && <p>{t('products_alerts_note')}</p>}
    </section>
  );
}
