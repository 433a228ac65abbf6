import { isDeepStrictEqual } from 'node:util';
import { DEFAULT_CONTACT_RETENTION_MONTHS, settingsSchema, type PublicSettings } from '../../lib/schemas/settings';
import { type FeatureSetting } from '../../lib/features';
import type { Db, Sql } from '../db/client';
import { transaction } from '../db/transaction';
import { conflict, HttpError, invalid } from '../http/http-error';
import { parseWith } from '../http/validate';
import { applyFeatureMenus } from './feature-menus';

type SettingsRow = Omit<PublicSettings, 'features' | 'translations'> & {
  features: Record<string, FeatureSetting> | null;
  translations: PublicSettings['translations'] | null;
};

/** Answered (422 on `privacy_page`) when the privacy page named is not one of the site's pages. */
export const PRIVACY_PAGE_MISSING = 'O campo Política de privacidade deve ser uma página do site.';

/** The privacy page must be one of the site's pages (a draft may be chosen, to be published later). */
async function assertPageExists(db: Db, slug: string): Promise<void> {
  const [page] = await db`select 1 from pages where slug = ${slug}`;
  if (!page) throw invalid({ privacy_page: [PRIVACY_PAGE_MISSING] });
}

/** Answered when settings are changed before the first-time setup. */
export const NOT_SET_UP = 'O site ainda não foi configurado.';
/** Answered (422, under `translations`) when PUT /api/settings is sent languages other than the stored ones. */
/** Answered (403, on `features`) to a super whose save changes the features: only an admin turns sections on and off. */
export const FEATURES_BY_ADMINS = 'O campo Recursos só pode ser alterado por um administrador.';

export const LANGUAGES_ELSEWHERE = 'Os idiomas não são alterados nas configurações: use a tela Traduções (/api/translations).';

/** Maps the settings row to the public shape, field by field, so a future secret column never leaks. */
export function toPublicSettings(row: SettingsRow): PublicSettings {
  return {
    title: row.title,
    font: row.font,
    primary_color: row.primary_color,
    secondary_color: row.secondary_color,
    site_cover: row.site_cover ?? null,
    site_logo: row.site_logo ?? null,
    site_favicon: row.site_favicon ?? null,
    site_footer_logo: row.site_footer_logo,
    gtag: row.gtag ?? null,
    contact: row.contact ?? null,
    email: row.email ?? null,
    url_facebook: row.url_facebook ?? null,
    url_instagram: row.url_instagram ?? null,
    url_twitter: row.url_twitter ?? null,
    url_youtube: row.url_youtube ?? null,
    whatsapp: row.whatsapp ?? null,
    features: row.features ?? {},
    privacy_page: row.privacy_page ?? null,
    contact_retention_months: row.contact_retention_months ?? DEFAULT_CONTACT_RETENTION_MONTHS,
    translations: row.translations ?? [],
  };
}

async function readSettings(db: Db, lock: boolean): Promise<PublicSettings | null> {
  const rows = await db<SettingsRow[]>`
    select title, font, primary_color, secondary_color, site_cover, site_logo, site_favicon, site_footer_logo,
      gtag, contact, email, url_facebook, url_instagram, url_twitter, url_youtube, whatsapp, features, translations,
      privacy_page, contact_retention_months
    from settings where id = 1 ${lock ? db`for update` : db``}`;
  return rows[0] ? toPublicSettings(rows[0]) : null;
}

/** The public settings, or null while the site has not been set up. */
export const getPublicSettings = (db: Db): Promise<PublicSettings | null> => readSettings(db, false);

/**
 * Saves settings: fields left out of the patch keep their stored value; the merged result is validated (422),
 * stored, and the feature menus are brought in line, all in one transaction. Changed languages are refused (422):
 * only /api/translations changes them, so one set of rules (one schema) governs every language saved. The stored
 * languages sent back as they were (a client writing back what GET answered) are no change, and are taken. The
 * features change only when `mayChangeFeatures` (an admin's save): otherwise features that differ from the stored
 * ones, once validated, are a 403 on `features`.
 */
export async function updateSettings(sql: Sql, patch: Record<string, unknown>, mayChangeFeatures: boolean): Promise<PublicSettings> {
  return transaction(sql, async (tx) => {
    const stored = await readSettings(tx, true);
    if (!stored) throw conflict(NOT_SET_UP);
    const { translations, ...current } = stored;
    // Compared as JSON values (key order aside), the way they were answered.
    if ('translations' in patch && !isDeepStrictEqual(patch.translations, translations)) {
      throw invalid({ translations: [LANGUAGES_ELSEWHERE] });
    }
    const known = Object.fromEntries(Object.entries(patch).filter(([key]) => key in settingsSchema.shape));
    const next = parseWith(settingsSchema, { ...current, ...known });
    if (!mayChangeFeatures && !isDeepStrictEqual(next.features, current.features)) {
      throw new HttpError(403, FEATURES_BY_ADMINS, { features: [FEATURES_BY_ADMINS] });
    }
    if (next.privacy_page !== null && next.privacy_page !== current.privacy_page) await assertPageExists(tx, next.privacy_page);
    await tx`
      update settings set
        title = ${next.title}, font = ${next.font},
        primary_color = ${next.primary_color}, secondary_color = ${next.secondary_color},
        site_cover = ${next.site_cover}, site_logo = ${next.site_logo}, site_favicon = ${next.site_favicon},
        site_footer_logo = ${next.site_footer_logo}, gtag = ${next.gtag}, contact = ${next.contact},
        email = ${next.email}, url_facebook = ${next.url_facebook}, url_instagram = ${next.url_instagram},
        url_twitter = ${next.url_twitter}, url_youtube = ${next.url_youtube}, whatsapp = ${next.whatsapp},
        features = ${tx.json(next.features)}, privacy_page = ${next.privacy_page},
        contact_retention_months = ${next.contact_retention_months}, updated_at = now()
      where id = 1`;
    await applyFeatureMenus(tx, next.features);
    return { ...next, translations };
  });
}
