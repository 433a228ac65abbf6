import { describe, expect, it } from 'vitest';
import { stockAlertSchema } from '../../src/lib/schemas/stock-alert';
import { stockAlertErrors } from '../../src/lib/shop/stock-alert-rules';

// The product page's light rules give what the API's schema answers, case by case.
const schemaErrors = (email: string, consent: boolean) => {
  const parsed = stockAlertSchema.safeParse({ email, consent });
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe('stockAlertErrors', () => {
  it.each([
    ['ana@exemplo.org', true],
    ['  Ana@Exemplo.org ', true],
    ['', true],
    ['   ', false],
    ['ana', true],
    ['ana@exemplo', false],
    ['<script>@x', true],
    [`${'a'.repeat(250)}@x.org`, true],
    ['ana@exemplo.org', false],
  ])('%j with consent %s: as the schema', (email, consent) => {
    expect(stockAlertErrors(email, consent)).toEqual(schemaErrors(email, consent));
  });
});
