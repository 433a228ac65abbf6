import { describe, expect, it } from 'vitest';
import { isBadMoney, productInput, productValues, splitValues, suggestedInput, variantGrid, type VariantRow } from '../../src/conta/products/product-values';
import { productSchema, type Product } from '../../src/lib/schemas/product';

const row = (values: string[], sku = '', stock = '', price = ''): VariantRow => ({ option_values: values, sku, stock, price });

describe('splitValues', () => {
  it.each([
    ['P, M, G', ['P', 'M', 'G']],
    [' P ,, m ,M, p ', ['P', 'm']],
    ['', []],
    ['Azul-marinho, Verde água', ['Azul-marinho', 'Verde água']],
  ])('splits %j', (text, values) => expect(splitValues(text)).toEqual(values));
});

describe('variantGrid', () => {
  it.each([
    ['one row per combination, in order', [{ name: 'Tamanho', values: 'P, M' }, { name: 'Cor', values: 'Azul, Verde' }], [],
      [row(['P', 'Azul']), row(['P', 'Verde']), row(['M', 'Azul']), row(['M', 'Verde'])]],
    ['no rows while an option has no values', [{ name: 'Tamanho', values: 'P' }, { name: 'Cor', values: ' , ' }], [row(['P'], 'X')], []],
    ['no rows without options', [], [row(['P'], 'X')], []],
    ['a combination already there keeps what was typed (any case), a new one starts empty', [{ name: 'Tamanho', values: 'p, G' }],
      [row(['P'], 'SKU-P', '3', '10,00'), row(['M'], 'SKU-M')], [row(['p'], 'SKU-P', '3', '10,00'), row(['G'])]],
  ])('%s', (_rule, options, rows, expected) => expect(variantGrid(options, rows)).toEqual(expected));
});

describe('isBadMoney', () => {
  it.each([
    ['59,90', false],
    ['1.234,5', false],
    ['R$ 10', false],
    ['', false],
    ['59.90', true],
    ['59,9O', true],
    ['-1', true],
  ])('%j is bad: %s', (text, bad) => expect(isBadMoney(text)).toBe(bad));
});

