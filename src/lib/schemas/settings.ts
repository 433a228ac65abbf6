import type { TranslationEntry } from '../../i18n/types';
import { z } from '../zod';
import { optionalEmail, optionalHttpUrl, optionalImage, optionalText, requiredText } from './fields';
import { MAX_LINK_LENGTH, requiredLink } from './menu';
import { MAX_SLUG, SLUG_PATTERN } from '../slug';
import { WHATSAPP_INVALID, whatsappE164 } from '../whatsapp';
import type { FeatureSetting } from '../features';

/** How long contact messages are kept unless the settings say otherwise: 2 years. */
export const DEFAULT_CONTACT_RETENTION_MONTHS = 24;

/** Most feature sections the settings hold. */
export const MAX_FEATURES = 20;

const color = (label: string) =>
  z
    .string({ error: `O campo ${label} é obrigatório.` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `O campo ${label} deve ser uma cor no formato #rrggbb.`)
    .transform((v) => v.toLowerCase());

/** One feature section: its menu title, its address and whether it is on. */
export const featureSchema = z.object(
  {
    title: requiredText('Título do recurso', 60),
    url: requiredLink('Endereço do recurso'),
    enabled: z.boolean({ error: 'O campo Ativo deve ser verdadeiro ou falso.' }),
  },
  { error: 'Cada recurso deve ter título, endereço e ativo.' },
);

const featuresSchema = z
  .record(z.string(), featureSchema, { error: 'O campo Recursos deve ser um objeto.' })
  .superRefine((features, ctx) => {
    const keys = Object.keys(features);
    if (keys.length > MAX_FEATURES) ctx.addIssue({ code: 'custom', message: `No máximo ${MAX_FEATURES} recursos.` });
    for (const key of keys.filter((k) => !/^[a-z][a-z0-9_]{0,39}$/.test(k))) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'O nome do recurso deve ter apenas letras minúsculas, números e _.' });
    }
  });

/**
 * Every field PUT /api/settings saves, as the settings form sends it. The languages (`translations`) are not
 * among them: they are changed only through /api/translations, under the rules of src/lib/schemas/translation.ts.
 */
export const settingsSchema = z.object({
  title: requiredText('Título do site', 120),
  font: requiredText('Fonte', 80).regex(/^[\p{L}\p{N} ]+$/u, 'O campo Fonte deve ter apenas letras, números e espaços.'),
  primary_color: color('Cor primária'),
  secondary_color: color('Cor secundária'),
  site_cover: optionalImage('Imagem de capa', MAX_LINK_LENGTH),
  site_logo: optionalImage('Logo', MAX_LINK_LENGTH),
  site_favicon: optionalImage('Favicon', MAX_LINK_LENGTH),
  site_footer_logo: z.boolean({ error: 'O campo Logo no rodapé deve ser verdadeiro ou falso.' }),
  gtag: optionalText('Google Tag', 40).refine(
    (v) => v === null || /^[A-Za-z]{1,4}-[A-Za-z0-9-]{2,34}$/.test(v),
    'O campo Google Tag deve ser um identificador como G-XXXXXXX.',
  ),
  contact: optionalText('Contato', 2000),
  email: optionalEmail('E-mail'),
  url_facebook: optionalHttpUrl('Facebook', MAX_LINK_LENGTH),
  url_instagram: optionalHttpUrl('Instagram', MAX_LINK_LENGTH),
  url_twitter: optionalHttpUrl('Twitter', MAX_LINK_LENGTH),
  url_youtube: optionalHttpUrl('YouTube', MAX_LINK_LENGTH),
  // The site's WhatsApp: a Brazilian mobile or landline with its area code, as typed; kept as E.164 (+55…).
  whatsapp: optionalText('WhatsApp', 40).transform((v, ctx) => {
    if (v === null) return null;
    const e164 = whatsappE164(v);
    if (e164 === null) ctx.addIssue({ code: 'custom', message: WHATSAPP_INVALID });
    return e164;
  }),
  features: featuresSchema,
  // The slug of the site's page holding its privacy policy (the server checks that the page exists).
  privacy_page: optionalText('Política de privacidade', MAX_SLUG).refine(
    (v) => v === null || SLUG_PATTERN.test(v),
    'O campo Política de privacidade deve ser uma página do site.',
  ),
  contact_retention_months: z
    .number({ error: 'O campo Guardar mensagens de contato deve ser um número de meses.' })
    .int('O campo Guardar mensagens de contato deve ser um número inteiro de meses.')
    .min(1, 'O campo Guardar mensagens de contato deve ser de pelo menos 1 mês.')
    .max(120, 'O campo Guardar mensagens de contato deve ser de no máximo 120 meses.')
    .default(DEFAULT_CONTACT_RETENTION_MONTHS),
});
/** What the settings form sends. */
export type SettingsInput = z.input<typeof settingsSchema>;
/** The saved settings fields (nullable texts are null). */
export type SettingsData = z.output<typeof settingsSchema>;
/** The public site settings, as GET /api/settings answers them: the fields and the languages; nothing secret. */
export type PublicSettings = SettingsData & { translations: TranslationEntry[] };
/** The names of the settings fields. */
export const SETTINGS_FIELDS = Object.keys(settingsSchema.shape) as (keyof SettingsData)[];
