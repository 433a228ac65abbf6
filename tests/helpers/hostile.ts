/** Values a careless or hostile client may put in any JSON field; no endpoint may answer them with a 500. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  'x'.repeat(100_000),
  'nul\u0000byte',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  ['a'],
  { $gt: '' },
  { nested: { deep: [1, { x: null }] } },
];

/** Request bodies that are not a usable JSON object, plus the caller's own (a NUL in a field, a __proto__ key). */
export const rawBodies = (...own: string[]): string[] => ['', '{', 'null', '123', '"x"', '[]', '{"a":1e400}', ...own];
