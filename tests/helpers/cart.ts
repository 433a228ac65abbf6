import type { PackageItem } from '../../src/lib/shop/packages';

/** A cart line: `quantity` units of `weight_g` grams with sides [length, width, height] in cm (a box unless told). */
export const cartItem = (weight_g: number, [length_cm, width_cm, height_cm]: number[], quantity = 1, package_format: 1 | 2 | 3 = 1): PackageItem => ({
  weight_g,
  length_cm,
  width_cm,
  height_cm,
  package_format,
  quantity,
});
