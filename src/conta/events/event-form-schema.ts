import { z } from '../../lib/zod';
import { eventSchema } from '../../lib/schemas/event';
import { eventInput, type EventValues } from './event-values';

/** The form's check: the API's own schema over the joined values, so both give the same messages. */
export const eventFormSchema = z.custom<EventValues>().transform(eventInput).pipe(eventSchema);
