import { describe, expect, it } from 'vitest';
import {
  errorKey,
  privacyPageOptions,
  serverErrors,
  toPayload,
  toValues,
  validateSettings,
  type FeatureRow,
  type SettingsValues,
} from '../../src/conta/settings/settings-values';
import { settingsSchema, type PublicSettings } from '../../src/lib/schemas/settings';
import { DEFAULT_FEATURES } from '../../src/lib/features';

const settings: PublicSettings = {
  title: 'Associação Exemplo',
  font: 'Montserrat',
  primary_color: '#4a2c2a',
  secondary_color: '#f08a76',
  site_cover: null,
  site_logo: '/api/files/logo.png',
  site_favicon: null,
  site_footer_logo: true,
  gtag: null,
  contact: 'Rua A, 1',
  email: 'contato@exemplo.org',
  url_facebook: null,
  url_instagram: 'https://instagram.com/exemplo',
  url_twitter: null,
  url_youtube: null,
  whatsapp: '+5511987654321',
  features: { ...DEFAULT_FEATURES },
  privacy_page: 'politica-de-privacidade',
  contact_retention_months: 24,
  translations: [{ name: 'English', code: 'EN', domains: 'en.exemplo.org', translations: { back: 'Return' } }],
};

const DUPLICATE = 'Já existe um recurso com este nome.';
const rows: FeatureRow[] = toValues(settings).features;
const edit = (patch: Partial<SettingsValues>): SettingsValues => ({ ...toValues(settings), ...patch });
const withRow = (key: string, patch: Partial<FeatureRow>): FeatureRow[] =>
  rows.map((row) => (row.key === key ? { ...row, ...patch } : row));

describe('toValues and toPayload', () => {
  it('round-trips stored settings, leaving the languages out (they are saved through /api/translations)', () => {
    const payload = toPayload(toValues(settings));
    const { translations: _languages, ...fields } = settings;
    expect(validateSettings(toValues(settings), DUPLICATE, settingsSchema)).toEqual({ data: fields, errors: {} });
    expect(payload).not.toHaveProperty('translations');
    expect(payload.site_cover).toBe('');
  });

  it('keys the rows by the stored feature names', () => {
    expect(rows.map((row) => [row.key, row.name])).toEqual(Object.keys(DEFAULT_FEATURES).map((name) => [name, name]));
  });
});

