/** Fills `{name}` placeholders of a label from `vars`; an unknown placeholder stays as written. */
export const fill = (text: string, vars: Record<string, string | number> = {}): string =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
