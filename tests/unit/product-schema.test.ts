import { describe, expect, it } from 'vitest';
import { categorySchema, productListQuerySchema, productSchema } from '../../src/lib/schemas/product';
import { combinationKey } from '../../src/lib/schemas/product-variant';
import { isPackageFormat, PACKAGE_FORMAT_CODES } from '../../src/lib/shop/package-formats';

const base = { name: 'Camiseta Básica', price_cents: 4990, weight_g: 200, height_cm: 2, width_cm: 20, length_cm: 30 };
const issues = (value: unknown) => {
  const result = productSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('productSchema', () => {
  it('fills the defaults and makes the slug from the name', () => {
    expect(productSchema.parse(base)).toEqual({
      ...base,
      kind: 'product',
      slug: 'camiseta-basica',
      description: '',
      images: [],
      compare_at_cents: null,
      sku: null,
      gtin: null,
      stock: null,
      package_format: 1,
      status: 'draft',
      featured: false,
      category_id: null,
      options: [],
      variants: [],
      suggested_amounts_cents: [],
    });
  });

  describe.each([
    ['empty images are dropped, the order kept', { images: ['', '/b.svg', null, 'https://x.org/a.png'] }, { images: ['/b.svg', 'https://x.org/a.png'] }],
    ['a category id as a number becomes its string', { category_id: 12 }, { category_id: '12' }],
    ['an empty category is none', { category_id: '' }, { category_id: null }],
    ['an empty SKU is none', { sku: '  ' }, { sku: null }],
    ['a GTIN keeps its digits', { gtin: '789 1000 10010-3' }, { gtin: '7891000100103' }],
    ['a null package format is a box', { package_format: null }, { package_format: 1 }],
    ['stock 0 is kept (sold out)', { stock: 0 }, { stock: 0 }],
    [
      'with variants, the product stock is null (the variants hold it)',
      { stock: 9, options: ['Cor'], variants: [{ option_values: ['Azul'], stock: 3 }] },
      { stock: null, variants: [{ option_values: ['Azul'], sku: null, stock: 3, price_cents: null }] },
    ],
  ])('%s', (_rule, input, expected) => {
    it('parses to the expected fields', () => expect(productSchema.parse({ ...base, ...input })).toMatchObject(expected));
  });

  describe.each([
    ['compare-at price not above the price', { compare_at_cents: 4990 }, [['compare_at_cents', 'O campo Preço "de" deve ser maior que o Preço.']]],
    ['a GTIN with a wrong check digit', { gtin: '7891000100104' }, [['gtin', 'O campo GTIN deve ser um código de barras GTIN (8, 12, 13 ou 14 dígitos) com o dígito verificador correto.']]],
    ['a GTIN of 10 digits', { gtin: '1234567890' }, [['gtin', 'O campo GTIN deve ser um código de barras GTIN (8, 12, 13 ou 14 dígitos) com o dígito verificador correto.']]],
    ['an unknown package format', { package_format: 0 }, [['package_format', 'O campo Formato da embalagem deve ser Caixa/Pacote, Rolo/Prisma ou Envelope.']]],
    ['a category that is not an id', { category_id: '1.5' }, [['category_id', 'O campo Categoria deve ser uma categoria da loja.']]],
    ['a name without letters', { name: '!!!' }, [['slug', 'Informe o Endereço (slug): o nome não tem letras para gerá-lo.']]],
    ['the cart’s path as slug', { slug: 'carrinho' }, [['slug', 'Este endereço (slug) é usado pela loja. Escolha outro.']]],
    ['the checkout’s path made from the name', { name: 'Finalizar pedido' }, [['slug', 'Este endereço (slug) é usado pela loja. Escolha outro.']]],
    ['a variant without options', { variants: [{ option_values: ['P'] }] }, [['options', 'Informe as opções das variações.']]],
    [
      'repeated option names',
      { options: ['Cor', 'COR'], variants: [{ option_values: ['A', 'B'] }] },
      [['options', 'As opções do produto devem ter nomes diferentes.']],
    ],
    [
      'the same combination twice, in another case',
      { options: ['Cor'], variants: [{ option_values: ['Azul'] }, { option_values: ['AZUL'] }] },
      [['variants.1.option_values', 'Variação 2: esta combinação já existe.']],
    ],
    [
      'a variant with too few values',
      { options: ['Cor', 'Tamanho'], variants: [{ option_values: ['Azul'] }] },
      [['variants.0.option_values', 'Variação 1: informe um valor para cada opção.']],
    ],
    [
      'two variants with one SKU',
      { options: ['Cor'], variants: [{ option_values: ['A'], sku: 'S-1' }, { option_values: ['B'], sku: 's-1' }] },
      [['variants.1.sku', 'Variação 2: este SKU já é de outra variação.']],
    ],
  ])('refuses %s', (_rule, input, expected) => {
    it('with the field named', () => expect(issues({ ...base, ...input })).toEqual(expected));
  });
});

describe('categorySchema', () => {
  it.each([
    [{ name: ' Livros e Revistas ' }, { name: 'Livros e Revistas', slug: 'livros-e-revistas' }],
    [{ name: 'Livros', slug: 'livros-usados' }, { name: 'Livros', slug: 'livros-usados' }],
  ])('parses %j', (input, expected) => expect(categorySchema.parse(input)).toEqual(expected));

  it('names the fields in its messages', () => {
    const result = categorySchema.safeParse({ name: '', slug: '42' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'O campo Nome é obrigatório.',
      'O campo Endereço (slug) deve ter pelo menos uma letra.',
    ]);
  });
});

describe('productListQuerySchema', () => {
  it.each([
    [{}, { page: 1, per_page: 20, q: null, status: null, sort: 'recent', category: null, stock: false }],
    [{ sort: 'alpha', category: ' livros ', stock: 'out', q: ' caneca ' }, { sort: 'alpha', category: 'livros', stock: true, q: 'caneca' }],
    [{ sort: '', stock: '' }, { sort: 'recent', stock: false }],
  ])('reads %j', (input, expected) => expect(productListQuerySchema.parse(input)).toMatchObject(expected));
});

describe('variant combinations and package formats', () => {
  it.each([
    [['P', 'Azul'], ['p', 'AZUL'], true],
    [['P', 'Azul'], ['Azul', 'P'], false],
    [['Ação'], ['AÇÃO'], true],
  ])('combinationKey(%j) equals combinationKey(%j): %s', (a, b, same) => {
    expect(combinationKey(a) === combinationKey(b)).toBe(same);
  });

  it.each([
    [1, true],
    [3, true],
    [4, false],
    ['1', false],
    [null, false],
  ])('isPackageFormat(%j) is %s', (value, expected) => expect(isPackageFormat(value)).toBe(expected));

  it('has the three formats of the spec', () => expect(PACKAGE_FORMAT_CODES).toEqual([1, 2, 3]));
});
