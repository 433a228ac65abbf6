// The package formats of the spec (and of the Correios price API): a product is shipped in one of them.

/** The package formats, by their Correios code, with the label key of their name. */
export const PACKAGE_FORMATS = [
  { code: 1, name: 'Caixa/Pacote', label: 'package_format_box' },
  { code: 2, name: 'Rolo/Prisma', label: 'package_format_roll' },
  { code: 3, name: 'Envelope', label: 'package_format_envelope' },
] as const;

/** A package format's code (1 Caixa/Pacote, 2 Rolo/Prisma, 3 Envelope). */
export type PackageFormatCode = (typeof PACKAGE_FORMATS)[number]['code'];

/** The codes of the package formats. */
export const PACKAGE_FORMAT_CODES: readonly PackageFormatCode[] = PACKAGE_FORMATS.map((format) => format.code);

/** Whether a value is the code of a package format. */
export const isPackageFormat = (value: unknown): value is PackageFormatCode =>
  (PACKAGE_FORMAT_CODES as readonly unknown[]).includes(value);
