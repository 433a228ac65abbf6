import { describe, expect, it } from 'vitest';
import { boxSides, chargedWeight, fitsLimits, packForService } from '../../src/lib/shop/packages';
import { cwsObjectType, PACKAGE_FORMATS, SHIPPING_SERVICES } from '../../src/lib/shop/services';
import { cartItem } from '../helpers/cart';

const item = cartItem;

describe('boxSides: the summed volume as sides within the minimums', () => {
  it.each([
    ['nothing at all takes the minimum box', 0, [0, 0, 0], [15, 10, 1]],
    ['a 23 x 16 x 3 book keeps its sides', 23 * 16 * 3, [23, 16, 3], [23, 16, 3]],
    ['a 27,000 cm³ cube of small items is 30 x 30 x 30', 27_000, [5, 5, 5], [30, 30, 30]],
    ['ten 20 cm cubes (80,000 cm³): cube root 43.1 -> 44, then 43 x 43', 80_000, [20, 20, 20], [44, 43, 43]],
    ['a 90 cm tube stretches the length, the rest follows the volume', 90 * 8 * 8, [90, 8, 8], [90, 10, 8]],
  ])('%s', (_case, volume, [a, b, c], expected) => {
    expect(boxSides(volume, a, b, c)).toEqual(expected);
  });
});

describe('chargedWeight: C x L x A / 6000, only above 5 kg', () => {
  it.each([
    // 40 x 30 x 20 = 24,000 cm³ -> 4 kg cubic: at most 5 kg, so the real 9 kg counts.
    ['cubic 4 kg, real 9 kg', 9000, [40, 30, 20], 4000, 9000],
    // 60 x 50 x 40 = 120,000 cm³ -> 20 kg cubic: above 5 kg and above the real 2 kg.
    ['cubic 20 kg, real 2 kg', 2000, [60, 50, 40], 20_000, 20_000],
    // 44 x 43 x 43 = 81,356 cm³ -> 13.559 kg, rounded up to the gram.
    ['cubic 13,560 g, real 10,300 g', 10_300, [44, 43, 43], 13_560, 13_560],
    // 50 x 40 x 20 = 40,000 cm³ -> 6.667 kg cubic, but the real 12 kg is heavier.
    ['cubic 6,667 g, real 12 kg', 12_000, [50, 40, 20], 6667, 12_000],
    // 45 x 40 x 16 = 28,800 cm³ -> 4.8 kg: never charged, even above the real 1 kg.
    ['cubic 4,800 g, real 1 kg', 1000, [45, 40, 16], 4800, 1000],
  ])('%s', (_case, real, sides, cubic, charged) => {
    expect(chargedWeight(real, sides as [number, number, number])).toEqual({ cubic, charged });
  });
});

describe('packForService: items -> packages', () => {
  it('one book: 500 g + 200 g packaging in its own 23 x 16 x 3 envelope format', () => {
    expect(packForService([item(500, [23, 16, 3], 1, 3)], 200, 30_000)).toEqual([
      { format: 3, units: 1, weight_g: 700, length_cm: 23, width_cm: 16, height_cm: 3, cubic_weight_g: 184, charged_weight_g: 700 },
    ]);
  });

  it('ten 1 kg cubes of 20 cm go in one 44 x 43 x 43 box charged by its cubic weight', () => {
    expect(packForService([item(1000, [20, 20, 20], 10)], 300, 30_000)).toEqual([
      { format: 1, units: 10, weight_g: 10_300, length_cm: 44, width_cm: 43, height_cm: 43, cubic_weight_g: 13_560, charged_weight_g: 13_560 },
    ]);
  });

  it('35 kg of 5 kg items split into 30 kg packages for PAC (packaging counted in each)', () => {
    const packages = packForService([item(5000, [20, 15, 10], 7)], 500, 30_000);
    // 5 units + 500 g = 25.5 kg; a sixth would make 30.5 kg. So 5 + 2.
    expect(packages?.map((p) => [p.units, p.weight_g, p.charged_weight_g])).toEqual([
      [5, 25_500, 25_500],
      [2, 10_500, 10_500],
    ]);
  });

  it('the same cart for SEDEX 10 (10 kg) makes 7 packages of one item', () => {
    const packages = packForService([item(5000, [20, 15, 10], 7)], 500, 10_000);
    expect(packages).toHaveLength(7);
    expect(packages?.every((p) => p.units === 1 && p.weight_g === 5500)).toBe(true);
  });

  it('heaviest first: a 20 kg and three 4 kg items make 28 kg + 4 kg at 30 kg', () => {
    const packages = packForService([item(4000, [20, 20, 10], 3), item(20_000, [40, 30, 30], 1)], 0, 30_000);
    expect(packages?.map((p) => p.weight_g)).toEqual([28_000, 4000]);
  });

  it.each([
    ['an item heavier than the service takes', [item(12_000, [30, 30, 30])], 10_000],
    ['an item longer than 100 cm', [item(1000, [101, 10, 10])], 30_000],
    ['an item whose sides sum over 200 cm', [item(1000, [90, 90, 30])], 30_000],
    ['a light item whose cubic weight is over the service limit', [item(1000, [100, 60, 20])], 10_000],
    ['a cart that would need more than 10 packages', [item(9000, [20, 20, 20], 11)], 10_000],
  ])('leaves the service out for %s', (_case, items, limit) => {
    expect(packForService(items, 0, limit)).toBeNull();
  });

  it('never answers a package outside the limits of the service', () => {
    const cart = [item(2500, [60, 40, 30], 4), item(300, [30, 20, 5], 12), item(9000, [50, 50, 20], 2)];
    for (const service of SHIPPING_SERVICES) {
      const packages = packForService(cart, 250, service.max_weight_g) ?? [];
      expect(packages.every((p) => fitsLimits(p, service.max_weight_g))).toBe(true);
    }
  });
});

describe('cwsObjectType: the specification formats as the contract API numbers them', () => {
  it.each([
    [1, 'Caixa/Pacote', '2'],
    [2, 'Rolo/Prisma', '3'],
    [3, 'Envelope', '1'],
  ] as const)('format %i (%s) is tpObjeto %s', (code, name, tpObjeto) => {
    expect(PACKAGE_FORMATS.find((f) => f.code === code)?.name).toBe(name);
    expect(cwsObjectType(code)).toBe(tpObjeto);
  });
});