describe('productValues and productInput', () => {
  const product: Product = {
    id: '7', kind: 'product', name: 'Camiseta', slug: 'camiseta', description: '<p>x</p>', images: ['/a.svg'], price_cents: 123456,
    compare_at_cents: null, sku: null, gtin: null, stock: null, available: true, weight_g: 220, height_cm: 3, width_cm: 25, length_cm: 30,
    package_format: 3, status: 'published', featured: true, category: { id: '2', name: 'Camisetas', slug: 'camisetas' },
    options: ['Tamanho', 'Cor'],
    variants: [
      { id: '1', option_values: ['P', 'Azul'], sku: 'C-P-AZ', gtin: '7891000100103', stock: 0, price_cents: null },
      { id: '2', option_values: ['M', 'Azul'], sku: null, gtin: null, stock: null, price_cents: 6490 },
    ],
    suggested_amounts_cents: [], created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
  };

  it('show a stored product as the inputs hold it: reais, options with their values, rows as typed', () => {
    expect(productValues(product)).toMatchObject({
      price: '1.234,56', compare_at: '', stock: '', weight_g: '220', package_format: '3', category_id: '2', featured: true,
      options: [{ name: 'Tamanho', values: 'P, M' }, { name: 'Cor', values: 'Azul' }],
      variants: [{ ...row(['P', 'Azul'], 'C-P-AZ', '0'), gtin: '7891000100103' }, row(['M', 'Azul'], '', '', '64,90')],
    });
  });

  it('give back what the API stores, through the API schema, with the stock they read as stock_expected', () => {
    const { id: _id, available: _a, category, created_at: _c, updated_at: _u, variants, ...rest } = product;
    expect(productSchema.parse(productInput(productValues(product)))).toEqual({
      ...rest,
      stock_expected: rest.stock,
      category_id: category?.id,
      variants: variants.map(({ id: _v, ...variant }) => ({ ...variant, stock_expected: variant.stock })),
    });
  });

  it('send no stock_expected for a new product or a new variant row (nothing was read)', () => {
    const values = { ...productValues(), options: [{ name: 'Cor', values: 'Azul' }], variants: [row(['Azul'], '', '3')] };
    const body = productInput(values);
    expect(body.stock_expected).toBeUndefined();
    expect((body.variants as Record<string, unknown>[])[0].stock_expected).toBeUndefined();
  });

  it('leave text that is not a number for the schema to name', () => {
    const values = { ...productValues(), name: 'X', price: '59.90', weight_g: '2,5', height_cm: '3 cm', stock: 'muito' };
    const result = productSchema.safeParse(productInput(values));
    const messages = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toMatchObject({
      price_cents: 'O campo Preço deve ser um valor em centavos.',
      weight_g: 'O campo Peso deve ser um número inteiro.',
      height_cm: 'O campo Altura deve ser um número inteiro.',
      stock: 'O campo Estoque deve ser um número inteiro (vazio: ilimitado).',
    });
  });

  it('give back a donation: its minimum as the price, the suggested amounts typed in reais, no stock or measures asked', () => {
    const donation: Product = {
      ...product, kind: 'donation', options: [], variants: [], price_cents: 1000, suggested_amounts_cents: [2000, 5050, 10000],
    };
    const values = productValues(donation);
    expect(values).toMatchObject({ kind: 'donation', price: '10,00', suggested: '20,00 50,50 100,00' });
    const parsed = productSchema.parse(productInput({ ...values, weight_g: '', height_cm: '', stock: '7' }));
    expect(parsed).toMatchObject({
      kind: 'donation', price_cents: 1000, suggested_amounts_cents: [2000, 5050, 10000], stock: null, options: [], variants: [],
      weight_g: 1, height_cm: 1,
    });
  });

  it('read suggested amounts separated by spaces or semicolons, sorted and without repeats; text left for the schema', () => {
    expect(suggestedInput('20; 50,50  100 20')).toEqual([2000, 5050, 10000, 2000]);
    const values = { ...productValues(), kind: 'donation', name: 'Apoie', price: '10', suggested: '5 muito' };
    const result = productSchema.safeParse(productInput(values));
    const messages = (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toContain('suggested_amounts_cents.1: O campo Valores sugeridos deve ser um valor em centavos.');
    const low = productSchema.safeParse(productInput({ ...values, suggested: '5 20 20' }));
    expect(low.error?.issues.map((issue) => issue.message)).toEqual([
      'O campo Valores sugeridos deve ter só valores iguais ou maiores que o Valor mínimo.',
    ]);
    expect(productSchema.parse(productInput({ ...values, suggested: '50 20 20' })).suggested_amounts_cents).toEqual([2000, 5000]);
  });

  it('keep a GTIN as its digits, refuse one with a wrong check digit on its field, and drop the product GTIN of a product with variants', () => {
    const plain = { ...productValues(), name: 'Caneca', price: '10', weight_g: '300', height_cm: '10', width_cm: '10', length_cm: '10' };
    expect(productSchema.parse(productInput({ ...plain, gtin: ' 400-6381 333931 ' })).gtin).toBe('4006381333931');
    expect(productSchema.parse(productInput({ ...plain, gtin: '' })).gtin).toBeNull();
    const bad = productSchema.safeParse(productInput({ ...plain, gtin: '4006381333932' }));
    expect(bad.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'gtin: O campo GTIN deve ser um código de barras GTIN (8, 12, 13 ou 14 dígitos) com o dígito verificador correto.',
    ]);
    const withVariants = { ...plain, gtin: '4006381333931', options: [{ name: 'Cor', values: 'Azul' }], variants: [{ ...row(['Azul']), gtin: '123' }] };
    const refused = productSchema.safeParse(productInput(withVariants));
    expect(refused.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      'variants.0.gtin: O campo GTIN da variação deve ser um código de barras GTIN (8, 12, 13 ou 14 dígitos) com o dígito verificador correto.',
    ]);
    const parsed = productSchema.parse(productInput({ ...withVariants, variants: [{ ...row(['Azul']), gtin: '96385074' }] }));
    expect(parsed.gtin).toBeNull();
    expect(parsed.variants[0].gtin).toBe('96385074');
  });
});
