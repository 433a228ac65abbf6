import { siteDay, siteTime } from '../../lib/event-times';
import type { AgendaEvent, EventInput } from '../../lib/schemas/event';

/** The fields of the event form as their inputs hold them; starts_at and ends_at carry the messages of the dates. */
export type EventValues = Record<
  | 'title'
  | 'slug'
  | 'all_day'
  | 'start_date'
  | 'start_time'
  | 'end_date'
  | 'end_time'
  | 'place'
  | 'address'
  | 'description'
  | 'cover'
  | 'registration_url'
  | 'status'
  | 'starts_at'
  | 'ends_at',
  string
>;

/** A stored event (or none, for a new one) as form values: days and times in America/Sao_Paulo. */
export function eventValues(event?: AgendaEvent): EventValues {
  const allDay = event?.all_day ?? false;
  const startDay = event ? siteDay(event.starts_at) : '';
  const endDay = event?.ends_at ? siteDay(event.ends_at) : '';
  return {
    title: event?.title ?? '',
    slug: event?.slug ?? '',
    all_day: allDay ? 'true' : '',
    start_date: startDay,
    start_time: event && !allDay ? siteTime(event.starts_at) : '',
    // A one-day all-day event shows no end.
    end_date: allDay && endDay === startDay ? '' : endDay,
    end_time: event?.ends_at && !allDay ? siteTime(event.ends_at) : '',
    place: event?.place ?? '',
    address: event?.address ?? '',
    description: event?.description ?? '',
    cover: event?.cover ?? '',
    registration_url: event?.registration_url ?? '',
    status: event?.status ?? 'draft',
    starts_at: '',
    ends_at: '',
  };
}

const join = (day: string, time: string, allDay: boolean) => (!day ? '' : allDay || !time ? day : `${day}T${time}`);

/** The body the API takes from form values: days and times joined (an end time alone ends on the start day). */
export function eventInput(values: EventValues): EventInput {
  const allDay = values.all_day === 'true';
  const endDay = values.end_date || (!allDay && values.end_time ? values.start_date : '');
  return {
    title: values.title,
    slug: values.slug,
    all_day: allDay,
    starts_at: join(values.start_date, values.start_time, allDay),
    ends_at: join(endDay, values.end_time, allDay) || null,
    place: values.place,
    address: values.address,
    description: values.description,
    cover: values.cover,
    registration_url: values.registration_url,
    status: values.status as EventInput['status'],
  };
}
