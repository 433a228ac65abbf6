import { z } from '../zod';
import { dayParam } from './day-param';
import { parseEventTime, siteDay, siteDayEnd, siteDayStart, type EventTimeValue } from '../event-times';
import { optionalHttpUrl, optionalImage, optionalText, requiredText } from './fields';
import { contentListQuerySchema } from './pagination';
import { slugField, slugOrFromTitle } from './slug-field';
import { EVENT_STATUSES, EVENT_WHEN } from '../content-status';
export { EVENT_STATUSES, EVENT_WHEN };

/** An event's state. */
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** Longest description HTML an event keeps (characters). */
export const MAX_EVENT_DESCRIPTION = 200_000;
/** Longest an event lasts (days): the calendar lists it on each of its days. */
export const MAX_EVENT_DAYS = 366;
/** The years an event date may fall in. */
export const EVENT_YEARS = { min: 2000, max: 2100 } as const;

const statusField = z.enum(EVENT_STATUSES, { error: 'O campo Situação deve ser Rascunho ou Publicado.' });

const timeField = (label: string, required: boolean) =>
  z
    .string({ error: required ? `O campo ${label} é obrigatório.` : `O campo ${label} deve ser uma data e hora.` })
    .trim()
    .max(40, `O campo ${label} deve ser uma data e hora válida.`)
    .nullish()
    .transform((value, ctx): EventTimeValue | null => {
      if (!value) {
        if (required) ctx.addIssue({ code: 'custom', message: `O campo ${label} é obrigatório.` });
        return null;
      }
      const parsed = parseEventTime(value);
      const year = parsed ? Number((parsed.kind === 'day' ? parsed.day : siteDay(parsed.iso)).slice(0, 4)) : 0;
      if (!parsed || year < EVENT_YEARS.min || year > EVENT_YEARS.max) {
        ctx.addIssue({ code: 'custom', message: `O campo ${label} deve ser uma data e hora válida, entre ${EVENT_YEARS.min} e ${EVENT_YEARS.max}.` });
        return z.NEVER;
      }
      return parsed;
    });

const dayOf = (value: EventTimeValue) => (value.kind === 'day' ? value.day : siteDay(value.iso));

/**
 * What the event form sends. Dates are ISO with a zone, `datetime-local` values read in America/Sao_Paulo, or
 * (all-day events) days: an all-day event starts at 00:00 of its first day and ends at 23:59:59.999 of its last
 * (São Paulo); without an end it lasts its first day. An empty slug is made from the title.
 */
export const eventSchema = z
  .object({
    title: requiredText('Título', 200),
    slug: slugField(),
    all_day: z.boolean({ error: 'O campo Dia inteiro deve ser verdadeiro ou falso.' }).nullish().transform((v) => v === true),
    starts_at: timeField('Início', true),
    ends_at: timeField('Término', false),
    place: optionalText('Local', 200),
    address: optionalText('Endereço do local', 300),
    description: z
      .string({ error: 'O campo Descrição deve ser um texto.' })
      .max(MAX_EVENT_DESCRIPTION, `O campo Descrição deve ter no máximo ${MAX_EVENT_DESCRIPTION} caracteres.`)
      .nullish()
      .transform((v) => v ?? ''),
    cover: optionalImage('Capa'),
    registration_url: optionalHttpUrl('Link de inscrição'),
    status: statusField.default('draft'),
  })
  .transform((value, ctx) => {
    const slug = slugOrFromTitle(value.slug, value.title, ctx);
    const start = value.starts_at;
    const end = value.ends_at;
    let startsAt: string | null = null;
    let endsAt: string | null = null;
    if (start && value.all_day) {
      startsAt = siteDayStart(dayOf(start));
      endsAt = siteDayEnd(dayOf(end ?? start));
    } else if (start) {
      if (start.kind === 'day') ctx.addIssue({ code: 'custom', path: ['starts_at'], message: 'O campo Início deve ter data e hora (ou marque Dia inteiro).' });
      if (end?.kind === 'day') ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'O campo Término deve ter data e hora (ou marque Dia inteiro).' });
      startsAt = start.kind === 'instant' ? start.iso : null;
      endsAt = end?.kind === 'instant' ? end.iso : null;
    }
    if (startsAt && endsAt) {
      const length = Date.parse(endsAt) - Date.parse(startsAt);
      if (length < 0) ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'O campo Término não pode ser anterior ao Início.' });
      else if (length > MAX_EVENT_DAYS * 86_400_000) {
        ctx.addIssue({ code: 'custom', path: ['ends_at'], message: `O evento deve durar no máximo ${MAX_EVENT_DAYS} dias.` });
      }
    }
    if (!startsAt || slug === null) return z.NEVER;
    return { ...value, slug, starts_at: startsAt, ends_at: endsAt };
  });

/**
 * The events list query: page, per_page, search text `q` (title, slug or place), `status` (managers only),
 * `when` (upcoming: not ended yet; past: ended) and the days `from` and `to` (São Paulo, inclusive: events
 * that take place on any day between them).
 */
export const eventListQuerySchema = contentListQuerySchema(statusField)
  .extend({
    when: z
      .union([z.literal(''), z.enum(EVENT_WHEN)], { error: 'O parâmetro when deve ser upcoming ou past.' })
      .optional()
      .transform((v) => (v ? v : null)),
    from: dayParam('from'),
    to: dayParam('to'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'O parâmetro to deve ser igual ou posterior a from.' });

/** What the event form sends. */
export type EventInput = z.input<typeof eventSchema>;
/** A validated event: dates as ISO instants. */
export type EventData = z.output<typeof eventSchema>;
/** A validated events list query. */
export type EventListQuery = z.output<typeof eventListQuerySchema>;

/** An event as the API answers it. */
export type AgendaEvent = {
  id: string;
  title: string;
  slug: string;
  starts_at: string;
  ends_at: string | null;
  all_day: boolean;
  place: string | null;
  address: string | null;
  description: string;
  cover: string | null;
  registration_url: string | null;
  status: EventStatus;
  author_id: string | null;
  author_name: string | null;
  created_at: string;
  updated_at: string;
};
