import { splitDomains } from '../../i18n/labels';
import { DEFAULT_LANG, type TranslationEntry } from '../../i18n/types';
import { isDefaultLanguage, sameLanguage } from '../../lib/locales';
import {
  isLabelKey,
  LABEL_KEYS,
  MAX_LANGUAGES,
  type Language,
  type LanguageData,
  type LanguageSummary,
  type LanguageUpdate,
} from '../../lib/schemas/translation';
import type { Db, Sql } from '../db/client';
import { transaction } from '../db/transaction';
import { conflict, HttpError, notFound } from '../http/http-error';
import { NOT_SET_UP } from '../settings/settings';


/** Answered when someone tries to remove Portuguese. */
export const PT_REQUIRED = 'O português (PT) é o idioma padrão do site e não pode ser removido; os textos dele podem ser alterados.';

// Portuguese exists even before anything is stored for it: the site always offers it.
const DEFAULT_ENTRY: TranslationEntry = { name: 'Português', code: DEFAULT_LANG, domains: '', translations: {} };

function toLanguage(entry: TranslationEntry): Language {
  const translations = entry.translations ?? {};
  const translated = Object.entries(translations).filter(([key, text]) => isLabelKey(key) && !!text).length;
  const isDefault = isDefaultLanguage(entry.code);
  return { name: entry.name, code: entry.code, domains: entry.domains ?? '', translated, total: LABEL_KEYS.length, default: isDefault, translations };
}

const summary = ({ translations: _texts, ...rest }: Language): LanguageSummary => rest;

async function readEntries(db: Db, lock: boolean): Promise<TranslationEntry[] | null> {
  const rows = await db<{ translations: TranslationEntry[] | null }[]>`
    select translations from settings where id = 1 ${lock ? db`for update` : db``}`;
  return rows[0] ? (rows[0].translations ?? []) : null;
}

/** The site's languages, Portuguese first (present even when nothing is stored for it). */
function withDefault(entries: TranslationEntry[]): TranslationEntry[] {
  return entries.some((entry) => isDefaultLanguage(entry.code)) ? entries : [DEFAULT_ENTRY, ...entries];
}

/** Every language of the site with the count of translated keys, Portuguese first. */
export async function listLanguages(db: Db): Promise<LanguageSummary[]> {
  const entries = withDefault((await readEntries(db, false)) ?? []);
  const list = entries.map((entry) => summary(toLanguage(entry)));
  return [...list.filter((l) => l.default), ...list.filter((l) => !l.default)];
}

/** One language with its texts (404 when the site has no language with that code). */
export async function getLanguage(db: Db, code: string): Promise<Language> {
  const entry = withDefault((await readEntries(db, false)) ?? []).find((item) => sameLanguage(item.code, code));
  if (!entry) throw notFound('Idioma não encontrado.');
  return toLanguage(entry);
}

/** 409 with a field message when another language already answers one of the hosts. */
function checkDomains(entries: TranslationEntry[], domains: string, except: string | null): void {
  const wanted = splitDomains(domains);
  for (const entry of entries) {
    if (except !== null && sameLanguage(entry.code, except)) continue;
    const taken = splitDomains(entry.domains).find((host) => wanted.includes(host));
    if (taken) {
      const message = `O domínio ${taken} já é usado pelo idioma ${entry.name}.`;
      throw new HttpError(409, message, { domains: [message] });
    }
  }
}

function checkCodeFree(entries: TranslationEntry[], code: string): void {
  const clash = withDefault(entries).find((entry) => sameLanguage(entry.code, code));
  if (clash) {
    const message = `O site já tem o idioma ${clash.name} (${clash.code}).`;
    throw new HttpError(409, message, { code: [message] });
  }
}

async function writeEntries(tx: Db, entries: TranslationEntry[]): Promise<void> {
  await tx`update settings set translations = ${tx.json(entries)}, updated_at = now() where id = 1`;
}

async function lockedEntries(tx: Db): Promise<TranslationEntry[]> {
  const entries = await readEntries(tx, true);
  if (!entries) throw conflict(NOT_SET_UP);
  return entries;
}

/** Adds a language (409 for a code the site has, a host another language uses, or too many languages). */
export async function createLanguage(sql: Sql, data: LanguageData): Promise<Language> {
  return transaction(sql, async (tx) => {
    const entries = await lockedEntries(tx);
    checkCodeFree(entries, data.code);
    checkDomains(entries, data.domains, null);
    if (entries.filter((entry) => !isDefaultLanguage(entry.code)).length >= MAX_LANGUAGES) {
      throw conflict(`O site pode ter no máximo ${MAX_LANGUAGES} idiomas além do português.`);
    }
    const entry: TranslationEntry = { name: data.name, code: data.code, domains: data.domains, translations: data.translations };
    await writeEntries(tx, [...entries, entry]);
    return toLanguage(entry);
  });
}

/**
 * Changes a language's details and, when sent, its texts: the known keys are replaced, texts stored under other
 * keys (stored when the settings API still took languages) are kept. Portuguese keeps the code PT; it is stored on its first change.
 */
export async function updateLanguage(sql: Sql, code: string, data: LanguageUpdate): Promise<Language> {
  return transaction(sql, async (tx) => {
    const entries = await lockedEntries(tx);
    const current = withDefault(entries).find((entry) => sameLanguage(entry.code, code));
    if (!current) throw notFound('Idioma não encontrado.');
    if (isDefaultLanguage(current.code) && !isDefaultLanguage(data.code)) {
      throw new HttpError(422, 'Verifique os campos destacados.', { code: ['O código do português (PT) não pode ser alterado.'] });
    }
    const others = entries.filter((entry) => !sameLanguage(entry.code, current.code));
    if (!sameLanguage(data.code, current.code)) checkCodeFree(others, data.code);
    checkDomains(others, data.domains, null);
    const kept = Object.fromEntries(Object.entries(current.translations ?? {}).filter(([key]) => !isLabelKey(key)));
    const texts = data.translations === undefined ? current.translations ?? {} : { ...kept, ...data.translations };
    const next: TranslationEntry = {
      name: data.name,
      code: isDefaultLanguage(current.code) ? current.code : data.code,
      domains: data.domains,
      translations: texts,
    };
    const stored = entries.some((entry) => sameLanguage(entry.code, current.code));
    const list = stored ? entries.map((entry) => (sameLanguage(entry.code, current.code) ? next : entry)) : [next, ...entries];
    await writeEntries(tx, list);
    return toLanguage(next);
  });
}

/** Removes a language (404 when missing; 409 for Portuguese, which the site always offers). */
export async function deleteLanguage(sql: Sql, code: string): Promise<void> {
  await transaction(sql, async (tx) => {
    const entries = await lockedEntries(tx);
    if (isDefaultLanguage(code)) throw conflict(PT_REQUIRED);
    const next = entries.filter((entry) => !sameLanguage(entry.code, code));
    if (next.length === entries.length) throw notFound('Idioma não encontrado.');
    await writeEntries(tx, next);
  });
}
