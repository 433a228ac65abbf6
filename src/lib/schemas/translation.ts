import { z } from '../zod';
import { findLocale } from '../locales';
import { requiredText } from './fields';
import { isLabelKey, LABEL_KEYS } from './label-keys';

export { isLabelKey, LABEL_KEYS };

/** Longest text of one translated label. */
export const MAX_TEXT_LENGTH = 2000;
/** Most custom languages a site has (besides Portuguese). */
export const MAX_LANGUAGES = 20;

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Whether one entry of a domains list is a host name, optionally with a port ('exemplo.org', 'localhost:4321'). */
export function isHostName(value: string): boolean {
  const [host, port, extra] = value.split(':');
  return extra === undefined && HOST.test(host) && (port === undefined || /^\d{1,5}$/.test(port));
}

/** A language code of the locale list (PT, EN, ES or one of the 52 locales), stored as the list writes it. */
export const languageCode = requiredText('Código', 10)
  .refine((code) => findLocale(code) !== null, 'Escolha um código da lista de idiomas.')
  .transform((code) => findLocale(code)?.code ?? code);

/** A domains field: comma-separated hosts (lower-case, optional :port), without repeats; empty is allowed. */
export const domainsField = z
  .string({ error: 'O campo Domínios deve ser um texto.' })
  .max(1000, 'O campo Domínios deve ter no máximo 1000 caracteres.')
  .nullish()
  .transform((v) => [...new Set((v ?? '').split(',').map((d) => d.trim().toLowerCase()).filter(Boolean))])
  .refine((hosts) => hosts.every(isHostName), 'Informe nomes de domínio separados por vírgula, como en.exemplo.org ou localhost:4321.')
  .transform((hosts) => hosts.join(', '));

const TEXTS_MESSAGE = 'O campo Traduções deve ser um objeto de textos.';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The key -> text map: known keys only, texts trimmed and bounded; an empty text (use the built-in) is dropped. */
export const labelTexts = z
  .custom<Record<string, unknown>>(isObject, { error: TEXTS_MESSAGE })
  // The keys are checked on the object as sent: a record schema would silently skip a key like __proto__.
  .superRefine((texts, ctx) => {
    for (const key of Object.keys(texts).filter((k) => !isLabelKey(k))) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'Esta chave não existe nos textos do site.' });
    }
  })
  .pipe(
    z.record(
      z.string(),
      z
        .string({ error: 'Cada tradução deve ser um texto.' })
        .trim()
        .max(MAX_TEXT_LENGTH, `Cada tradução deve ter no máximo ${MAX_TEXT_LENGTH} caracteres.`),
      { error: TEXTS_MESSAGE },
    ),
  )
  .transform((texts): Record<string, string> => Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')));

/** A language as the create form sends it: the one schema of a language entry (name, code, hosts, texts). */
export const languageSchema = z.object({
  name: requiredText('Nome', 60),
  code: languageCode,
  domains: domainsField,
  translations: labelTexts.optional().transform((v) => v ?? {}),
});
/** What the create form sends. */
export type LanguageInput = z.input<typeof languageSchema>;
/** A validated new language. */
export type LanguageData = z.output<typeof languageSchema>;

/** A language as the edit form sends it; translations left out keep the stored texts. */
export const languageUpdateSchema = languageSchema.extend({ translations: labelTexts.optional() });
/** A validated language update. */
export type LanguageUpdate = z.output<typeof languageUpdateSchema>;

/** A language as GET /api/translations lists it: details and how many keys it translates. */
export type LanguageSummary = {
  name: string;
  code: string;
  domains: string;
  translated: number;
  total: number;
  default: boolean;
};
/** A language with its texts, as GET /api/translations/:code answers it. */
export type Language = LanguageSummary & { translations: Record<string, string> };
