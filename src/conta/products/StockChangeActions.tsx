import { useT } from '../../client/use-t';
import { signedQuantity } from '../../lib/shop/stock-history';
import type { StockChange } from './use-product-form';

type Props = { change: StockChange | null; typed: string; onUse: (stock: string) => void };

const whole = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * Under a stock field whose row changed since the form was read (a sale meanwhile): the admin decides. Take the
 * stock now, apply the change they had typed (typed minus what they had read) on top of it, or save again, which
 * writes the typed value over the stock now (the form now guards the save with it).
 */
export default function StockChangeActions({ change, typed, onUse }: Props) {
  const t = useT();
  if (!change) return null;
  const { current, before } = change;
  const typedStock = whole(typed);
  const mine = typedStock !== null && typeof before === 'number' ? typedStock - before : null;
  const onTop = mine !== null && mine !== 0 && current !== null && current + mine >= 0 ? current + mine : null;
  return (
    <div className="stock-change">
      <button type="button" className="btn btn-link" onClick={() => onUse(current === null ? '' : String(current))}>
        {t('products_stock_use_current', undefined, { stock: current === null ? t('products_unlimited') : current })}
      </button>
      {onTop !== null && mine !== null && (
        <button type="button" className="btn btn-link" onClick={() => onUse(String(onTop))}>
          {t('products_stock_apply_change', undefined, { change: signedQuantity(mine), stock: onTop })}
        </button>
      )}
      <p className="muted">{t('products_stock_save_again')}</p>
    </div>
  );
}
