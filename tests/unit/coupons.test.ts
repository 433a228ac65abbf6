import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponDiscount, couponRefusal, eligibleLines, type Coupon, type CouponLine } from '../../src/lib/shop/coupons';

const base: Coupon = {
  id: '1',
  code: 'CUPOM',
  kind: 'percent',
  percent: 10,
  amount_cents: null,
  max_discount_cents: null,
  min_subtotal_cents: null,
  starts_at: null,
  ends_at: null,
  usage_limit: null,
  per_customer_limit: null,
  product_ids: [],
  category_ids: [],
  active: true,
  used_count: 0,
  paid_count: 0,
  redeemed: false,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};
const line = (product_id: string, line_total_cents: number, category_id: string | null = null): CouponLine => ({ product_id, category_id, line_total_cents });
const context = (lines: CouponLine[], extra: Partial<{ now: Date; customer_uses: number }> = {}) => ({
  now: extra.now ?? new Date('2026-11-26T12:00:00Z'),
  subtotal_cents: lines.reduce((sum, l) => sum + l.line_total_cents, 0),
  lines,
  customer_uses: extra.customer_uses ?? 0,
});

describe('couponDiscount', () => {
  it.each([
    ['10% of R$ 144,80 rounds down', { percent: 10 }, [line('1', 11980), line('2', 2500)], 1448],
    ['100% takes every line', { percent: 100 }, [line('1', 999)], 999],
    ['a cap stops a percentage', { percent: 50, max_discount_cents: 1000 }, [line('1', 10000)], 1000],
    ['a fixed amount is at most the lines', { kind: 'fixed' as const, percent: null, amount_cents: 5000 }, [line('1', 3000)], 3000],
    ['free shipping takes nothing off the lines', { kind: 'free_shipping' as const, percent: null }, [line('1', 3000)], 0],
    ['a product scope counts its lines only', { percent: 50, product_ids: ['2'] }, [line('1', 10000), line('2', 3000)], 1500],
    ['a category scope counts its lines only', { percent: 50, category_ids: ['9'] }, [line('1', 10000, '9'), line('2', 3000, '8')], 5000],
  ])('%s', (_name, terms, lines, expected) => {
    expect(couponDiscount({ ...base, ...terms }, lines)).toBe(expected);
  });

  it('is never negative and never above the lines it applies to (property)', () => {
    const terms = fc.record({
      kind: fc.constantFrom('percent' as const, 'fixed' as const, 'free_shipping' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      amount_cents: fc.integer({ min: 1, max: 100_000_000 }),
      max_discount_cents: fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: null }),
      product_ids: fc.array(fc.constantFrom('1', '2', '3'), { maxLength: 2 }),
    });
    const lines = fc.array(
      fc.record({ product_id: fc.constantFrom('1', '2', '3', '4'), category_id: fc.constant(null), line_total_cents: fc.integer({ min: 0, max: 10_000_000 }) }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(terms, lines, (t, ls) => {
        const coupon = { ...base, ...t, category_ids: [] };
        const discount = couponDiscount(coupon, ls);
        const eligible = eligibleLines(coupon, ls).reduce((sum, l) => sum + l.line_total_cents, 0);
        return Number.isInteger(discount) && discount >= 0 && discount <= eligible && discount <= (t.max_discount_cents ?? Infinity);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('couponRefusal', () => {
  const lines = [line('1', 5000)];
  it.each([
    ['inactive', { active: false }, 'Cupom inválido ou inativo.'],
    ['before its start (São Paulo time)', { starts_at: '2026-11-27T12:30:00.000Z' }, 'Cupom válido a partir de 27/11/2026 09:30'],
    ['at its end', { ends_at: '2026-11-26T12:00:00.000Z' }, 'Cupom expirado em 26/11/2026'],
    ['exhausted (as an unknown code)', { usage_limit: 10, used_count: 10 }, 'Cupom inválido ou inativo.'],
    ['below its minimum', { min_subtotal_cents: 10000 }, 'Pedido mínimo de R$ 100,00 para este cupom'],
    ['with no line in scope', { product_ids: ['7'] }, 'Este cupom não vale para os produtos do carrinho.'],
  ])('refuses a coupon %s', (_name, terms, message) => {
    expect(couponRefusal({ ...base, ...terms }, context(lines))).toBe(message);
  });

  it('refuses any coupon, even unscoped and without a minimum, on a cart with no line to discount (donations only)', () => {
    expect(couponRefusal({ ...base, min_subtotal_cents: 10000 }, context([]))).toBe('Este cupom não vale para os produtos do carrinho.');
    expect(couponRefusal({ ...base, kind: 'free_shipping' }, context([]))).toBe('Este cupom não vale para os produtos do carrinho.');
  });

  it('refuses a customer who used it up, and takes one within its window and limits', () => {
    expect(couponRefusal({ ...base, per_customer_limit: 1 }, context(lines, { customer_uses: 1 }))).toBe('Você já usou este cupom o número máximo de vezes.');
    const valid = { ...base, starts_at: '2026-11-26T11:59:59.000Z', ends_at: '2026-11-26T12:00:01.000Z', usage_limit: 10, used_count: 9, per_customer_limit: 2, min_subtotal_cents: 5000 };
    expect(couponRefusal(valid, context(lines, { customer_uses: 1 }))).toBeNull();
  });
});
