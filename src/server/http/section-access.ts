import { canUseFeature, type Role } from '../../lib/roles';
import type { FeatureSetting } from '../../lib/features';
import type { PublicSettings } from '../../lib/schemas/settings';
import { getSql } from '../db/client';
import { together } from '../db/together';
import type { SessionUser } from '../auth/sessions';
import { FEATURE_DISABLED, type FeatureKey } from '../features/features';
import { getPublicSettings } from '../settings/settings';
import { anyone, managers } from './access';
import { forbidden, HttpError, notFound } from './http-error';

/** What a reader gets of a feature section: drafts too, only published entries, or nothing (404). */
export type SectionView = 'drafts' | 'published' | 'none';

/** Answered (404) while a section is closed to the reader. */
export const SECTION_NOT_FOUND: Record<FeatureKey, string> = {
  posts: 'Notícias não encontradas.',
  events: 'Eventos não encontrados.',
  medias: 'Biblioteca não encontrada.',
  produtos: 'Produtos não encontrados.',
};

/**
 * The read rule of a feature section: whoever may use the feature (admin always, super while it is enabled)
 * sees drafts; everyone else sees the published entries while it is enabled, and nothing while it is off.
 */
export function sectionView(role: Role | null | undefined, feature: FeatureSetting | undefined): SectionView {
  if (canUseFeature(role, feature)) return 'drafts';
  return feature?.enabled ? 'published' : 'none';
}

/**
 * Applies the read rule of a section to a request: true when the reader sees drafts, false when only published
 * entries; throws 404 with the section's message when the section is closed to the reader. The session and the
 * settings are read together (one round trip).
 */
export async function canSeeDraftsOr404(request: Request, key: FeatureKey): Promise<boolean> {
  const [user, settings] = await together(anyone(request), getPublicSettings(getSql()));
  const view = sectionView(user?.role, settings?.features[key]);
  if (view === 'none') throw notFound(SECTION_NOT_FOUND[key]);
  return view === 'drafts';
}

/** Answered (403) to a super managing a section while it is off: only an admin manages it meanwhile. */
export const SECTION_CLOSED_TO_SUPER: Record<FeatureKey, string> = {
  posts: 'A seção de notícias está desativada: só um administrador gerencia as notícias enquanto isso.',
  events: 'A seção de agenda está desativada: só um administrador gerencia a agenda enquanto isso.',
  medias: 'A seção de biblioteca está desativada: só um administrador gerencia a biblioteca enquanto isso.',
  produtos: 'A loja está desativada: só um administrador gerencia a loja enquanto isso.',
};

/**
 * The management rule below on a role and settings already read (the dashboard, which reads them once for all its
 * parts): admin always, super while the feature is on.
 */
export const managesFeature = (role: Role, settings: PublicSettings | null, key: FeatureKey): boolean =>
  canUseFeature(role, settings?.features[key]);

/**
 * The access rule of a feature section's management endpoints (its writes, the shop's stock history, alerts,
 * settings, coupons, orders and payments, the dashboard): admin always, super while the feature is on (403 with
 * `closed` otherwise: 401 without a session, 403 for any other role). The session and the settings are read
 * together (one round trip); answers the user and whether the feature is on.
 */
async function featureManagersWith(
  request: Request,
  key: FeatureKey,
  closed = SECTION_CLOSED_TO_SUPER[key],
): Promise<{ user: SessionUser; enabled: boolean }> {
  const [user, settings] = await together(managers(request), getPublicSettings(getSql()));
  if (!managesFeature(user.role, settings, key)) throw forbidden(closed);
  return { user, enabled: settings?.features[key]?.enabled === true };
}

/** The management rule above, answering the user: for a section's management reads and what it manages off the site. */
export async function featureManagers(request: Request, key: FeatureKey, closed?: string): Promise<SessionUser> {
  return (await featureManagersWith(request, key, closed)).user;
}

/**
 * The rule of a section's content writes: featureManagers, and while the section is off a 409 for the admin too
 * (its entries are not written while the section is off: the FEATURE_DISABLED message says how to turn it on).
 */
export async function featureWriters(request: Request, key: FeatureKey): Promise<SessionUser> {
  const { user, enabled } = await featureManagersWith(request, key);
  if (!enabled) throw new HttpError(409, FEATURE_DISABLED[key]);
  return user;
}
