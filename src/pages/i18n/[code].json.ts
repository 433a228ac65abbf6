import type { APIRoute, GetStaticPaths } from 'astro';
import { labelsFor, siteLanguages } from '../../i18n/labels';
import type { Labels } from '../../i18n/types';
import { getSql } from '../../server/db/client';
import { getPublicSettings } from '../../server/settings/settings';

/** The label JSON of each site language: the built-in sets with the site's custom translations applied. */
async function languageLabels(): Promise<{ code: string; labels: Labels }[]> {
  const settings = await getPublicSettings(getSql());
  const translations = settings?.translations ?? [];
  return siteLanguages(translations).map((language) => ({ code: language.code, labels: labelsFor(language.code, translations) }));
}

// One JSON of labels per site language; the locale script of every page and the islands' useT() read it when the
// visitor's language is not PT (or PT has custom texts).
export const getStaticPaths = (async () =>
  (await languageLabels()).map(({ code, labels }) => ({ params: { code }, props: { labels } }))) satisfies GetStaticPaths;

const answer = (labels: Labels) =>
  new Response(JSON.stringify(labels), { headers: { 'content-type': 'application/json; charset=utf-8' } });

// In `astro dev` the route renders on each request (see astro.config.mjs), without props: the labels are read
// then, so a language or a text changed in /conta shows at the next reload; an unknown code is a 404.
export const GET: APIRoute = async ({ props, params }) => {
  if (props.labels) return answer(props.labels as Labels);
  const found = (await languageLabels()).find((language) => language.code.toUpperCase() === String(params.code).toUpperCase());
  return found ? answer(found.labels) : new Response('Not found', { status: 404 });
};
