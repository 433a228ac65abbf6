import { describe, expect, it } from 'vitest';
import { filterRows, keyRows, serverErrors, textsOf, validateLanguage } from '../../src/conta/traducoes/language-values';
import { LABEL_KEYS, languageUpdateSchema } from '../../src/lib/schemas/translation';

describe('language form values', () => {
  it('gives every key with the Portuguese text and the built-in text the language falls back to', () => {
    const english = keyRows('en-US').find((row) => row.key === 'contact_us');
    expect(english).toEqual({ key: 'contact_us', portuguese: 'Fale conosco', fallback: 'Contact us' });
    expect(keyRows('fr-FR').find((row) => row.key === 'contact_us')?.fallback).toBe('Fale conosco');
    expect(keyRows('PT')).toHaveLength(LABEL_KEYS.length);
  });

  it('filters by key or text, and by missing texts', () => {
    const rows = keyRows('EN');
    const texts = { ...textsOf({}), back: 'Go back' };
    expect(filterRows(rows, texts, 'CONTACT_US', false).map((row) => row.key)).toEqual(['contact_us']);
    expect(filterRows(rows, texts, 'go back', false).map((row) => row.key)).toEqual(['back']);
    expect(filterRows(rows, texts, 'back', true).map((row) => row.key)).not.toContain('back');
    expect(filterRows(rows, texts, '', true)).toHaveLength(LABEL_KEYS.length - 1);
  });

  it.each([
    [{ name: '', code: 'EN', domains: '' }, undefined, 'name', 'O campo Nome é obrigatório.'],
    [{ name: 'A', code: '', domains: '' }, undefined, 'code', 'O campo Código é obrigatório.'],
    [{ name: 'A', code: 'EN', domains: 'a b' }, undefined, 'domains', 'Informe nomes de domínio separados por vírgula, como en.exemplo.org ou localhost:4321.'],
    [{ name: 'A', code: 'EN', domains: '' }, { back: 'x'.repeat(2001) }, 'translations.back', 'Cada tradução deve ter no máximo 2000 caracteres.'],
  ])('validates %j with the API rules', (details, texts, key, message) => {
    expect(validateLanguage(details, texts, languageUpdateSchema)[key]).toBe(message);
  });

  it('accepts valid details with every key empty, and keeps the first message of a 409', () => {
    expect(validateLanguage({ name: 'English', code: 'EN', domains: 'en.exemplo.org' }, textsOf({}), languageUpdateSchema)).toEqual({});
    expect(serverErrors({ domains: ['Em uso.', 'outro'] })).toEqual({ domains: 'Em uso.' });
  });
});
