import { z } from '../zod';
import { siteDayStart } from '../event-times';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day query parameter (`from`, `to`): `AAAA-MM-DD`, a real day in São Paulo; empty or absent is null. The lists
 * that filter by day (events, orders) share it.
 */
export const dayParam = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const start = DAY.test(v) ? siteDayStart(v) : null;
      if (!start) {
        ctx.addIssue({ code: 'custom', message: `O parâmetro ${name} deve ser uma data AAAA-MM-DD.` });
        return z.NEVER;
      }
      return v;
    });
