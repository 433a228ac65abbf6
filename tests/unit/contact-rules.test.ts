import { describe, expect, it } from 'vitest';
import { contactErrors, contactPayload, type ContactValues } from '../../src/lib/contact-rules';
import { contactSchema } from '../../src/lib/schemas/contact';

const VALID: ContactValues = { name: 'Maria', email: 'maria@exemplo.org', message: 'Olá' };

/** The API schema's first message per field, to compare with the browser rules. */
function schemaErrors(values: ContactValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of contactSchema.safeParse(values).error?.issues ?? []) {
    const key = String(issue.path[0]);
    out[key] ??= issue.message;
  }
  return out;
}

describe.each<[string, Partial<ContactValues>]>([
  ['a valid form', {}],
  ['an empty name', { name: '' }],
  ['a name of spaces', { name: '   ' }],
  ['a name of 121 characters', { name: 'a'.repeat(121) }],
  ['an empty e-mail', { email: '' }],
  ['an e-mail without @', { email: 'nao-e-email' }],
  ['an e-mail without a domain suffix', { email: 'a@b' }],
  ['an e-mail with spaces around and capitals', { email: '  Maria@Exemplo.ORG ' }],
  ['an e-mail with two dots in a row', { email: 'a..b@exemplo.org' }],
  ['an e-mail with a plus', { email: 'a+b@exemplo.com.br' }],
  ['an e-mail too long', { email: `${'a'.repeat(250)}@x.org` }],
  ['an empty message', { message: '' }],
  ['a message of 5001 characters', { message: 'm'.repeat(5001) }],
  ['everything empty', { name: '', email: '', message: '' }],
])('the browser rules on %s', (_, change) => {
  it('give the same first message per field as the API schema', () => {
    const values = { ...VALID, ...change };
    expect(contactErrors(values)).toEqual(schemaErrors(values));
  });
});

describe('contact messages', () => {
  it('name each field in Portuguese', () => {
    expect(contactErrors({ name: '', email: 'x', message: '' })).toMatchInlineSnapshot(`
      {
        "email": "O campo E-mail deve ser um e-mail válido.",
        "message": "O campo Mensagem é obrigatório.",
        "name": "O campo Nome é obrigatório.",
      }
    `);
  });

  it('sends trimmed values with the e-mail in lower case, as the schema stores them', () => {
    const values = { name: ' Ana ', email: ' Ana@X.ORG ', message: ' oi ' };
    expect(contactPayload(values)).toEqual(contactSchema.parse(values));
  });
});
