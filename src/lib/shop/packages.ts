import { BOX_FORMAT, type PackageFormat } from './services';

/**
 * One line of a cart as shipping sees it: the weight and sides of one unit, its format and how many, and the unit's
 * price (Melhor Envio's insurance value; absent: none declared).
 */
export type PackageItem = {
  weight_g: number;
  height_cm: number;
  width_cm: number;
  length_cm: number;
  package_format: PackageFormat;
  quantity: number;
  unit_price_cents?: number;
};

/** A package to post: real weight (packaging included), sides in whole cm, cubic and charged weight in grams. */
export type ShippingPackage = {
  format: PackageFormat;
  units: number;
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  cubic_weight_g: number;
  charged_weight_g: number;
};

/**
 * The Correios box limits: at least 15 x 10 x 1 cm, at most 100 cm a side and 200 cm summed; cubic weight is
 * C x L x A / 6000 (kg) and counts only above 5 kg; a cart needing more than 10 packages is not quoted.
 */
export const PACKAGE_LIMITS = {
  minLength: 15,
  minWidth: 10,
  minHeight: 1,
  maxSide: 100,
  maxSum: 200,
  cubicDivisor: 6000,
  cubicFloorG: 5000,
  maxPackages: 10,
} as const;

type Unit = { weight: number; volume: number; sides: [number, number, number]; format: PackageFormat };
type Box = { weight: number; volume: number; longest: number; middle: number; shortest: number; count: number; format: PackageFormat };

// Whole centimetres, without a float's 30.000000001 becoming 31.
const up = (value: number): number => Math.ceil(value - 1e-9);

/**
 * The sides of a box holding a volume: the cube root of the summed volume, stretched to the longest, middle and
 * shortest side of any item in it and to the minimums (length >= 15, width >= 10, height >= 1).
 */
export function boxSides(volume: number, longest = 0, middle = 0, shortest = 0): [number, number, number] {
  const length = Math.max(PACKAGE_LIMITS.minLength, up(longest), up(Math.cbrt(volume)));
  const width = Math.max(PACKAGE_LIMITS.minWidth, up(middle), up(Math.sqrt(volume / length)));
  const height = Math.max(PACKAGE_LIMITS.minHeight, up(shortest), up(volume / (length * width)));
  return [length, width, height];
}

/** The weight the Correios charge: the cubic weight when it is above 5 kg and above the real weight. */
export function chargedWeight(realG: number, [length, width, height]: [number, number, number]): { cubic: number; charged: number } {
  const cubic = up((length * width * height * 1000) / PACKAGE_LIMITS.cubicDivisor);
  return { cubic, charged: cubic > PACKAGE_LIMITS.cubicFloorG ? Math.max(realG, cubic) : realG };
}

/** The package a box of units makes, with the packaging weight added. */
function toPackage(box: Box, packagingG: number): ShippingPackage {
  const sides = boxSides(box.volume, box.longest, box.middle, box.shortest);
  const weight = up(box.weight + packagingG);
  const { cubic, charged } = chargedWeight(weight, sides);
  // One item keeps its own format; several go in a box.
  const format = box.count === 1 ? box.format : BOX_FORMAT;
  const [length_cm, width_cm, height_cm] = sides;
  return { format, units: box.count, weight_g: weight, length_cm, width_cm, height_cm, cubic_weight_g: cubic, charged_weight_g: charged };
}

/** Whether a package is within the size limits and a service's weight limit. */
export function fitsLimits(pkg: ShippingPackage, maxWeightG: number): boolean {
  const { length_cm: l, width_cm: w, height_cm: h } = pkg;
  return Math.max(l, w, h) <= PACKAGE_LIMITS.maxSide && l + w + h <= PACKAGE_LIMITS.maxSum && pkg.charged_weight_g <= maxWeightG;
}

const withUnit = (box: Box, unit: Unit): Box => ({
  weight: box.weight + unit.weight,
  volume: box.volume + unit.volume,
  longest: Math.max(box.longest, unit.sides[0]),
  middle: Math.max(box.middle, unit.sides[1]),
  shortest: Math.max(box.shortest, unit.sides[2]),
  count: box.count + 1,
  format: box.count === 0 ? unit.format : box.format,
});
const EMPTY: Box = { weight: 0, volume: 0, longest: 0, middle: 0, shortest: 0, count: 0, format: BOX_FORMAT };

function unitsOf(items: readonly PackageItem[]): Unit[] {
  const units = items.flatMap((item) => {
    const sides = [item.length_cm, item.width_cm, item.height_cm].sort((a, b) => b - a) as [number, number, number];
    const unit: Unit = { weight: item.weight_g, volume: sides[0] * sides[1] * sides[2], sides, format: item.package_format };
    return Array.from({ length: item.quantity }, () => unit);
  });
  // Heaviest first (then largest), so the first packages fill up and the light items fill the gaps.
  return units.sort((a, b) => b.weight - a.weight || b.volume - a.volume);
}

/**
 * Packs a cart for a service whose packages may weigh up to `maxWeightG` (charged weight): first fit, heaviest
 * unit first, each package with its own packaging weight. Null when the service cannot take it: one unit alone
 * breaks a limit, or more than 10 packages would be needed. Never a package outside the limits.
 */
export function packForService(items: readonly PackageItem[], packagingG: number, maxWeightG: number): ShippingPackage[] | null {
  const boxes: Box[] = [];
  for (const unit of unitsOf(items)) {
    const at = boxes.findIndex((box) => fitsLimits(toPackage(withUnit(box, unit), packagingG), maxWeightG));
    if (at >= 0) {
      boxes[at] = withUnit(boxes[at], unit);
      continue;
    }
    if (!fitsLimits(toPackage(withUnit(EMPTY, unit), packagingG), maxWeightG)) return null;
    if (boxes.length === PACKAGE_LIMITS.maxPackages) return null;
    boxes.push(withUnit(EMPTY, unit));
  }
  return boxes.map((box) => toPackage(box, packagingG));
}
