import { shopLabel as t } from '../../client/shop/shop-labels';
import { formatBrl } from '../../lib/money';
import { MAX_LINE_QUANTITY, type CartLine } from '../../lib/shop/cart';
import { fitsStock, type CartProblemCode, type CheckedLine } from '../../lib/shop/cart-lines';
import { removeItem, setItemQuantity } from '../../stores/cart';

/** A line as the cart page shows it: the cart's line, the last check's data and its problem now. */
export type ShownLine = { line: CartLine; position: number; checked: CheckedLine | undefined; problem: CartProblemCode | null };

/** The problem of a line with its current quantity: the check's, or too many units for the stock checked. */
export function problemOf(line: CartLine, checked: CheckedLine | undefined): CartProblemCode | null {
  if (!checked) return null;
  if (checked.problem && checked.problem !== 'short') return checked.problem;
  return fitsStock(checked.available, line.quantity) ? null : 'short';
}

function problemText(problem: CartProblemCode, checked: CheckedLine | undefined): string {
  const available = checked?.available ?? null;
  if (problem === 'amount') return t('shop_cart_problem_amount', { amount: formatBrl(checked?.minimum_cents ?? 0) });
  if (problem !== 'short') return t(`shop_cart_problem_${problem}`);
  if (!available) return t('shop_cart_problem_sold_out');
  return available === 1 ? t('shop_cart_problem_short_one') : t('shop_cart_problem_short', { n: available });
}

/** The most units a line may have: its stock checked, within the cart's limit. */
const maxOf = (checked: CheckedLine | undefined) => Math.min(MAX_LINE_QUANTITY, checked?.available ?? MAX_LINE_QUANTITY);

type QuantityProps = { name: string; quantity: number; max: number; describedBy: string | undefined; onChange: (quantity: number) => void };

/** The spec's quantity control: minus, the number (typed too) and plus, named after the product. */
function Quantity({ name, quantity, max, describedBy, onChange }: QuantityProps) {
  return (
    <div className="quantity" role="group" aria-label={t('shop_cart_quantity_of', { name })}>
      <button type="button" className="quantity-step" aria-label={t('shop_cart_less_of', { name })} disabled={quantity <= 1} onClick={() => onChange(quantity - 1)}>
        −
      </button>
      <input type="number" inputMode="numeric" min={1} max={max} value={quantity} aria-label={t('shop_cart_quantity_of', { name })} aria-describedby={describedBy}
        onChange={(event) => Number(event.target.value) >= 1 && onChange(Math.floor(Number(event.target.value)))} />
      <button type="button" className="quantity-step" aria-label={t('shop_cart_more_of', { name })} disabled={quantity >= max} onClick={() => onChange(quantity + 1)}>
        +
      </button>
    </div>
  );
}

/** A line's unit price now: a donation's is the amount in the cart (the check may be on its way), else the check's. */
export const unitOf = (line: CartLine, checked: CheckedLine | undefined): number | null =>
  line.amount_cents !== undefined && checked?.kind === 'donation' ? line.amount_cents : (checked?.unit_price_cents ?? null);

/**
 * One line of the cart: image, name and options, unit price, quantity with minus and plus, total, remove. A donation
 * has its amount instead of a quantity (changed on its product page: giving again replaces it).
 */
export function CartLineRow({ line, position, checked, problem }: ShownLine) {
  const name = checked?.name ?? t('shop_cart_unavailable');
  const id = `cart-line-${position}`;
  const setQuantity = (quantity: number) => setItemQuantity({ ...line, quantity: Math.max(1, Math.min(quantity, maxOf(checked))) });
  const unit = unitOf(line, checked);
  const donation = checked?.kind === 'donation';
  return (
    <li className={`cart-line${problem ? ' has-problem' : ''}`}>
      {checked?.image ? <img className="cart-line-image" src={checked.image} alt="" width={96} height={96} /> : <span className="cart-line-image" aria-hidden="true" />}
      <div className="cart-line-info">
        <p className="cart-line-name">{checked?.slug ? <a href={`/loja/${checked.slug}`}>{name}</a> : name}</p>
        {checked && checked.options.length > 0 && <p className="cart-line-options">{checked.options.map((o) => `${o.name}: ${o.value}`).join(' · ')}</p>}
        {donation && <p className="cart-line-options">{t('shop_cart_donation')}</p>}
        {unit !== null && !donation && <p className="cart-line-unit">{t('shop_cart_unit_price', { price: formatBrl(unit) })}</p>}
        {problem && (
          <p className="cart-line-problem" id={`${id}-problem`}>
            {problemText(problem, checked)}{' '}
            {problem === 'short' && !!checked?.available && (
              <button type="button" className="btn btn-link" onClick={() => setQuantity(checked.available as number)}>
                {t('shop_cart_fix', { n: checked.available })}
              </button>
            )}
          </p>
        )}
      </div>
      {!donation && (
        <Quantity name={name} quantity={line.quantity} max={maxOf(checked)} describedBy={problem ? `${id}-problem` : undefined} onChange={setQuantity} />
      )}
      <p className="cart-line-total">{unit !== null && problem !== 'gone' ? formatBrl(unit * line.quantity) : '—'}</p>
      <button type="button" className="btn btn-link cart-line-remove" aria-label={t('shop_cart_remove_item', { name })} onClick={() => removeItem(position)}>
        {t('shop_cart_remove')}
      </button>
    </li>
  );
}
