import type { Product, Variant } from '../../lib/schemas/product';
import { isValidGtin } from '../../lib/shop/gtin';
import { VARIANT_PARAM } from '../../lib/shop/shop-paths';
import { truncate } from '../../lib/truncate';
import type { PublicSettings } from '../../lib/schemas/settings';
import type { Sql } from '../db/client';
import { publishedOnly } from '../db/content-rows';
import { getPublicSettings } from '../settings/settings';
import { productColumns, PRODUCTS, productsFrom, toProduct, type ProductRow } from '../shop/catalog/product-rows';
import { ldPrice } from './product-ld';
import { absoluteUrl, escapeXml } from './xml';

/** The product feed's address (Google Merchant Center and Meta Commerce Manager fetch it). */
export const PRODUCT_FEED_PATH = '/loja/feed.xml';
/** Google's limits: an id up to 50 characters, a title up to 150, a description up to 5,000, 10 more images. */
export const FEED_LIMITS = { title: 150, description: 5000, additionalImages: 10 } as const;

/** What the feed is built from; `products` is empty while the shop is off (and then no file is written). */
export type ProductFeedData = { settings: PublicSettings | null; enabled: boolean; products: Product[] };

/**
 * The settings and every published product that is not a donation (a donation has no price to show), with its
 * description and variants, in one query; nothing while the shop (`produtos`) is off.
 */
export async function loadProductFeedData(sql: Sql): Promise<ProductFeedData> {
  const settings = await getPublicSettings(sql);
  const enabled = settings?.features.produtos?.enabled === true;
  if (!enabled) return { settings, enabled, products: [] };
  const rows = await sql<ProductRow[]>`
    select ${productColumns(sql, true)} from ${productsFrom(sql)}
    where ${publishedOnly(sql, PRODUCTS)} and p.kind = 'product'
    order by p.id`;
  return { settings, enabled, products: rows.map(toProduct) };
}

/** Cents as the feed writes a price: '39.90 BRL' (integer arithmetic, no float). */
export const feedPrice = (cents: number): string => `${ldPrice(cents)} BRL`;

/** A text cut to `max` characters, ending with '…' when cut (a title is plain text: nothing is stripped from it). */
const cut = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

type FeedItem = Record<string, string | string[] | null>;

/** The fields of one item: the product itself, or one of its variants (grouped by the product's id). */
function feedItem(product: Product, variant: Variant | null, brand: string, absolute: (path: string) => string): FeedItem {
  const unit = variant?.price_cents ?? product.price_cents;
  // The product's "de" price is the regular one; the price it sells at is then the sale price.
  const regular = product.compare_at_cents !== null && product.compare_at_cents > unit ? product.compare_at_cents : null;
  const stock = variant ? variant.stock : product.stock;
  const inStock = variant ? stock === null || stock > 0 : product.available;
  const gtin = variant ? variant.gtin : product.gtin;
  const chosen = variant ? ` (${variant.option_values.join(', ')})` : '';
  const text = truncate(product.description, FEED_LIMITS.description - 3);
  const [image, ...more] = product.images.map(absolute);
  return {
    'g:id': variant ? `${product.id}-${variant.id}` : product.id,
    'g:item_group_id': variant ? product.id : null,
    // A variant's title names its options; the name gives way first when they do not fit.
    'g:title': cut(`${cut(product.name, Math.max(40, FEED_LIMITS.title - chosen.length))}${chosen}`, FEED_LIMITS.title),
    'g:description': text || product.name,
    // A variant's page opens with its options chosen, so its price and stock are the ones shown.
    'g:link': absolute(`/loja/${product.slug}${variant ? `?${VARIANT_PARAM}=${variant.id}` : ''}`),
    'g:image_link': image ?? null,
    'g:additional_image_link': more.slice(0, FEED_LIMITS.additionalImages),
    'g:availability': inStock ? 'in_stock' : 'out_of_stock',
    'g:price': feedPrice(regular ?? unit),
    'g:sale_price': regular !== null ? feedPrice(unit) : null,
    'g:condition': 'new',
    'g:brand': brand,
    'g:gtin': gtin && isValidGtin(gtin) ? gtin : null,
    'g:identifier_exists': gtin && isValidGtin(gtin) ? null : 'no',
    'g:product_type': product.category?.name ?? null,
    'g:shipping_weight': `${product.weight_g} g`,
  };
}

/** The feed's items: one per product without variants, one per variant (with `g:item_group_id`) otherwise. */
export function feedItems(origin: URL | string, { settings, products }: ProductFeedData): FeedItem[] {
  const absolute = (path: string) => absoluteUrl(origin, path);
  const brand = cut(settings?.title || 'Vitrine', 70);
  return products.flatMap((product) =>
    product.variants.length === 0
      ? [feedItem(product, null, brand, absolute)]
      : product.variants.map((variant) => feedItem(product, variant, brand, absolute)),
  );
}

const element = (name: string, value: string) => `      <${name}>${escapeXml(value)}</${name}>`;

/**
 * The Google Merchant Center feed (RSS 2.0 with the `g:` namespace), which Meta's catalogue reads too: the channel
 * names the shop, each item a product or a variant. Texts are escaped; the description is the rich text as plain
 * text (tags removed, entities decoded, cut to 5,000).
 */
export function buildProductFeed(origin: URL | string, data: ProductFeedData): string {
  const title = data.settings?.title || 'Vitrine';
  const items = feedItems(origin, data).map((item) => {
    const lines = Object.entries(item).flatMap(([name, value]) =>
      value === null ? [] : Array.isArray(value) ? value.map((one) => element(name, one)) : [element(name, value)],
    );
    return ['    <item>', ...lines, '    </item>'].join('\n');
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n  <channel>\n' +
    `    <title>${escapeXml(title)}</title>\n` +
    `    <link>${escapeXml(absoluteUrl(origin, '/loja'))}</link>\n` +
    `    <description>${escapeXml(title)}</description>\n` +
    (items.length > 0 ? `${items.join('\n')}\n` : '') +
    '  </channel>\n</rss>\n'
  );
}
