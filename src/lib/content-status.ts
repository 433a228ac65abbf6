// The states of the site's content (a page, a post, an event, a library item, a product) and the agenda's two halves:
// what the account's lists filter by and its forms offer. The schemas (src/lib/schemas) build on these; kept apart
// from them so that a list screen loads without the validation library (about 27 KB gzip), which only forms need.

/** A page's states. */
export const PAGE_STATUSES = ['draft', 'published'] as const;
/** A post's states. */
export const POST_STATUSES = ['draft', 'published'] as const;
/** An event's states. */
export const EVENT_STATUSES = ['draft', 'published'] as const;
/** The agenda's halves: events still to come (or under way) and those that have ended. */
export const EVENT_WHEN = ['upcoming', 'past'] as const;
/** A library item's states. */
export const MEDIA_STATUSES = ['draft', 'published'] as const;
/** A product's states. */
export const PRODUCT_STATUSES = ['draft', 'published'] as const;
