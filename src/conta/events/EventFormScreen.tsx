import { useState } from 'react';
import { useT } from '../../client/use-t';
import type { AgendaEvent } from '../../lib/schemas/event';
import DeleteItem from '../form/DeleteItem';
import ItemPending from '../list/ItemPending';
import { useItem } from '../list/use-item';
import { Link, navigate } from '../router';
import Screen from '../screens/Screen';
import EventForm from './EventForm';
import EventsOffNotice, { useEventsEnabled } from './EventsOffNotice';
import { EventBadge } from './EventsScreen';
import '../admin.css';
import '../posts/posts.css';
import './events.css';

/** /conta/events/new and /conta/events/:id/edit: the event form and, on edit, the delete with confirmation. */
export default function EventFormScreen({ id }: { id?: string }) {
  const t = useT();
  const enabled = useEventsEnabled();
  const loaded = useItem<AgendaEvent>('/api/events', id);
  const [saved, setSaved] = useState<AgendaEvent | null>(null);
  const title = t(id ? 'events_edit_title' : 'events_new');
  if (loaded.state !== 'done') {
    return <ItemPending title={title} state={loaded.state} backHref="/conta/events" backLabel={t('events_back')} />;
  }
  const event = saved ?? loaded.item;
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
      {event && (
        <DeleteItem
          path={`/api/events/${event.id}`}
          label={t('events_delete')}
          text={t('events_delete_confirm', undefined, { title: event.title })}
          deleted={t('events_deleted')}
          back="/conta/events"
          enabled={enabled}
        />
      )}
      <p className="conta-actions">
        <Link href="/conta/events">{t('events_back')}</Link>
      </p>
    </Screen>
  );
}
