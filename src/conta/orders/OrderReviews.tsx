import { useState, type FormEvent } from 'react';
import { api } from '../../client/api-client';
import { showToast } from '../../client/toast';
import { useT } from '../../client/use-t';
import type { Order } from '../../lib/shop/orders';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, REVIEWABLE_ORDER_STATUSES, type Review } from '../../lib/shop/reviews';
import TextField from '../form/TextField';
import { useLoad } from '../load/use-load';
import './reviews.css';

type Product = { id: string; name: string };
type Errors = Record<string, string[] | undefined>;

/** The products of an order a buyer may review: its product lines (not donations) whose product still exists, once each. */
const reviewable = (order: Order): Product[] => {
  const seen = new Map<string, Product>();
  for (const item of order.items) {
    if (item.kind === 'product' && item.product_id && !seen.has(item.product_id)) seen.set(item.product_id, { id: item.product_id, name: item.name });
  }
  return [...seen.values()];
};

/**
 * The order page's "Avaliações" (the buyer's own orders, paid or later): each product with the buyer's review and its
 * status, or "Avaliar"; the button opens the form (stars, optional title, text), which POSTs a new review or PUTs
 * an edit (which waits for approval again). The server's rules decide (a refunded order is answered 403).
 */
export default function OrderReviews({ order }: { order: Order }) {
  const t = useT();
  const products = reviewable(order);
  // The person's reviews by product; none when they could not be read.
  const { loaded, set } = useLoad<Review[]>('/api/reviews/mine');
  const reviews = loaded.state === 'ready' ? loaded.data : [];
  const mine = loaded.state === 'loading' ? null : Object.fromEntries(reviews.map((review) => [review.product_id, review]));
  const [open, setOpen] = useState<string | null>(null);
  if (!REVIEWABLE_ORDER_STATUSES.includes(order.status) || products.length === 0) return null;
  return (
    <section className="conta-panel" aria-labelledby="order-reviews">
      <h2 id="order-reviews">{t('reviews_title')}</h2>
      {mine === null ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <ul className="order-reviews">
          {products.map((product) => {
            const review = mine[product.id];
            return (
              <li key={product.id}>
                <p className="order-review-product">
                  <strong>{product.name}</strong>
                  {review && (
                    <>
                      {' '}
                      <span className="order-review-stars" role="img" aria-label={t('reviews_rating_of', undefined, { rating: review.rating })}>
                        {'★'.repeat(review.rating)}
                        {'☆'.repeat(5 - review.rating)}
                      </span>{' '}
                      <span className={`order-review-status order-review-${review.status}`}>{t(`reviews_status_${review.status}`)}</span>
                    </>
                  )}
                </p>
                {review && open !== product.id && <p className="order-review-body">{review.body}</p>}
                {open === product.id ? (
                  <ReviewForm
                    product={product}
                    review={review}
                    onCancel={() => setOpen(null)}
                    onSaved={(saved) => {
                      set([...reviews.filter((other) => other.product_id !== product.id), saved]);
                      setOpen(null);
                      showToast(t('reviews_sent'));
                    }}
                  />
                ) : (
                  <button type="button" className="btn" onClick={() => setOpen(product.id)} aria-label={`${t(review ? 'reviews_edit' : 'reviews_write')}: ${product.name}`}>
                    {t(review ? 'reviews_edit' : 'reviews_write')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

type FormProps = { product: Product; review?: Review; onCancel: () => void; onSaved: (review: Review) => void };

/** The review form: five stars as radio buttons, the optional title and the text; the API's messages per field. */
function ReviewForm({ product, review, onCancel, onSaved }: FormProps) {
  const t = useT();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [title, setTitle] = useState(review?.title ?? '');
  const [body, setBody] = useState(review?.body ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `review-${product.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const payload = { rating, title, body };
    const result = review
      ? await api<Review>('PUT', `/api/reviews/${review.id}`, { body: payload, quiet: true })
      : await api<Review>('POST', `/api/products/${product.id}/reviews`, { body: payload, quiet: true });
    setBusy(false);
    if (result.ok) {
      onSaved(result.data);
      return;
    }
    setErrors(result.error.errors ?? {});
    setFailure(result.error.errors ? null : result.error.message);
  };
  const first = (field: string) => errors[field]?.[0] ?? null;
  return (
    <form className="order-review-form" onSubmit={(event) => void submit(event)} noValidate aria-label={`${t('reviews_your')}: ${product.name}`}>
      <fieldset className={`field review-rating-field${first('rating') ? ' has-error' : ''}`} aria-describedby={first('rating') ? `${id}-rating-error` : undefined}>
        <legend>{t('reviews_rating')}</legend>
        <div className="review-rating-choices">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n}>
              <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} />
              <span aria-hidden="true">{'★'.repeat(n)}</span>
              <span className="visually-hidden">{n === 1 ? t('reviews_star_one') : t('reviews_stars_n', undefined, { n })}</span>
            </label>
          ))}
        </div>
        {first('rating') && (
          <p className="field-error" id={`${id}-rating-error`}>
            {first('rating')}
          </p>
        )}
      </fieldset>
      <TextField id={`${id}-title`} label={t('reviews_field_title')} value={title} onChange={(v) => setTitle(v.slice(0, REVIEW_TITLE_MAX))} onBlur={() => undefined} error={first('title')} />
      <TextField id={`${id}-body`} label={t('reviews_field_body')} value={body} onChange={(v) => setBody(v.slice(0, REVIEW_BODY_MAX))} onBlur={() => undefined} error={first('body')} multiline required />
      {failure && (
        <p className="notice notice-danger" role="alert">
          {failure}
        </p>
      )}
      <p className="conta-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
          {t('reviews_submit')}
        </button>{' '}
        <button type="button" className="btn" onClick={onCancel}>
          {t('reviews_cancel')}
        </button>
      </p>
    </form>
  );
}
