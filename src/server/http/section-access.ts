import { canUseFeature, type Role } from '../../lib/roles';
import type { FeatureSetting } from '../../lib/schemas/settings';
import { getSql } from '../db/client';
import { together } from '../db/together';
import type { FeatureKey } from '../features/features';
import { getPublicSettings } from '../settings/settings';
import { anyone } from './access';
import { notFound } from './http-error';

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
