// The Portuguese labels alone, for the browser. An island's first render is in PT (as the server's), and another
// language's texts come from /i18n/{code}.json, which the page's locale script has already asked for. Importing only
// the Portuguese files (sets/*.ts) keeps the English and Spanish ones (sets/en, sets/es) out of the browser's first
// bundles; labels.ts has every language, for the server, the build and the translations screens.
// tests/unit/label-sets.test.ts checks that this list misses no set.
import { PT as accounts } from './sets/accounts';
import { PT as admin } from './sets/admin';
import { PT as channels } from './sets/channels';
import { PT as checkout } from './sets/checkout';
import { PT as common } from './sets/common';
import { PT as conta } from './sets/conta';
import { PT as events } from './sets/events';
import { PT as medias } from './sets/medias';
import { PT as menusTranslations } from './sets/menus-translations';
import { PT as orderMail } from './sets/order-mail';
import { PT as orders } from './sets/orders';
import { PT as pages } from './sets/pages';
import { PT as posts } from './sets/posts';
import { PT as products } from './sets/products';
import { PT as publish } from './sets/publish';
import { PT as shop } from './sets/shop';
import { PT as shopSettings } from './sets/shop-settings';
import { PT as site } from './sets/site';
import { PT as uploads } from './sets/uploads';
import { PT as consent } from './sets/consent';
import { PT as privacy } from './sets/privacy';
import { PT as dataRights } from './sets/data-rights';
import { PT as reviews } from './sets/reviews';
import type { Labels } from './types';

/** Every built-in Portuguese label, all areas merged (the same as BUILTIN.PT of labels.ts). */
export const PT_LABELS: Labels = Object.assign(
  {},
  common, site, conta, uploads, menusTranslations, accounts, admin, publish, posts, events, medias, pages, shopSettings,
  products, shop, checkout, orders, orderMail, consent, privacy, dataRights, channels, reviews,
);
