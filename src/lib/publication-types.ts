/**
 * The spec's 20 publication types of the library (section 3: "Livro, Vídeo, Mapa, Tese, Outros…"), as stored
 * codes in display order. Their names in PT, EN and ES are the labels `publication_type_<code>` (i18n/sets/medias.ts).
 */
export const PUBLICATION_TYPES = [
  'livro',
  'artigo',
  'apresentacao',
  'boletim',
  'cartilha',
  'dissertacao',
  'documento',
  'fotografia',
  'legislacao',
  'manual',
  'mapa',
  'monografia',
  'nota-tecnica',
  'periodico',
  'podcast',
  'relatorio',
  'revista',
  'tese',
  'video',
  'outros',
] as const;

/** One publication type code. */
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/** Whether a text is a publication type code. */
export const isPublicationType = (value: string): value is PublicationType =>
  (PUBLICATION_TYPES as readonly string[]).includes(value);

/** The label key naming a publication type. */
export const publicationTypeLabel = (code: string): string => `publication_type_${code}`;
