import type { APIRoute, GetStaticPaths } from 'astro';
import { eventIcs } from '../../lib/ics';
import type { AgendaEvent } from '../../lib/schemas/event';
import { stripHtml } from '../../lib/truncate';
import { getSql } from '../../server/db/client';
import { agendaPaths, loadAgendaSite } from '../../server/events/agenda-pages';

// /agenda/{slug}.ics: "add to my calendar" for each published event, pre-rendered from one load of the data.
export const getStaticPaths = (async () => {
  const site = await loadAgendaSite(getSql());
  return agendaPaths(site).flatMap(({ props: { view } }) =>
    view.kind === 'event' ? [{ params: { slug: view.event.slug }, props: { event: view.event } }] : [],
  );
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params, props, site: base, url }) => {
  let event = (props as { event?: AgendaEvent }).event;
  if (!event) {
    // In dev the route renders on request (src/integrations/dev-on-demand.ts).
    const site = await loadAgendaSite(getSql());
    const found = agendaPaths(site).find(({ props: { view } }) => view.kind === 'event' && view.event.slug === params.slug);
    event = found?.props.view.kind === 'event' ? found.props.view.event : undefined;
  }
  if (!event) return new Response('Not found', { status: 404 });
  const page = new URL(`/agenda/${event.slug}`, base ?? url);
  const body = eventIcs({ ...event, description: stripHtml(event.description), url: page.href }, page.hostname);
  return new Response(body, {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'content-disposition': `attachment; filename="${event.slug}.ics"` },
  });
};
