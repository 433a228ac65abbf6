import { settingsSchema } from '../../src/lib/schemas/settings';
import { DEFAULT_FEATURES } from '../../src/lib/features';
import { languageSchema } from '../../src/lib/schemas/translation';
import type { Sql } from '../../src/server/db/client';
import { parseWith } from '../../src/server/http/validate';
import { applyFeatureMenus } from '../../src/server/settings/feature-menus';
import { getPublicSettings } from '../../src/server/settings/settings';
import { PRIVACY_PAGE_SLUG } from './privacy-page';

const enabled = Object.fromEntries(Object.entries(DEFAULT_FEATURES).map(([key, f]) => [key, { ...f, enabled: true }]));

const DEMO_SETTINGS = {
  title: 'Vitrine Demo',
  font: 'Montserrat',
  primary_color: '#1f4e5f',
  secondary_color: '#f08a76',
  site_cover: null,
  site_logo: null,
  site_favicon: null,
  site_footer_logo: false,
  gtag: null,
  contact: 'Rua das Flores, 123 — Centro, São Paulo/SP · (11) 3333-4444',
  email: 'contato@vitrine.local',
  url_facebook: 'https://www.facebook.com/vitrine.demo',
  url_instagram: 'https://www.instagram.com/vitrine.demo',
  url_twitter: 'https://twitter.com/vitrine_demo',
  url_youtube: 'https://www.youtube.com/@vitrine.demo',
  features: enabled,
  // Stored straight into the row: the page itself comes with the pages, seeded after the settings (scripts/seed/all.ts).
  privacy_page: PRIVACY_PAGE_SLUG,
};
// Checked by the schema /api/translations applies to every language.
const DEMO_LANGUAGES = [
  { name: 'English', code: 'EN', domains: '', translations: {} },
  { name: 'Español', code: 'ES', domains: '', translations: {} },
];

/** Sets the demo site up (all features on, with their menus, the demo's privacy page chosen) unless the site already has settings. */
export async function seedSettings(sql: Sql): Promise<string> {
  if (await getPublicSettings(sql)) return 'settings: already set up, left as they are';
  const next = parseWith(settingsSchema, DEMO_SETTINGS);
  const translations = DEMO_LANGUAGES.map((language) => parseWith(languageSchema, language));
  await sql.begin(async (tx) => {
    const { features, ...columns } = next;
    await tx`insert into settings ${tx({ id: 1, ...columns })}`;
    await tx`update settings set features = ${tx.json(features)}, translations = ${tx.json(translations)} where id = 1`;
    await applyFeatureMenus(tx, features);
  });
  return `settings: '${next.title}' created with features ${Object.keys(next.features).join(', ')}`;
}
