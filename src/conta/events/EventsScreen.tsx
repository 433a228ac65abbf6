import { useT } from '../../client/use-t';
import { eventEndMs } from '../../lib/agenda-calendar';
import { formatDate, formatDateTime } from '../../lib/date-time';
import { EVENT_STATUSES, EVENT_WHEN } from '../../lib/content-status';
import type { AgendaEvent } from '../../lib/schemas/event';
import SelectField from '../form/SelectField';
import ListTable, { ListStatus } from '../list/ListTable';
import { usePageList } from '../list/use-page-list';
import { Link } from '../router';
import Screen from '../screens/Screen';
import EventsOffNotice from './EventsOffNotice';
import { useEventList } from './use-event-list';
import '../admin.css';
import '../posts/posts.css';
import './events.css';
import { LIST_PER_PAGE } from '../../lib/list-size';

const PER_PAGE = LIST_PER_PAGE;

/** When an event happens, in São Paulo time: days for all-day events, day and time otherwise. */
export function EventWhen({ event }: { event: Pick<AgendaEvent, 'starts_at' | 'ends_at' | 'all_day'> }) {
  const t = useT();
  const start = event.all_day ? formatDate(event.starts_at) : formatDateTime(event.starts_at);
  const end = event.ends_at ? (event.all_day ? formatDate(event.ends_at) : formatDateTime(event.ends_at)) : '';
  const sameDay = end.slice(0, 10) === start.slice(0, 10);
  const tail = !end || end === start ? '' : sameDay && !event.all_day ? ` – ${end.slice(11)}` : sameDay ? '' : ` – ${end}`;
  return (
    <span className="event-when">
      {start}
      {tail}
      {event.all_day && <span className="event-all-day"> ({t('agenda_all_day').toLowerCase()})</span>}
    </span>
  );
}

/** An event's state: draft or published, and "ended" once it is over. */
export function EventBadge({ event }: { event: Pick<AgendaEvent, 'status' | 'starts_at' | 'ends_at' | 'all_day'> }) {
  const t = useT();
  const ended = eventEndMs(event) < Date.now();
  return (
    <span className={`status-badge status-badge-${event.status}`}>
      {t(`events_status_${event.status}`)}
      {ended && ` (${t('events_ended')})`}
    </span>
  );
}

/**
 * /conta/events: the events, latest first (upcoming: soonest first), with search, status, period and pages. The
 * toolbar is the list kit's with a second filter (ListToolbar takes one).
 */
export default function EventsScreen() {
  const t = useT();
  const list = useEventList(PER_PAGE);
  const page = usePageList<Omit<AgendaEvent, 'description'>>(list.path);
  const statusOptions = [{ value: '', label: t('events_status_all') }, ...EVENT_STATUSES.map((s) => ({ value: s, label: t(`events_status_${s}`) }))];
  const whenOptions = [{ value: '', label: t('events_when_all') }, ...EVENT_WHEN.map((w) => ({ value: w, label: t(`events_when_${w}`) }))];
  const columns = { title: t('events_col_title'), when: t('events_col_when'), place: t('events_col_place'), status: t('events_col_status') };

  return (
    <Screen title={t('agenda_title')}>
      <p className="conta-lead">{t('events_intro')}</p>
      <EventsOffNotice />
      <form className="admin-toolbar" role="search" onSubmit={list.search}>
        <div className="field">
          <label htmlFor="events-q">{t('events_search')}</label>
          <input id="events-q" type="search" value={list.typed} maxLength={100} onChange={(e) => list.setTyped(e.target.value)} />
        </div>
        <button className="btn btn-primary" type="submit">
          {t('users_search_button')}
        </button>
        <SelectField id="events-status" label={t('events_status_filter')} value={list.query.status} options={statusOptions} onChange={list.setStatus} />
        <SelectField id="events-when" label={t('events_when_filter')} value={list.query.when} options={whenOptions} onChange={list.setWhen} />
        <Link className="btn btn-secondary admin-toolbar-end" href="/conta/events/new">
          {t('events_new')}
        </Link>
      </form>
      <ListStatus failed={page.failed} busy={page.busy} loaded={!!page.page} />
      {page.page && (
        <ListTable
          caption={t('agenda_title')}
          columns={[{ label: columns.title }, { label: columns.when }, { label: columns.place }, { label: columns.status }, { label: t('admin_col_actions'), hidden: true }]}
          page={page.page}
          busy={page.busy}
          empty={t('events_empty')}
          onPage={list.setPage}
        >
          {page.page.data.map((event) => (
            <tr key={event.id}>
              <td data-label={columns.title}>
                <Link href={`/conta/events/${event.id}/edit`}>{event.title}</Link>
                <span className="item-address">/agenda/{event.slug}</span>
              </td>
              <td data-label={columns.when}>
                <EventWhen event={event} />
              </td>
              <td data-label={columns.place}>{event.place ?? '—'}</td>
              <td data-label={columns.status}>
                <EventBadge event={event} />
              </td>
              <td className="cell-actions">
                {event.status === 'published' && (
                  <a href={`/agenda/${event.slug}`} target="_blank" rel="noopener">
                    {t('events_view')}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </Screen>
  );
}
