import { z } from '../zod';
import { optionalHttpUrl, optionalImage, optionalText, requiredText } from './fields';
import { MAX_LINK_LENGTH, requiredLink } from './menu';

/** Most feature sections the settings hold. */
export const MAX_FEATURES = 20;
/** Most custom languages the settings hold. */
export const MAX_LANGUAGES = 20;

/** The feature sections of a new site, all disabled (title and url of each). */
export const DEFAULT_FEATURES = {
  posts: { title: 'Notícias', url: '/noticias', enabled: false },
  events: { title: 'Agenda', url: '/agenda', enabled: false },
  medias: { title: 'Biblioteca', url: '/biblioteca', enabled: false },
  produtos: { title: 'Loja', url: '/loja', enabled: false },
} as const satisfies Record<string, FeatureSetting>;

const color = (label: string) =>
  z
    .string({ error: `O campo ${label} é obrigatório.` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, `O campo ${label} deve ser uma cor no formato #rrggbb.`)
    .transform((v) => v.toLowerCase());

const optionalEmail = (label: string) =>
  optionalText(label, 254)
    .refine((v) => v === null || z.email().safeParse(v).success, `O campo ${label} deve ser um e-mail válido.`)
    .transform((v) => v && v.toLowerCase());

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Whether one entry of a domains list is a host name, optionally with a port ('exemplo.org', 'localhost:4321'). */
export function isHostName(value: string): boolean {
  const [host, port, extra] = value.split(':');
  return extra === undefined && HOST.test(host) && (port === undefined || /^\d{1,5}$/.test(port));
}

/** One feature section: its menu title, its address and whether it is on. */
export const featureSchema = z.object(
  {
    title: requiredText('Título do recurso', 60),
    url: requiredLink('Endereço do recurso'),
    enabled: z.boolean({ error: 'O campo Ativo deve ser verdadeiro ou falso.' }),
  },
  { error: 'Cada recurso deve ter título, endereço e ativo.' },
);
/** One feature section as stored. */
export type FeatureSetting = { title: string; url: string; enabled: boolean };

const featuresSchema = z
  .record(z.string(), featureSchema, { error: 'O campo Recursos deve ser um objeto.' })
  .superRefine((features, ctx) => {
    const keys = Object.keys(features);
    if (keys.length > MAX_FEATURES) ctx.addIssue({ code: 'custom', message: `No máximo ${MAX_FEATURES} recursos.` });
    for (const key of keys.filter((k) => !/^[a-z][a-z0-9_]{0,39}$/.test(k))) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'O nome do recurso deve ter apenas letras minúsculas, números e _.' });
    }
  });

/** One custom language: name, code, the hosts that select it and its label texts. */
export const translationEntrySchema = z.object(
  {
    name: requiredText('Nome do idioma', 60),
    code: requiredText('Código do idioma', 10).regex(
      /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})?$/,
      'O campo Código do idioma deve ser como EN, ES ou pt-BR.',
    ),
    domains: z
      .string({ error: 'O campo Domínios deve ser um texto.' })
      .max(1000, 'O campo Domínios deve ter no máximo 1000 caracteres.')
      .nullish()
      .transform((v) => (v ?? '').split(',').map((d) => d.trim().toLowerCase()).filter(Boolean))
      .refine((hosts) => hosts.every(isHostName), 'O campo Domínios deve listar nomes de domínio separados por vírgula.')
      .transform((hosts) => hosts.join(', ')),
    translations: z
      .record(
        z.string(),
        z.string({ error: 'Cada tradução deve ser um texto.' }).max(2000, 'Cada tradução deve ter no máximo 2000 caracteres.'),
        { error: 'O campo Traduções deve ser um objeto de textos.' },
      )
      .nullish()
      .transform((v) => v ?? {})
      .refine((v) => Object.keys(v).length <= 5000, 'No máximo 5000 traduções por idioma.')
      .refine((v) => Object.keys(v).every((key) => key.length <= 120), 'Cada chave de tradução deve ter no máximo 120 caracteres.'),
  },
  { error: 'Cada idioma deve ter nome, código, domínios e traduções.' },
);

const translationsSchema = z
  .array(translationEntrySchema, { error: 'O campo Idiomas deve ser uma lista.' })
  .max(MAX_LANGUAGES, `No máximo ${MAX_LANGUAGES} idiomas.`)
  .refine(
    (list) => new Set(list.map((entry) => entry.code.toUpperCase())).size === list.length,
    'Cada idioma deve ter um código diferente.',
  );

/** Every settings field, as the settings form sends it and as GET /api/settings answers it. */
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
  features: featuresSchema,
  translations: translationsSchema,
});
/** What the settings form sends. */
export type SettingsInput = z.input<typeof settingsSchema>;
/** The public site settings (nullable texts are null); nothing secret is part of it. */
export type PublicSettings = z.output<typeof settingsSchema>;
/** The names of the settings fields. */
export const SETTINGS_FIELDS = Object.keys(settingsSchema.shape) as (keyof PublicSettings)[];
