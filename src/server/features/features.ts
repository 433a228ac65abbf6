import type { PublicSettings } from '../../lib/schemas/settings';
import type { DEFAULT_FEATURES } from '../../lib/features';
import type { Sql } from '../db/client';
import { HttpError } from '../http/http-error';
import { getPublicSettings } from '../settings/settings';

/** The optional sections of the site, by their key in the settings' `features` map. */
export type FeatureKey = keyof typeof DEFAULT_FEATURES;

/** Answered to writes while a section is off: what is off and how to turn it on. */
export const FEATURE_DISABLED: Record<FeatureKey, string> = {
  posts: 'A seção de notícias está desativada nas configurações. Ative-a para gerenciar notícias.',
  events: 'A seção de agenda está desativada nas configurações. Ative-a para gerenciar eventos.',
  medias: 'A seção de biblioteca está desativada nas configurações. Ative-a para gerenciar a biblioteca.',
  produtos: 'A seção de loja está desativada nas configurações. Ative-a para gerenciar produtos.',
};

/** Whether settings already read have this section enabled (no settings yet: nothing is). */
export const isEnabled = (settings: PublicSettings | null, key: FeatureKey): boolean => settings?.features[key]?.enabled === true;

/** Whether the settings have this section enabled (no settings yet: nothing is). */
export async function featureEnabled(sql: Sql, key: FeatureKey): Promise<boolean> {
  return isEnabled(await getPublicSettings(sql), key);
}

/** 409 with the section's message while it is disabled: its API refuses writes. */
export async function assertFeatureEnabled(sql: Sql, key: FeatureKey): Promise<void> {
  if (!(await featureEnabled(sql, key))) throw new HttpError(409, FEATURE_DISABLED[key]);
}
