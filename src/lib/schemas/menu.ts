import { isWebAddress } from '../safe-url';
import { z } from '../zod';
import { requiredText } from './fields';
import { idTextField } from './id-field';

/** Longest address a link field accepts. */
export const MAX_LINK_LENGTH = 500;
/** Most submenus a menu may have. */
export const MAX_SUBMENUS = 50;

const linkMessage = (label: string) =>
  `O campo ${label} deve ser um caminho do site (começando com /) ou um endereço http(s).`;

/** A required link: a site path or an http(s) address. */
export const requiredLink = (label: string) =>
  requiredText(label, MAX_LINK_LENGTH).refine(isWebAddress, linkMessage(label));

/** An optional link (a site path or an http(s) address); empty becomes null. */
export const optionalLink = (label: string) =>
  z
    .string({ error: `O campo ${label} deve ser um texto.` })
    .trim()
    .max(MAX_LINK_LENGTH, `O campo ${label} deve ter no máximo ${MAX_LINK_LENGTH} caracteres.`)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isWebAddress(v), linkMessage(label));

/** An optional page slug ('quem-somos'); empty becomes null. */
export const optionalSlug = (label: string) =>
  z
    .string({ error: `O campo ${label} deve ser um texto.` })
    .trim()
    .max(120, `O campo ${label} deve ter no máximo 120 caracteres.`)
    .nullish()
    .transform((v) => v || null)
    .refine(
      (v) => v === null || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v),
      `O campo ${label} deve ser um identificador de página (letras minúsculas, números e hífens).`,
    );

/** One entry of a menu's dropdown; it needs an address or a page. */
export const submenuSchema = z
  .object(
    {
      name: requiredText('Nome do submenu', 80),
      url: optionalLink('Endereço do submenu'),
      page: optionalSlug('Página do submenu'),
    },
    { error: 'Cada submenu deve ser um objeto com nome e endereço.' },
  )
  .refine((item) => item.url !== null || item.page !== null, {
    message: 'Informe o endereço ou a página do submenu.',
    path: ['url'],
  });

/** A menu as the admin form sends it; submenus are kept in the order given. */
export const menuSchema = z.object({
  name: requiredText('Nome', 80),
  url: optionalLink('Endereço'),
  page: optionalSlug('Página'),
  enabled: z.boolean({ error: 'O campo Ativo deve ser verdadeiro ou falso.' }).default(true),
  position: z
    .number({ error: 'O campo Posição deve ser um número.' })
    .int('O campo Posição deve ser um número inteiro.')
    .min(0, 'O campo Posição não pode ser negativo.')
    .max(100_000, 'O campo Posição deve ser no máximo 100000.')
    .nullish()
    .transform((v) => v ?? null),
  submenus: z
    .array(submenuSchema, { error: 'O campo Submenus deve ser uma lista.' })
    .max(MAX_SUBMENUS, `Um menu pode ter no máximo ${MAX_SUBMENUS} submenus.`)
    .default([]),
});
/** What the menu form sends. */
export type MenuInput = z.input<typeof menuSchema>;
/** A validated menu; a null position means "after the last one". */
export type MenuData = z.output<typeof menuSchema>;

/** One entry of a menu's dropdown, as the API answers it. */
export type Submenu = { id: string; name: string; url: string | null; page: string | null; position: number };
/** A menu as the API answers it (ids are strings). */
export type Menu = {
  id: string;
  name: string;
  url: string | null;
  page: string | null;
  enabled: boolean;
  position: number;
  submenus: Submenu[];
};

/** The new order of every menu: their ids, first to last, each once. */
export const menuOrderSchema = z.object({
  ids: z
    .array(idTextField('Cada id deve ser um número inteiro positivo.', 'Cada id deve ser um texto.'), {
      error: 'O campo ids deve ser uma lista.',
    })
    .min(1, 'Informe a ordem dos menus.')
    .max(1000, 'No máximo 1000 menus.')
    .refine((ids) => new Set(ids).size === ids.length, 'Cada menu deve aparecer uma vez.'),
});
/** A validated menu order. */
export type MenuOrder = z.output<typeof menuOrderSchema>;