describe('validateSettings', () => {
  describe.each([
    ['an empty title', edit({ title: '  ' }), 'title', 'O campo Título do site é obrigatório.'],
    ['a short colour', edit({ primary_color: '#123' }), 'primary_color', 'O campo Cor primária deve ser uma cor no formato #rrggbb.'],
    ['a social link without http', edit({ url_facebook: 'facebook.com/x' }), 'url_facebook', 'O campo Facebook deve ser um endereço começando com http:// ou https://.'],
    ['a WhatsApp without area code', edit({ whatsapp: '98765-4321' }), 'whatsapp', 'O campo WhatsApp deve ser um celular ou telefone fixo do Brasil com DDD, como (11) 98765-4321.'],
    ['an empty feature title', edit({ features: withRow('posts', { title: '' }) }), 'features.posts.title', 'O campo Título do recurso é obrigatório.'],
    ['a feature name with capitals', edit({ features: withRow('events', { name: 'Eventos' }) }), 'features.events.name', 'O nome do recurso deve ter apenas letras minúsculas, números e _.'],
    ['a repeated feature name', edit({ features: withRow('medias', { name: 'posts' }) }), 'features.medias.name', DUPLICATE],
  ] as const)('rejects %s', (_case, values, key, message) => {
    it(`shows "${message}" under ${key}`, () => {
      const result = validateSettings(values, DUPLICATE, settingsSchema);
      expect(result.data).toBeNull();
      expect(result.errors[key]).toBe(message);
    });
  });

  describe.each([
    ['0 months', '0', 'O campo Guardar mensagens de contato deve ser de pelo menos 1 mês.'],
    ['-1 months', '-1', 'O campo Guardar mensagens de contato deve ser de pelo menos 1 mês.'],
    ['121 months', '121', 'O campo Guardar mensagens de contato deve ser de no máximo 120 meses.'],
    ['1,5 months', '1,5', 'O campo Guardar mensagens de contato deve ser um número inteiro de meses.'],
    ['1.5 months', '1.5', 'O campo Guardar mensagens de contato deve ser um número inteiro de meses.'],
    ['letters as months', 'x', 'O campo Guardar mensagens de contato deve ser um número de meses.'],
    ['no months', '', 'O campo Guardar mensagens de contato deve ser um número de meses.'],
  ] as const)('rejects %s', (_case, typed, message) => {
    it(`shows "${message}" under contact_retention_months, as the server would`, () => {
      const result = validateSettings(edit({ contact_retention_months: typed }), DUPLICATE, settingsSchema);
      expect(result.data).toBeNull();
      expect(result.errors.contact_retention_months).toBe(message);
    });
  });

  it('sends the months as a number and no privacy page as null', () => {
    const result = validateSettings(edit({ contact_retention_months: ' 36 ', privacy_page: '' }), DUPLICATE, settingsSchema);
    expect([result.data?.contact_retention_months, result.data?.privacy_page]).toEqual([36, null]);
  });

  it('rejects a privacy page that is not a slug', () => {
    expect(validateSettings(edit({ privacy_page: 'Política' }), DUPLICATE, settingsSchema).errors.privacy_page).toBe(
      'O campo Política de privacidade deve ser uma página do site.',
    );
  });

  it('lower-cases the e-mail and turns empty texts into null', () => {
    const result = validateSettings(edit({ email: 'Contato@Exemplo.org', contact: '' }), DUPLICATE, settingsSchema);
    expect([result.data?.email, result.data?.contact]).toEqual(['contato@exemplo.org', null]);
  });
});

describe('errorKey and serverErrors', () => {
  it.each([
    [['title'], 'title'],
    [['features', 'posts', 'url'], 'features.posts.url'],
    [['features', 'posts'], 'features.posts.name'],
    [['features'], 'features'],
    [['features', 'unknown', 'title'], 'features'],
    [[], '_'],
  ] as const)('maps %j to %s', (path, expected) => {
    expect(errorKey(path, rows)).toBe(expected);
  });

  it('keeps the first message of each field of a 422 answer', () => {
    expect(serverErrors({ 'features.events.url': ['Primeira.', 'Segunda.'], email: ['Inválido.'], _: ['Geral.'] }, rows)).toEqual({
      'features.events.url': 'Primeira.',
      email: 'Inválido.',
      _: 'Geral.',
    });
  });
});

describe('privacyPageOptions', () => {
  const label = (key: string, vars: Record<string, string>) => `${key}:${Object.values(vars).join()}`;
  const pages = [
    { slug: 'sobre', title: 'Sobre', status: 'published' as const },
    { slug: 'privacidade', title: 'Privacidade', status: 'draft' as const },
  ];

  it('lists every page by title, drafts marked', () => {
    expect(privacyPageOptions(pages, '', label)).toEqual([
      { value: 'sobre', label: 'Sobre' },
      { value: 'privacidade', label: 'privacy_page_draft:Privacidade' },
    ]);
  });

  it('keeps the stored page first when the list lacks it, so a save leaves it as it is', () => {
    expect(privacyPageOptions(pages, 'apagada', label)[0]).toEqual({ value: 'apagada', label: 'privacy_page_unlisted:apagada' });
    expect(privacyPageOptions(pages, 'sobre', label)).toHaveLength(2);
  });

  it('shows the stored slug alone while the list loads', () => {
    expect(privacyPageOptions(null, 'sobre', label)).toEqual([{ value: 'sobre', label: 'sobre' }]);
    expect(privacyPageOptions(null, '', label)).toEqual([]);
  });
});
