// The site's feature sections (news, agenda, library, shop and any the settings add): plain data, without the
// settings' validation (src/lib/schemas/settings.ts), so the account area's first code does not carry zod.

/** One feature section as stored: its menu title, its address and whether it is on. */
export type FeatureSetting = { title: string; url: string; enabled: boolean };

/** The feature sections of a new site, all disabled (title and url of each). */
export const DEFAULT_FEATURES = {
  posts: { title: 'Notícias', url: '/noticias', enabled: false },
  events: { title: 'Agenda', url: '/agenda', enabled: false },
  medias: { title: 'Biblioteca', url: '/biblioteca', enabled: false },
  produtos: { title: 'Loja', url: '/loja', enabled: false },
} as const satisfies Record<string, FeatureSetting>;
