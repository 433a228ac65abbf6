import type { Sql } from '../../src/server/db/client';
import { seedAccounts } from './accounts';
import { seedContacts } from './contacts';
import { seedEvents } from './events';
import { seedMedias } from './medias';
import { seedMenus } from './menus';
import { seedPages } from './pages';
import { seedPosts } from './posts';
import { seedProducts } from './products';
import { seedReviews } from './reviews';
import { seedSettings } from './settings';
import { seedShopSettings } from './shop-settings';
import { seedUsers } from './users';

// Menus before settings, so the feature menus the settings create come after Início and Sobre.
// The library before the pages: the demo home page's media grid shows library items.
// The reviews last: their demo orders need the accounts, the products and the shop's shipping and payment.
const SEEDERS = [seedUsers, seedMenus, seedSettings, seedContacts, seedAccounts, seedPosts, seedEvents, seedMedias, seedProducts, seedPages, seedShopSettings, seedReviews];

/** Loads the whole demo site (idempotent); returns one line per seeder saying what it did. */
export async function seedDemo(sql: Sql): Promise<string[]> {
  const lines: string[] = [];
  for (const seed of SEEDERS) lines.push(await seed(sql));
  return lines;
}
