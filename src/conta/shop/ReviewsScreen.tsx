import { useState } from 'react';
import { api } from '../../client/api-client';
import { showToast } from '../../client/toast';
import { useT } from '../../client/use-t';
import { formatDateTime } from '../../lib/date-time';
import { REVIEW_REPLY_MAX, REVIEW_STATUSES, type ManagedReview, type ModerationStatus, type ReviewStatus } from '../../lib/shop/reviews';
import Pagination from '../list/Pagination';
import { ListStatus } from '../list/ListTable';
import { usePageList } from '../list/use-page-list';
import { Link } from '../router';
import Screen from '../screens/Screen';
import '../orders/reviews.css';
import { LIST_PER_PAGE } from '../../lib/list-size';

const PER_PAGE = LIST_PER_PAGE;

/**
 * /conta/shop/avaliacoes (admin; super while the shop is on): the buyers' reviews by status (waiting first), each
 * with its product, author, text and the shop's public reply; "Aprovar" and "Rejeitar" send the status with the reply
 * typed (PUT /api/reviews/:id). An approval, or a change to an approved review, asks for a rebuild of the product page.
 */
export default function ReviewsScreen() {
  const t = useT();
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const list = usePageList<ManagedReview>(`/api/reviews?status=${status}&page=${page}&per_page=${PER_PAGE}`);
  const choose = (next: ReviewStatus) => {
    setStatus(next);
    setPage(1);
  };
  return (
    <Screen title={t('reviews_admin_title')}>
      <p className="conta-lead">{t('reviews_admin_intro')}</p>
      <p className="conta-actions">
        <Link href="/conta/shop">{t('coupons_back_to_shop')}</Link>
      </p>
      <div className="conta-actions" role="group" aria-label={t('reviews_admin_title')}>
        {REVIEW_STATUSES.map((value) => (
          <button key={value} type="button" className={`btn${status === value ? ' btn-primary' : ''}`} aria-pressed={status === value} onClick={() => choose(value)}>
            {t(`reviews_tab_${value}`)}
          </button>
        ))}
      </div>
      <ListStatus failed={list.failed} busy={list.busy} loaded={!!list.page} />
      {list.page && (
        <>
          {list.page.data.length === 0 ? (
            <p>{t('reviews_empty')}</p>
          ) : (
            <ul className="review-queue" aria-busy={list.busy || undefined}>
              {list.page.data.map((review) => (
                <ReviewItem key={`${review.id}-${review.updated_at}`} review={review} onDone={list.reload} />
              ))}
            </ul>
          )}
          <Pagination page={list.page.page} perPage={list.page.per_page} total={list.page.total} onPage={setPage} />
        </>
      )}
    </Screen>
  );
}

/** One review with its reply field and the moderation buttons. */
function ReviewItem({ review, onDone }: { review: ManagedReview; onDone: () => void }) {
  const t = useT();
  const [reply, setReply] = useState(review.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = `review-${review.id}`;
  const moderate = async (next: ModerationStatus) => {
    setBusy(true);
    const result = await api<ManagedReview>('PUT', `/api/reviews/${review.id}`, { body: { status: next, reply, updated_at: review.updated_at }, quiet: true });
    setBusy(false);
    if (!result.ok) {
      setError(result.error.errors?.reply?.[0] ?? result.error.message);
      // Changed since it was read (the author edited it): the list is read again, with the new text.
      if (result.error.status === 409) onDone();
      return;
    }
    showToast(t(next === 'approved' ? 'reviews_done_approved' : 'reviews_done_rejected'));
    onDone();
  };
  return (
    <li>
      <article aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="review-queue-title">
          <a href={`/loja/${review.product_slug}`}>{review.product_name}</a>
        </h2>
        <p>
          <span className="order-review-stars" role="img" aria-label={t('reviews_rating_of', undefined, { rating: review.rating })}>
            {'★'.repeat(review.rating)}
            {'☆'.repeat(5 - review.rating)}
          </span>{' '}
          {review.title && <strong>{review.title}</strong>}
        </p>
        <p className="review-queue-body">{review.body}</p>
        <p className="muted">
          {t('reviews_by', undefined, { author: review.author, email: review.author_email ?? '' })} · {formatDateTime(review.created_at)}
        </p>
        <div className={`field${error ? ' has-error' : ''}`}>
          <label htmlFor={`${id}-reply`}>{t('reviews_reply_label')}</label>
          <textarea
            id={`${id}-reply`}
            rows={2}
            value={reply}
            maxLength={REVIEW_REPLY_MAX}
            onChange={(event) => setReply(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-reply-error` : undefined}
          />
          {error && (
            <p className="field-error" id={`${id}-reply-error`}>
              {error}
            </p>
          )}
        </div>
        <p className="conta-actions">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void moderate('approved')}>
            {t('reviews_approve')}
          </button>{' '}
          <button type="button" className="btn" disabled={busy} onClick={() => void moderate('rejected')}>
            {t('reviews_reject')}
          </button>
        </p>
      </article>
    </li>
  );
}
