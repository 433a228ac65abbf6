import { useEffect, useState } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import { formatDateTime } from '../../lib/date-time';
import { lastCallFailed, type PublishResult, type PublishStatus } from '../../lib/schemas/publish';
import type { Loaded } from '../load/use-load';
import './publish.css';

/** The state lines of a configured hook: last request, pending changes and the last error. */
function PublishDetails({ status }: { status: PublishStatus }) {
  const t = useT();
  return (
    <dl className="conta-details publish-details">
      <dt>{t('publish_last_requested')}</dt>
      <dd>{status.last_requested_at ? formatDateTime(status.last_requested_at) : t('publish_never')}</dd>
      <dt>{t('publish_pending')}</dt>
      <dd>
        {status.pending && status.pending_since
          ? t('publish_pending_since', undefined, { time: formatDateTime(status.pending_since) })
          : t('publish_none_pending')}
      </dd>
      {status.build && (
        <>
          <dt>{t('publish_build')}</dt>
          <dd role="status">
            {status.build.running
              ? t('publish_building')
              : status.build.finished_at
                ? t(status.build.ok ? 'publish_built_at' : 'publish_build_failed_at', undefined, {
                    time: formatDateTime(status.build.finished_at),
                  })
                : t('publish_never')}
          </dd>
        </>
      )}
      {status.last_error && (
        <>
          <dt>{t('publish_last_error')}</dt>
          <dd className="publish-error">
            {t('publish_error_at', undefined, { error: status.last_error, time: formatDateTime(status.last_error_at ?? '') })}
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * The managers' "Publicação" panel: when the last rebuild was asked for, what waits, and "Publicar agora". It starts
 * from the status the dashboard loaded (`initial`, from GET /api/dashboard) and then keeps its own: the answer of
 * "Publicar agora", and GET /api/publish read again after a failed one and while a build runs.
 */
export default function PublishPanel({ initial }: { initial: Loaded<PublishStatus> }) {
  const t = useT();
  const [latest, set] = useState<PublishStatus | null>(null);
  const loaded: Loaded<PublishStatus> = latest ? { state: 'ready', data: latest } : initial;
  const status = loaded.state === 'ready' ? loaded.data : null;
  const [sending, setSending] = useState(false);
  const building = status?.build?.running === true;

  // Under `npm run preview`, a rebuild runs in the background: the panel follows it until it ends.
  useEffect(() => {
    if (!building) return;
    const timer = setTimeout(() => {
      void api<PublishStatus>('GET', '/api/publish', { cache: 'no-store', quiet: true }).then((again) => {
        if (again.ok) set(again.data);
      });
    }, 3000);
    return () => clearTimeout(timer);
  }, [building, status]);

  async function publishNow() {
    setSending(true);
    const result = await api<PublishResult>('POST', '/api/publish');
    setSending(false);
    if (result.ok) {
      set(result.data);
      const time = formatDateTime(result.data.last_requested_at ?? '', 'HH:mm:ss');
      if (result.data.outcome === 'requested') toast.success(t('publish_requested'));
      else if (lastCallFailed(result.data)) toast(t('publish_retry_soon', undefined, { time }));
      else toast(t('publish_on_its_way', undefined, { time }));
    } else {
      // The API's message was shown as a toast; the state (a recorded error) is read again.
      const again = await api<PublishStatus>('GET', '/api/publish', { cache: 'no-store', quiet: true });
      if (again.ok) set(again.data);
    }
  }

  return (
    <section className="conta-panel publish-panel" aria-labelledby="dashboard-publish">
      <h2 id="dashboard-publish">{t('publish_title')}</h2>
      {loaded.state === 'loading' && <p aria-busy="true">…</p>}
      {loaded.state === 'failed' && <p className="muted">{t('publish_status_failed')}</p>}
      {loaded.state === 'ready' && !loaded.data.hook_configured && <p className="publish-note">{t('publish_no_hook')}</p>}
      {loaded.state === 'ready' && loaded.data.hook_configured && (
        <>
          <p className="publish-note">{t('publish_intro')}</p>
          <PublishDetails status={loaded.data} />
          <button className="btn btn-primary" type="button" disabled={sending} onClick={() => void publishNow()}>
            {sending ? t('publish_sending') : t('publish_now')}
          </button>
        </>
      )}
    </section>
  );
}
