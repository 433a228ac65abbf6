import { beforeEach, describe, expect, it } from 'vitest';
import products from '../../netlify/functions/products.mts';
import { getSql } from '../../src/server/db/client';
import { createUser, resetDb } from '../helpers/db';
import { HOSTILE_VALUES, rawBodies } from '../helpers/hostile';
import { PRODUCT_BODY as valid, SHIRT_BODY as shirt, seedProductsFeature } from '../helpers/products';
import { call } from '../helpers/request';

// Bad input to POST /api/products, field by field: 422 with the field named (messages pinned), nothing stored.
const LIST = '/api/products';
const count = async () => (await getSql()<{ n: number }[]>`select count(*)::int as n from products`)[0].n;
const admin = async () => (await createUser({ role: 'admin' })).token;

beforeEach(resetDb);

describe('POST /api/products with bad input', () => {
  it.each([
    ['name', undefined, 'O campo Nome é obrigatório.'],
    ['name', 'a'.repeat(201), 'O campo Nome deve ter no máximo 200 caracteres.'],
    ['slug', 'Com Espaço', 'O campo Endereço (slug) deve ter só letras minúsculas sem acento, números e hífens entre palavras.'],
    ['slug', '2024', 'O campo Endereço (slug) deve ter pelo menos uma letra.'],
    ['description', { html: 'x' }, 'O campo Descrição deve ser um texto.'],
    ['description', 'a'.repeat(100_001), 'O campo Descrição deve ter no máximo 100000 caracteres.'],
    ['images', '/a.png', 'O campo Imagens deve ser uma lista.'],
    ['images', Array(13).fill('/a.png'), 'O campo Imagens deve ter no máximo 12 imagens.'],
    ['images.0', ['javascript:alert(1)'], 'O campo Imagem deve ser um endereço http(s) ou um caminho do site.'],
    ['price_cents', undefined, 'O campo Preço deve ser um valor em centavos.'],
    ['price_cents', '59,90', 'O campo Preço deve ser um valor em centavos.'],
    ['price_cents', 59.9, 'O campo Preço deve ser um valor em centavos.'],
    ['price_cents', -1, 'O campo Preço não pode ser negativo.'],
    ['price_cents', 100_000_001, 'O campo Preço deve ser no máximo R$ 1.000.000,00.'],
    ['compare_at_cents', 5990, 'O campo Preço "de" deve ser maior que o Preço.'],
    ['compare_at_cents', 'x', 'O campo Preço "de" deve ser um valor em centavos.'],
    ['sku', 'com espaço', 'O campo SKU deve ter só letras, números, ponto, barra, hífen e sublinhado.'],
    ['sku', 'a'.repeat(65), 'O campo SKU deve ter no máximo 64 caracteres.'],
    ['stock', -1, 'O campo Estoque não pode ser negativo.'],
    ['stock', 1.5, 'O campo Estoque deve ser um número inteiro (vazio: ilimitado).'],
    ['stock', '3', 'O campo Estoque deve ser um número inteiro (vazio: ilimitado).'],
    ['weight_g', undefined, 'O campo Peso é obrigatório.'],
    ['weight_g', 0, 'O campo Peso deve ser no mínimo 1 g.'],
    ['weight_g', '220g', 'O campo Peso deve ser um número inteiro.'],
    ['weight_g', 30_001, 'O campo Peso deve ser no máximo 30000 g.'],
    ['height_cm', 101, 'O campo Altura deve ser no máximo 100 cm.'],
    ['width_cm', 2.5, 'O campo Largura deve ser um número inteiro.'],
    ['length_cm', 0, 'O campo Comprimento deve ser no mínimo 1 cm.'],
    ['package_format', 4, 'O campo Formato da embalagem deve ser Caixa/Pacote, Rolo/Prisma ou Envelope.'],
    ['package_format', 'Envelope', 'O campo Formato da embalagem deve ser Caixa/Pacote, Rolo/Prisma ou Envelope.'],
    ['status', 'publicado', 'O campo Situação deve ser Rascunho ou Publicado.'],
    ['featured', 'sim', 'O campo Destaque deve ser verdadeiro ou falso.'],
    ['category_id', 'livros', 'O campo Categoria deve ser uma categoria da loja.'],
    ['category_id', -1, 'O campo Categoria deve ser uma categoria da loja.'],
    ['category_id', '1234567890123456789', 'O campo Categoria deve ser uma categoria da loja.'],
    ['options', 'Tamanho', 'O campo Opções deve ser uma lista.'],
    ['options.0', [''], 'O campo Nome da opção é obrigatório.'],
    ['options', ['A', 'B', 'C', 'D'], 'O produto pode ter no máximo 3 opções.'],
    ['variants', 'P', 'O campo Variações deve ser uma lista.'],
  ])('answers 422 on %s = %j', async (field, value, message) => {
    await seedProductsFeature();
    const [key] = field.split('.');
    const res = await call(products, 'POST', LIST, { token: await admin(), body: { ...valid, slug: 'x', [key]: value } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field][0]).toBe(message);
    expect(await count()).toBe(0);
  });

  it.each([
    ['options', { options: ['Cor', 'cor'], variants: [{ option_values: ['A', 'B'] }] }, 'As opções do produto devem ter nomes diferentes.'],
    ['variants', { options: ['Cor'], variants: [] }, 'Um produto com opções precisa de pelo menos uma variação.'],
    ['options', { options: [], variants: [{ option_values: ['A'] }] }, 'Informe as opções das variações.'],
    ['variants.0.option_values', { options: ['Cor', 'Tamanho'], variants: [{ option_values: ['A'] }] }, 'Variação 1: informe um valor para cada opção.'],
    ['variants.1.option_values', { options: ['Cor'], variants: [{ option_values: ['Azul'] }, { option_values: ['azul'] }] }, 'Variação 2: esta combinação já existe.'],
    ['variants.1.sku', { options: ['Cor'], variants: [{ option_values: ['A'], sku: 'X1' }, { option_values: ['B'], sku: 'x1' }] }, 'Variação 2: este SKU já é de outra variação.'],
    ['variants.0', { options: ['Cor'], variants: ['A'] }, 'Cada variação deve ser um objeto com os valores das opções.'],
    ['variants.0.option_values', { options: ['Cor'], variants: [{ option_values: [] }] }, 'Informe os valores das opções da variação.'],
    ['variants.0.option_values.0', { options: ['Cor'], variants: [{ option_values: [' '] }] }, 'O campo Valor da opção é obrigatório.'],
    ['variants.0.stock', { options: ['Cor'], variants: [{ option_values: ['A'], stock: -2 }] }, 'O campo Estoque da variação não pode ser negativo.'],
    ['variants.0.price_cents', { options: ['Cor'], variants: [{ option_values: ['A'], price_cents: 9.5 }] }, 'O campo Preço da variação deve ser um valor em centavos.'],
    ['variants.0.sku', { options: ['Cor'], variants: [{ option_values: ['A'], sku: 'a b' }] }, 'O campo SKU da variação deve ter só letras, números, ponto, barra, hífen e sublinhado.'],
  ])('answers 422 on %s for options and variants that do not fit', async (field, body, message) => {
    await seedProductsFeature();
    const res = await call(products, 'POST', LIST, { token: await admin(), body: { ...valid, ...body } });
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toContain(message);
    expect(await count()).toBe(0);
  });

  it('asks for a slug when the name has no letters', async () => {
    await seedProductsFeature();
    const res = await call(products, 'POST', LIST, { token: await admin(), body: { ...valid, name: '2026' } });
    expect(res).toMatchObject({ status: 422, body: { errors: { slug: ['Informe o Endereço (slug): o nome não tem letras para gerá-lo.'] } } });
  });

  it('never answers 500 to hostile values in any field', async () => {
    await seedProductsFeature();
    const token = await admin();
    const fields = [...Object.keys(valid), 'slug', 'description', 'images', 'compare_at_cents', 'sku', 'stock', 'package_format', 'featured', 'category_id', 'options', 'variants', 'kind', 'suggested_amounts_cents'];
    // A donation's own fields on a donation too.
    const gift = { name: 'Apoie', kind: 'donation', price_cents: 1000, suggested_amounts_cents: [2000], status: 'published' };
    for (const [base, keys] of [[shirt, fields], [gift, ['kind', 'price_cents', 'suggested_amounts_cents', 'stock', 'variants']]] as const) {
      for (const field of keys) {
        for (const value of HOSTILE_VALUES) {
          const res = await call(products, 'POST', LIST, { token, body: { ...base, slug: 'hostil', [field]: value } });
          expect([201, 409, 422], `${field}=${JSON.stringify(value)?.slice(0, 40)}`).toContain(res.status);
          await getSql()`delete from products`;
        }
      }
    }
    for (const raw of rawBodies('{"name":"a\\u0000b"}')) {
      expect([400, 422]).toContain((await call(products, 'POST', LIST, { token, raw })).status);
    }
  });
});
