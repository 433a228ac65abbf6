import { useMemo, useState } from 'react';
import type { StockConflict } from '../../lib/shop/stock-history';
import type { z } from '../../lib/zod';
import { lazySchema, useSchema } from '../form/lazy-schema';
import { productInput, type ProductValues } from './product-values';

const RULES = lazySchema(() => import('../../lib/schemas/product').then((module) => module.productSchema));

/** Error path -> first message ('price_cents', 'images.2', 'variants.1.sku'). */
type PathErrors = Record<string, string>;

/** A stock field whose row changed since the form read it: the stock now, and what the form had read before. */
export type StockChange = { current: number | null; before: number | null | undefined };

// Whether a server message (or stock change) under `key` belongs to the field at `path` ('variants.1.stock' under 'variants').
const under = (key: string, path: string) => key === path || key.startsWith(`${path}.`);
const without = <T>(map: Record<string, T>, path: string) => Object.fromEntries(Object.entries(map).filter(([key]) => !under(key, path)));

/** The first message of each path of a parse (an empty map when it passed). */
export function pathErrors(error: z.ZodError | undefined): PathErrors {
  const out: PathErrors = {};
  for (const issue of error?.issues ?? []) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

// The input of a value and the error path the API names it by.
const PATH_OF: Partial<Record<keyof ProductValues, string>> = {
  price: 'price_cents',
  compare_at: 'compare_at_cents',
  suggested: 'suggested_amounts_cents',
};
const pathOf = (name: keyof ProductValues) => PATH_OF[name] ?? name;

/**
 * The product form's state, checked by the API's own schema on every change once it has loaded
 * (src/conta/form/lazy-schema.ts; not `checked` nor valid before). A field shows its first message once touched, or
 * every field after a save attempt; a 422 or 409 message shows until its field (or list) changes.
 */
export function useProductForm(initial: ProductValues) {
  const schema = useSchema(RULES);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [server, setServer] = useState<PathErrors>({});
  const [stockChanges, setStockChanges] = useState<Record<string, StockChange>>({});
  const check = useMemo(() => schema?.safeParse(productInput(values)) ?? null, [schema, values]);
  const errors = useMemo(() => pathErrors(check?.error), [check]);

  /** Sets one value; its messages from the server (and those under it: variants.1.sku under variants) are cleared. */
  const set = <K extends keyof ProductValues>(name: K, value: ProductValues[K]) => {
    const path = pathOf(name);
    setValues((current) => ({ ...current, [name]: value }));
    setTouched((current) => new Set(current).add(path));
    setServer((current) => without(current, path));
    setStockChanges((current) => without(current, path));
  };
  /**
   * A 409 of the stock: each row's stock now becomes the stock the form read (a save again writes the typed value
   * over it), and the change is kept to show under the field until the field changes.
   */
  const takeStockConflicts = (conflicts: readonly StockConflict[]) => {
    const changes: Record<string, StockChange> = {};
    const next = { ...values, variants: [...values.variants] };
    for (const conflict of conflicts) {
      const row = /^variants\.(\d+)\.stock$/.exec(conflict.field);
      const variant = row ? next.variants[Number(row[1])] : undefined;
      if (variant) {
        changes[conflict.field] = { current: conflict.stock, before: variant.stock_read };
        next.variants[Number(row?.[1])] = { ...variant, stock_read: conflict.stock };
      } else if (conflict.field === 'stock') {
        changes.stock = { current: conflict.stock, before: next.stock_read };
        next.stock_read = conflict.stock;
      }
    }
    setValues(next);
    setStockChanges(changes);
  };
  /** The message under a path: the server's, else the schema's once touched (or after a save attempt). */
  const errorOf = (path: string): string | null => {
    const shown = showAll || touched.has(path) || touched.has(path.split('.')[0]);
    return server[path] || (shown ? errors[path] : null) || null;
  };
  return {
    values,
    set,
    touch: (name: keyof ProductValues) => setTouched((current) => new Set(current).add(pathOf(name))),
    errorOf,
    /** Whether the schema has loaded and checked the values (a save waits for it). */
    checked: check !== null,
    valid: !!check?.success,
    data: check?.success ? check.data : null,
    /** Shows every field's message (a save was attempted). */
    showErrors: () => setShowAll(true),
    showServerErrors: (list: Record<string, string[]> | undefined) =>
      setServer(Object.fromEntries(Object.entries(list ?? {}).map(([key, messages]) => [key, messages[0] ?? '']))),
    reset: (next: ProductValues) => {
      setValues(next);
      setTouched(new Set());
      setShowAll(false);
      setServer({});
      setStockChanges({});
    },
    /** The stock change shown under a stock field ('stock', 'variants.1.stock'), or null. */
    stockChangeOf: (path: string): StockChange | null => stockChanges[path] ?? null,
    takeStockConflicts,
    formError: server._ || null,
  };
}

/** The state and actions of the product form. */
export type ProductForm = ReturnType<typeof useProductForm>;
