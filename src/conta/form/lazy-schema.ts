import { useEffect, useState } from 'react';

// A form's validation rules (the zod schemas of src/lib/schemas, which the API checks too), loaded beside the form
// rather than before it: zod is about 27 KB gzip, and a form screen drew only once it had come (bench:conta, about
// 0.15 s on a phone). The form draws its values at once; it checks them, and lets them be saved, as soon as the
// schema is here. A failed load is a failed load of the screen's code: the screen's boundary says so and offers to
// reload (src/conta/AccountFrame.tsx), and the built site's chunk-reload guard may reload it first
// (src/client/chunk-reload.ts); a form is never left waiting with its save disabled and no word why.

/** A schema loaded once, on first use. */
export type LazySchema<S> = { readonly current: () => S | null; readonly load: () => Promise<S> };

/** A schema from a loader (`() => import('…/schemas/x').then((m) => m.xSchema)`), loaded once; again after a failure. */
export function lazySchema<S>(load: () => Promise<S>): LazySchema<S> {
  let value: S | null = null;
  let loading: Promise<S> | null = null;
  return {
    current: () => value,
    load: () =>
      (loading ??= load().then(
        (schema) => (value = schema),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/** The schema once it is here (null until then); it is asked for as the form first draws, and a failure is thrown. */
export function useSchema<S>(schema: LazySchema<S>): S | null {
  const [value, setValue] = useState<S | null>(schema.current);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (value) return;
    let live = true;
    schema.load().then(
      (loaded) => {
        if (live) setValue(() => loaded);
      },
      (error: unknown) => {
        if (live) setFailure({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [schema, value]);
  if (failure) throw failure.error;
  return value;
}
