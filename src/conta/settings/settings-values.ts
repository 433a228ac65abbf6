import type { SitePageSummary } from '../../lib/schemas/page';
import type { PublicSettings, SettingsData, SettingsInput, settingsSchema } from '../../lib/schemas/settings';

/** The settings fields edited as text. */
export const TEXT_FIELDS = [
  'title',
  'font',
  'primary_color',
  'secondary_color',
  'site_cover',
  'site_logo',
  'site_favicon',
  'gtag',
  'contact',
  'email',
  'url_facebook',
  'url_instagram',
  'url_twitter',
  'url_youtube',
  'whatsapp',
] as const;
/** A settings field edited as text. */
export type TextField = (typeof TEXT_FIELDS)[number];

/** The privacy fields as the form edits them: the page's slug ('' for none) and the months as typed. */
export type PrivacyValues = { privacy_page: string; contact_retention_months: string };
/** A field the form edits as a string: a text field or a privacy field. */
export type EditedField = TextField | keyof PrivacyValues;

/** One row of the features table; `key` stays the same while the name is edited. */
export type FeatureRow = { key: string; name: string; title: string; url: string; enabled: boolean };
/** A column of the features table. */
export type FeatureColumn = 'name' | 'title' | 'url' | 'enabled';

/** What the settings form edits (texts as typed, features as rows). */
export type SettingsValues = Record<TextField, string> & PrivacyValues & { site_footer_logo: boolean; features: FeatureRow[] };

/** Field key -> first message: 'title', 'features.<row key>.<column>', 'features' or '_' (the whole form). */
export type FormErrors = Record<string, string>;

/** The error key of one cell of the features table. */
export const featureKey = (rowKey: string, column: FeatureColumn): string => `features.${rowKey}.${column}`;

/** The form values of stored settings. */
export function toValues(settings: PublicSettings): SettingsValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, settings[name] ?? ''])) as Record<TextField, string>;
  const features = Object.entries(settings.features).map(([name, feature]) => ({ key: name, ...feature, name }));
  return {
    ...texts,
    privacy_page: settings.privacy_page ?? '',
    contact_retention_months: String(settings.contact_retention_months),
    site_footer_logo: settings.site_footer_logo,
    features,
  };
}

// A number as typed ('24', ' 1,5 ', '-1'), for the schema to word what is wrong with it; anything else is NaN.
const typedNumber = (text: string): number =>
  /^\s*-?\d+(?:[.,]\d+)?\s*$/.test(text) ? Number(text.trim().replace(',', '.')) : Number.NaN;

/** The PUT /api/settings body: every field, the features as a map (the languages are saved elsewhere). */
export function toPayload(values: SettingsValues): SettingsInput {
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name]])) as Record<TextField, string>;
  const features = Object.fromEntries(
    values.features.map((row) => [row.name.trim(), { title: row.title, url: row.url, enabled: row.enabled }]),
  );
  return {
    ...texts,
    privacy_page: values.privacy_page,
    contact_retention_months: typedNumber(values.contact_retention_months),
    site_footer_logo: values.site_footer_logo,
    features,
  };
}

/** The form key of an error path of the schema or of a 422 answer ('features.posts.title', ['features', 'posts']). */
export function errorKey(path: readonly PropertyKey[], rows: FeatureRow[]): string {
  const [field, name, column] = path.map(String);
  if (!field) return '_';
  if (field !== 'features') return field;
  if (name === undefined) return 'features';
  const row = rows.find((item) => item.name.trim() === name);
  if (!row) return 'features';
  return featureKey(row.key, column === 'title' || column === 'url' || column === 'enabled' ? column : 'name');
}

/** Keeps the first message of each key. */
function addError(errors: FormErrors, key: string, message: string): void {
  if (!errors[key]) errors[key] = message;
}

/**
 * Validates the form as the server does (the shared schema, passed in: the form loads it beside itself), plus unique
 * feature names; the parsed body when valid.
 */
export function validateSettings(
  values: SettingsValues,
  duplicateMessage: string,
  schema: typeof settingsSchema,
): { data: SettingsData | null; errors: FormErrors } {
  const errors: FormErrors = {};
  const seen = new Set<string>();
  for (const row of values.features) {
    const name = row.name.trim();
    if (seen.has(name)) addError(errors, featureKey(row.key, 'name'), duplicateMessage);
    seen.add(name);
  }
  const parsed = schema.safeParse(toPayload(values));
  for (const issue of parsed.error?.issues ?? []) addError(errors, errorKey(issue.path, values.features), issue.message);
  const valid = parsed.success && Object.keys(errors).length === 0;
  return { data: valid ? parsed.data : null, errors };
}

/** The first message of each field of a 422 answer ({ 'features.posts.title': ['…'] }). */
export function serverErrors(errors: Record<string, string[]> | undefined, rows: FeatureRow[]): FormErrors {
  const out: FormErrors = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    if (messages[0]) addError(out, errorKey(path.split('.'), rows), messages[0]);
  }
  return out;
}

/** A page the privacy policy can be: what the select shows of it. */
type PageChoice = Pick<SitePageSummary, 'slug' | 'title' | 'status'>;
/** A label of the privacy page's options, its `{title}` or `{slug}` filled. */
type OptionLabel = (key: 'privacy_page_draft' | 'privacy_page_unlisted', vars: Record<string, string>) => string;

/**
 * The options of the privacy page's select ("Nenhuma" is its placeholder): the site's pages, drafts marked (the
 * server takes one, to be published later), and the stored page kept even when the list lacks it (deleted since, or
 * past the list's first hundred), so saving other fields never changes it. `pages` is null while the list loads.
 */
export function privacyPageOptions(pages: readonly PageChoice[] | null, current: string, label: OptionLabel): { value: string; label: string }[] {
  const options = (pages ?? []).map((page) => ({
    value: page.slug,
    label: page.status === 'draft' ? label('privacy_page_draft', { title: page.title }) : page.title,
  }));
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: pages ? label('privacy_page_unlisted', { slug: current }) : current });
  }
  return options;
}
