import { isWebAddress } from '../safe-url';
import { z } from '../zod';
import { MEDIA_TYPES, type MediaType } from '../media-types';
import { PUBLICATION_TYPES, type PublicationType } from '../publication-types';
import { optionalImage, optionalText, requiredText } from './fields';
import { pageQuerySchema, searchParam } from './pagination';
import { slugField, slugOrFromTitle } from './slug-field';
import { MEDIA_STATUSES } from '../content-status';
export { MEDIA_STATUSES };
export { MAX_MEDIA_FILE_BYTES, MEDIA_PART_BYTES, MEDIA_TOO_LARGE, MEDIA_WRONG_TYPE } from './media-limits';

/** A library item's state. */
export type MediaStatus = (typeof MEDIA_STATUSES)[number];
/** Longest description HTML an item keeps (characters). */
export const MAX_MEDIA_DESCRIPTION = 100_000;
/** Earliest and latest year an item takes. */
export const MIN_MEDIA_YEAR = 1000;
export const MAX_MEDIA_YEAR = 2100;

/** A chunked upload's id: 32 hex characters (also the file's key in /api/media-files/:id). */
export const MEDIA_FILE_ID = /^[0-9a-f]{32}$/;
/** Public path under which library files are served. */
export const MEDIA_FILES_PATH = '/api/media-files';


const statusField = z.enum(MEDIA_STATUSES, { error: 'O campo Situação deve ser Rascunho ou Publicado.' });
const publicationTypeField = z.enum(PUBLICATION_TYPES, { error: 'O campo Tipo de publicação deve ser um dos tipos da lista.' });
const mediaTypeField = z.enum(MEDIA_TYPES, { error: 'O campo Tipo de mídia deve ser um dos tipos da lista.' });

const YEAR_MESSAGE = `O campo Ano deve ser um ano entre ${MIN_MEDIA_YEAR} e ${MAX_MEDIA_YEAR}.`;
// A number, or the text of a select ('' for none).
const yearField = z
  .union([z.number(), z.string().trim().regex(/^\d{0,4}$/, YEAR_MESSAGE)], { error: YEAR_MESSAGE })
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const year = Number(value);
    if (!Number.isInteger(year) || year < MIN_MEDIA_YEAR || year > MAX_MEDIA_YEAR) {
      ctx.addIssue({ code: 'custom', message: YEAR_MESSAGE });
      return z.NEVER;
    }
    return year;
  });

/**
 * What the library item form sends: an uploaded file (`file_id`, from a completed chunked upload) XOR an
 * external address; an empty slug is made from the title. The server checks that the file exists and that its
 * type matches the media type.
 */
export const mediaSchema = z
  .object({
    title: requiredText('Título', 200),
    slug: slugField(),
    publication_type: publicationTypeField,
    media_type: mediaTypeField,
    authors: optionalText('Autores', 300),
    year: yearField,
    description: z
      .string({ error: 'O campo Descrição deve ser um texto.' })
      .max(MAX_MEDIA_DESCRIPTION, `O campo Descrição deve ter no máximo ${MAX_MEDIA_DESCRIPTION} caracteres.`)
      .nullish()
      .transform((v) => v ?? ''),
    cover: optionalImage('Capa'),
    file_id: optionalText('Arquivo', 32).refine((v) => v === null || MEDIA_FILE_ID.test(v), 'O campo Arquivo não é um envio válido.'),
    external_url: optionalText('Link externo', 2048).refine(
      // An http(s) address, or a path of this site (a file under public/, as the demo content uses).
      (v) => v === null || isWebAddress(v),
      'O campo Link externo deve ser um endereço http(s) ou um caminho do site.',
    ),
    status: statusField.default('draft'),
  })
  .superRefine((value, ctx) => {
    if (value.file_id && value.external_url) {
      ctx.addIssue({ code: 'custom', path: ['external_url'], message: 'Informe um arquivo ou um link externo, não os dois.' });
    } else if (!value.file_id && !value.external_url) {
      ctx.addIssue({ code: 'custom', path: ['file_id'], message: 'Envie um arquivo ou informe um link externo.' });
    } else if (value.media_type === 'link' && value.file_id) {
      ctx.addIssue({ code: 'custom', path: ['media_type'], message: 'O tipo de mídia Link externo não tem arquivo: informe o link.' });
    }
  })
  .transform((value, ctx) => {
    const slug = slugOrFromTitle(value.slug, value.title, ctx);
    return slug === null ? z.NEVER : { ...value, slug };
  });

const filterParam = <T extends string>(name: string, values: readonly T[]) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!(values as readonly string[]).includes(v)) {
        ctx.addIssue({ code: 'custom', message: `O parâmetro ${name} não é um valor aceito.` });
        return z.NEVER;
      }
      return v as T;
    });

/** The library list query: page, per_page, text `q`, and filters by types, year and (managers) status. */
export const mediaListQuerySchema = pageQuerySchema.extend({
  q: searchParam,
  publication_type: filterParam('publication_type', PUBLICATION_TYPES),
  media_type: filterParam('media_type', MEDIA_TYPES),
  status: filterParam('status', MEDIA_STATUSES),
  year: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      if (!/^\d{4}$/.test(v)) {
        ctx.addIssue({ code: 'custom', message: 'O parâmetro year deve ser um ano com 4 dígitos.' });
        return z.NEVER;
      }
      return Number(v);
    }),
});

/** What the browser sends to start a chunked upload: the file's name and size in bytes. */
export const mediaUploadStartSchema = z.object({
  name: requiredText('Nome do arquivo', 255).transform((v) => v.replace(/[\\/\u0000-\u001f\u007f"]+/g, '_')),
  size: z
    .number({ error: 'O campo Tamanho deve ser um número de bytes.' })
    .int('O campo Tamanho deve ser um número inteiro de bytes.')
    .min(1, 'O arquivo enviado está vazio.'),
});

/** What the form sends. */
export type MediaInput = z.input<typeof mediaSchema>;
/** A validated library item. */
export type MediaData = z.output<typeof mediaSchema>;
/** A validated list query. */
export type MediaListQuery = z.output<typeof mediaListQuerySchema>;

/** A library item as the API answers it. */
export type Media = {
  id: string;
  title: string;
  slug: string;
  publication_type: PublicationType;
  media_type: MediaType;
  authors: string | null;
  year: number | null;
  description: string;
  cover: string | null;
  file_id: string | null;
  file_url: string | null;
  file_name: string | null;
  file_size: number | null;
  file_mime: string | null;
  external_url: string | null;
  status: MediaStatus;
  author_id: string | null;
  created_at: string;
  updated_at: string;
};

/** A finished chunked upload as POST /api/media-uploads/:id/complete answers it. */
export type MediaFile = { id: string; url: string; name: string; size: number; mime: string };

/** What POST /api/media-uploads answers: the upload id, the part size to cut the file in and the part count. */
export type MediaUploadStart = { id: string; part_size: number; parts: number };
