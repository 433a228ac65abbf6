import { useT } from '../../client/use-t';
import { NETWORK_ERROR, type ApiError } from '../../client/api-client';
import type { Loaded } from './use-load';

type Props<T> = { loaded: Loaded<T>; onRetry: () => void; notFound?: string };

/** The loading and failed states of a screen's data (a spinner, or the error with a retry button); null when ready. */
export default function LoadState<T>({ loaded, onRetry, notFound }: Props<T>) {
  const t = useT();
  if (loaded.state === 'ready') return null;
  if (loaded.state === 'loading') {
    return (
      <div className="conta-status" role="status" aria-live="polite">
        <span className="conta-spinner" aria-hidden="true" />
        {t('loading')}
      </div>
    );
  }
  const error: ApiError = loaded.error;
  const message = error.status === 404 && notFound ? notFound : error.status === 0 ? t('network_error') : error.message;
  return (
    <div className="notice notice-danger" role="alert">
      <p>{message === NETWORK_ERROR ? t('network_error') : message}</p>
      {error.status !== 404 && (
        <button className="btn btn-primary" type="button" onClick={onRetry}>
          {t('try_again')}
        </button>
      )}
    </div>
  );
}
