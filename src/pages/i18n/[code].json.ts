import type { APIRoute, GetStaticPaths } from 'astro';
import { labelsFor, siteLanguages } from '../../i18n/labels';
import { getSql } from '../../server/db/client';
import { getPublicSettings } from '../../server/settings/settings';

// One JSON of labels per site language (built-in sets with the site's custom translations applied); the
// locale script of every page and the islands' useT() read it when the visitor's language is not PT.
export const getStaticPaths = (async () => {
  const settings = await getPublicSettings(getSql());
  const translations = settings?.translations ?? [];
  return siteLanguages(translations).map((language) => ({
    params: { code: language.code },
    props: { labels: labelsFor(language.code, translations) },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.labels), { headers: { 'content-type': 'application/json; charset=utf-8' } });
