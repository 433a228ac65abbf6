import { useMemo, useState } from 'react';
import { findLocale } from '../../lib/locales';
import { useSchema, type LazySchema } from '../form/lazy-schema';
import { serverErrors, validateLanguage, type DetailsValues, type FormErrors, type LanguageRules } from './language-values';

/**
 * The state of a language form: details (and, when editing, the texts of every key), validated with the API's
 * rules on each change once they have loaded (src/conta/form/lazy-schema.ts; not valid before). A field shows its
 * first error once touched; a 422 or 409 shows until the field changes.
 */
export function useLanguageForm(rules: LazySchema<LanguageRules>, initial: DetailsValues, initialTexts?: Record<string, string>) {
  const schema = useSchema(rules);
  const [details, setDetails] = useState<DetailsValues>(initial);
  const [texts, setTexts] = useState<Record<string, string> | undefined>(initialTexts);
  const [server, setServer] = useState<FormErrors>({});
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  // Null until the schema is here: nothing shown, nothing to save yet.
  const errors = useMemo(() => (schema ? validateLanguage(details, texts, schema) : null), [details, texts, schema]);

  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  const changed = (key: string) => {
    touch(key);
    setServer((current) => (key in current ? { ...current, [key]: '' } : current));
  };
  /** The message shown under a field: the server's, else the client's once touched. */
  const errorOf = (key: string): string | null => server[key] || (touched.has(key) ? errors?.[key] : null) || null;

  const setDetail = (field: keyof DetailsValues, value: string) => {
    setDetails((current) => {
      const next = { ...current, [field]: value };
      // Choosing a code fills the name with the language's own name while the name is empty or was filled so.
      if (field === 'code' && (!current.name.trim() || current.name === findLocale(current.code)?.name)) {
        next.name = findLocale(value)?.name ?? current.name;
      }
      return next;
    });
    changed(field);
  };
  const setText = (key: string, value: string) => {
    setTexts((current) => (current ? { ...current, [key]: value } : current));
    changed(`translations.${key}`);
  };

  return {
    details,
    texts,
    valid: errors !== null && Object.keys(errors).length === 0,
    errorOf,
    touch,
    setDetail,
    setText,
    formError: server._ || null,
    /** Shows the field errors of a 422 or 409 answer. */
    showServerErrors: (fieldErrors: Record<string, string[]> | undefined) => setServer(serverErrors(fieldErrors)),
  };
}
