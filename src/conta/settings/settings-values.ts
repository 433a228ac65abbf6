import { settingsSchema, type PublicSettings, type SettingsData, type SettingsInput } from '../../lib/schemas/settings';

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
] as const;
/** A settings field edited as text. */
export type TextField = (typeof TEXT_FIELDS)[number];

/** One row of the features table; `key` stays the same while the name is edited. */
export type FeatureRow = { key: string; name: string; title: string; url: string; enabled: boolean };
/** A column of the features table. */
export type FeatureColumn = 'name' | 'title' | 'url' | 'enabled';

/** What the settings form edits (texts as typed, features as rows). */
export type SettingsValues = Record<TextField, string> & { site_footer_logo: boolean; features: FeatureRow[] };

/** Field key -> first message: 'title', 'features.<row key>.<column>', 'features' or '_' (the whole form). */
export type FormErrors = Record<string, string>;

/** The error key of one cell of the features table. */
export const featureKey = (rowKey: string, column: FeatureColumn): string => `features.${rowKey}.${column}`;

/** The form values of stored settings. */
export function toValues(settings: PublicSettings): SettingsValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, settings[name] ?? ''])) as Record<TextField, string>;
  const features = Object.entries(settings.features).map(([name, feature]) => ({ key: name, ...feature, name }));
  return { ...texts, site_footer_logo: settings.site_footer_logo, features };
}

/** The PUT /api/settings body: every field, the features as a map (the languages are saved elsewhere). */
export function toPayload(values: SettingsValues): SettingsInput {
  const texts = Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name]])) as Record<TextField, string>;
  const features = Object.fromEntries(
    values.features.map((row) => [row.name.trim(), { title: row.title, url: row.url, enabled: row.enabled }]),
  );
  return { ...texts, site_footer_logo: values.site_footer_logo, features };
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

/** Validates the form as the server does (the shared schema), plus unique feature names; the parsed body when valid. */
export function validateSettings(values: SettingsValues, duplicateMessage: string): { data: SettingsData | null; errors: FormErrors } {
  const errors: FormErrors = {};
  const seen = new Set<string>();
  for (const row of values.features) {
    const name = row.name.trim();
    if (seen.has(name)) addError(errors, featureKey(row.key, 'name'), duplicateMessage);
    seen.add(name);
  }
  const parsed = settingsSchema.safeParse(toPayload(values));
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
