import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useT } from '../../i18n/use-t';
import { api } from '../../client/api-client';
import type { AgendaEvent } from '../../lib/schemas/event';
import ConfirmDialog from '../form/ConfirmDialog';
import ItemPending from '../list/ItemPending';
import { Link, navigate } from '../router';
import Screen from '../screens/Screen';
import EventForm from './EventForm';
import EventsOffNotice, { useEventsEnabled } from './EventsOffNotice';
import { EventBadge } from './EventsScreen';
import '../users/admin.css';
import '../posts/posts.css';
import './events.css';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; event?: AgendaEvent };

function useEvent(id: string | undefined): Loaded {
  const [loaded, setLoaded] = useState<Loaded>(id ? { state: 'loading' } : { state: 'done' });
  useEffect(() => {
    if (!id) return;
    let live = true;
    void api<AgendaEvent>('GET', `/api/events/${encodeURIComponent(id)}`, { cache: 'no-store' }).then((result) => {
      if (live) setLoaded(result.ok ? { state: 'done', event: result.data } : { state: 'failed' });
    });
    return () => {
      live = false;
    };
  }, [id]);
  return loaded;
}

function DeleteEvent({ event }: { event: AgendaEvent }) {
  const t = useT();
  const enabled = useEventsEnabled();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    const result = await api('DELETE', `/api/events/${event.id}`);
    setBusy(false);
    setOpen(false);
    if (result.ok) {
      toast.success(t('events_deleted'));
      navigate('/conta/events');
    }
  }
  return (
    <section className="conta-panel admin-danger-zone">
      <button className="btn btn-danger" type="button" disabled={!enabled} onClick={() => setOpen(true)}>
        {t('events_delete')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('events_delete')}
        text={t('events_delete_confirm', undefined, { title: event.title })}
        confirmLabel={t('admin_confirm_delete')}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}

/** /conta/events/new and /conta/events/:id/edit: the event form and, on edit, the delete with confirmation. */
export default function EventFormScreen({ id }: { id?: string }) {
  const t = useT();
  const loaded = useEvent(id);
  const [saved, setSaved] = useState<AgendaEvent | null>(null);
  const title = t(id ? 'events_edit_title' : 'events_new');
  if (loaded.state !== 'done') {
    return <ItemPending title={title} state={loaded.state} backHref="/conta/events" backLabel={t('events_back')} />;
  }
  const event = saved ?? loaded.event;
  return (
    <Screen title={event ? `${title}: ${event.title}` : title} pageTitle={title}>
      <EventsOffNotice />
      {event && (
        <p className="post-meta">
          <EventBadge event={event} />
          {event.status === 'published' && (
            <a href={`/agenda/${event.slug}`} target="_blank" rel="noopener">
              {t('events_view')}
            </a>
          )}
        </p>
      )}
      <EventForm key={event?.id ?? 'new'} event={event} onSaved={(next) => (event ? setSaved(next) : navigate(`/conta/events/${next.id}/edit`))} />
      {event && <DeleteEvent event={event} />}
      <p className="conta-actions">
        <Link href="/conta/events">{t('events_back')}</Link>
      </p>
    </Screen>
  );
}
