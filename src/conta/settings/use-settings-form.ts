import { useMemo, useState } from 'react';
import type { PublicSettings } from '../../lib/schemas/settings';
import { lazySchema, useSchema } from '../form/lazy-schema';
import {
  featureKey,
  serverErrors,
  toValues,
  validateSettings,
  type FeatureColumn,
  type FeatureRow,
  type FormErrors,
  type EditedField,
  type SettingsValues,
} from './settings-values';

const COLUMNS: FeatureColumn[] = ['name', 'title', 'url', 'enabled'];
const RULES = lazySchema(() => import('../../lib/schemas/settings').then((module) => module.settingsSchema));
// Before the schema has loaded nothing is checked: no errors, and nothing to save yet.
const UNCHECKED: ReturnType<typeof validateSettings> = { data: null, errors: {} };

/**
 * The settings form state, validated by the shared schema on every change once it has loaded (not valid before). A
 * field shows its first error once touched (changed or left); fields already invalid when loaded show at once (as
 * soon as the schema is here); a 422 shows until the field changes.
 */
export function useSettingsForm(initial: PublicSettings, duplicateMessage: string) {
  const [values, setValues] = useState<SettingsValues>(() => toValues(initial));
  const [server, setServer] = useState<FormErrors>({});
  const schema = useSchema(RULES);
  const check = useMemo(
    () => (schema ? validateSettings(values, duplicateMessage, schema) : UNCHECKED),
    [values, duplicateMessage, schema],
  );
  const [touched, setTouched] = useState<Set<string>>(() => new Set(Object.keys(check.errors)));
  // The schema came after the form drew: the fields invalid then show their errors now, as they would have at once.
  const [checkedOnce, setCheckedOnce] = useState(schema !== null);
  if (schema && !checkedOnce) {
    setCheckedOnce(true);
    setTouched((current) => new Set([...current, ...Object.keys(check.errors)]));
  }
  const [added, setAdded] = useState(0);

  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  const changed = (key: string) => {
    touch(key);
    setServer((current) => (key in current ? { ...current, [key]: '' } : current));
  };

  /** The message shown under a field: the server's, else the client's once touched. */
  const errorOf = (key: string): string | null => server[key] || (touched.has(key) ? check.errors[key] : null) || null;

  const setText = (name: EditedField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    changed(name);
  };
  const setFooterLogo = (value: boolean) => {
    setValues((current) => ({ ...current, site_footer_logo: value }));
    changed('site_footer_logo');
  };
  const updateRow = (key: string, column: FeatureColumn, value: string | boolean) => {
    setValues((current) => ({
      ...current,
      features: current.features.map((row) => (row.key === key ? { ...row, [column]: value } : row)),
    }));
    changed(featureKey(key, column));
  };
  const addRow = (): FeatureRow => {
    const row: FeatureRow = { key: `new-${added + 1}`, name: '', title: '', url: '', enabled: false };
    setAdded(added + 1);
    setValues((current) => ({ ...current, features: [...current.features, row] }));
    changed('features');
    return row;
  };
  const removeRow = (key: string) => {
    setValues((current) => ({ ...current, features: current.features.filter((row) => row.key !== key) }));
    setServer((current) => {
      const next: FormErrors = { ...current, features: '' };
      for (const column of COLUMNS) delete next[featureKey(key, column)];
      return next;
    });
    touch('features');
  };

  /** Shows the field errors of a 422 answer. */
  const showServerErrors = (errors: Record<string, string[]> | undefined) => setServer(serverErrors(errors, values.features));

  /** Starts over from saved settings (after a successful save). */
  const reset = (settings: PublicSettings) => {
    setValues(toValues(settings));
    setServer({});
    setTouched(new Set());
  };

  // Errors outside the fields of this form (the request itself) show above the button.
  const formError = server._ || check.errors._ || null;
  return {
    values,
    valid: check.data !== null,
    data: check.data,
    errorOf,
    formError,
    touch,
    setText,
    setFooterLogo,
    updateRow,
    addRow,
    removeRow,
    showServerErrors,
    reset,
  };
}
