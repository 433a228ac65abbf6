import { useMemo, useState } from 'react';
import type { ShopSettingsView } from '../../lib/shop/shop-settings';
import { lazySchema, useSchema } from '../form/lazy-schema';
import { storedMelhorEnvio } from './melhorenvio-values';
import { storedMercadoPago } from './mercadopago-values';
import { serverErrors, toValues, validateShop, type FormErrors, type RateColumn, type RateRow, type ServiceRow, type ShopValues } from './shop-values';

type Scalar = Exclude<keyof ShopValues, 'services' | 'rates'>;

const RULES = lazySchema(() => import('../../lib/shop/shop-settings').then((module) => module.shopSettingsSchema));
// Before the schema is here: no message, and nothing to save.
const UNCHECKED: ReturnType<typeof validateShop> = { data: null, errors: {} };

/**
 * The /conta/shop form state, validated by the shared schema on every change once it has loaded
 * (src/conta/form/lazy-schema.ts; not valid before). A field shows its first error once touched (changed or left);
 * a 422 shows until the field changes.
 */
export function useShopForm(initial: ShopSettingsView) {
  const schema = useSchema(RULES);
  const [values, setValues] = useState<ShopValues>(() => toValues(initial));
  const [stored, setStored] = useState(initial.credentials);
  const [mercadoPago, setMercadoPago] = useState(() => storedMercadoPago(initial));
  const [melhorEnvio, setMelhorEnvio] = useState(() => storedMelhorEnvio(initial));
  const [server, setServer] = useState<FormErrors>({});
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [added, setAdded] = useState(0);
  const check = useMemo(
    () => (schema ? validateShop(schema, values, stored, mercadoPago, melhorEnvio) : UNCHECKED),
    [schema, values, stored, mercadoPago, melhorEnvio],
  );

  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  const changed = (key: string) => {
    touch(key);
    setServer((current) => (current[key] ? { ...current, [key]: '' } : current));
  };
  /** The message under a field: the server's, else the client's once touched. */
  const errorOf = (key: string): string | null => server[key] || (touched.has(key) ? check.errors[key] : null) || null;

  const set = <K extends Scalar>(name: K, value: ShopValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    changed(name);
  };
  const setService = (code: string, column: keyof ServiceRow, value: string | boolean) => {
    setValues((current) => ({ ...current, services: current.services.map((s) => (s.code === code ? { ...s, [column]: value } : s)) }));
    changed(`services.${code}.${column}`);
  };
  const setRate = (key: string, column: RateColumn, value: string) => {
    setValues((current) => ({ ...current, rates: current.rates.map((r) => (r.key === key ? { ...r, [column]: value } : r)) }));
    changed(`rates.${key}.${column}`);
  };
  const addRate = (): RateRow => {
    const last = values.rates.at(-1);
    const row: RateRow = { key: `new${added + 1}`, service: last?.service ?? values.services[0].code, states: '', cep_start: '', cep_end: '', max_weight_g: '', price: '', days: '' };
    setAdded(added + 1);
    setValues((current) => ({ ...current, rates: [...current.rates, row] }));
    return row;
  };
  const removeRate = (key: string) => {
    setValues((current) => ({ ...current, rates: current.rates.filter((r) => r.key !== key) }));
    setServer((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !k.startsWith(`rates.${key}.`))));
  };

  /** Shows the field errors of a 422 answer. */
  const showServerErrors = (errors: Record<string, string[]> | undefined) => setServer(serverErrors(errors, values));
  /** Starts over from the saved settings (credentials empty again, their stored flags updated). */
  const reset = (view: ShopSettingsView) => {
    setValues(toValues(view));
    setStored(view.credentials);
    setMercadoPago(storedMercadoPago(view));
    setMelhorEnvio(storedMelhorEnvio(view));
    setServer({});
    setTouched(new Set());
  };

  // `checked`: whether the schema has loaded and checked the values (the hint to fix them waits for it).
  return { values, stored, mercadoPago, melhorEnvio, checked: schema !== null, valid: check.data !== null, data: check.data, errorOf, touch, set, setService, setRate, addRate, removeRate, showServerErrors, reset, formError: server._ || null };
}

/** The form state and its actions, as the panels of /conta/shop take it. */
export type ShopForm = ReturnType<typeof useShopForm>;
