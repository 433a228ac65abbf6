import type { FeatureSetting } from '../../lib/features';
import type { Db } from '../db/client';

/**
 * The feature-menu rule: an enabled feature gets a menu (appended last) unless a menu already has its url;
 * the menus of a disabled feature are deleted. Disabled ones go first, so a shared url ends up present.
 */
export async function applyFeatureMenus(db: Db, features: Record<string, FeatureSetting>): Promise<void> {
  const list = Object.values(features);
  for (const feature of list.filter((f) => !f.enabled)) {
    await db`delete from menus where url = ${feature.url}`;
  }
  for (const feature of list.filter((f) => f.enabled)) {
    await db`
      insert into menus (name, url, position)
      select ${feature.title}, ${feature.url}, (select coalesce(max(position) + 1, 0) from menus)
      where not exists (select 1 from menus where url = ${feature.url})`;
  }
}
