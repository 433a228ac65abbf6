import { addMonths, monthOf } from '../../src/lib/agenda-calendar';
import { fromSiteInputValue } from '../../src/lib/site-date-input';
import { siteDayEnd, siteDayStart } from '../../src/lib/event-times';
import { slugify } from '../../src/lib/slug';
import { sanitizeRichHtml } from '../../src/server/content/sanitize-html';
import type { Sql } from '../../src/server/db/client';

type Demo = {
  title: string;
  /** -1: last month, 0: this month, 1: next month (São Paulo). */
  month: -1 | 0 | 1;
  day: number;
  /** 'HH:mm' start and end, or null for an all-day event. */
  times: [string, string] | null;
  /** Days after the first (multi-day events). */
  extraDays?: number;
  place: string;
  address: string;
  registration?: boolean;
};

const EVENTS: Demo[] = [
  { title: 'Sarau de poesia na praça', month: -1, day: 4, times: ['19:00', '21:30'], place: 'Praça da Matriz', address: 'Praça da Matriz, s/n - Centro, São Paulo - SP' },
  { title: 'Oficina de encadernação artesanal', month: -1, day: 9, times: ['14:00', '17:00'], place: 'Sala de oficinas da associação', address: 'Rua das Flores, 120 - Vila Mariana, São Paulo - SP', registration: true },
  { title: 'Feira de troca de livros', month: -1, day: 13, times: null, place: 'Biblioteca comunitária', address: 'Rua Domingos de Morais, 800 - Vila Mariana, São Paulo - SP' },
  { title: 'Mutirão de limpeza do córrego', month: -1, day: 18, times: ['08:00', '12:00'], place: 'Parque Linear do Córrego', address: 'Avenida do Córrego, 45 - Butantã, São Paulo - SP' },
  { title: 'Semana do audiovisual comunitário', month: -1, day: 22, times: null, extraDays: 4, place: 'Centro Cultural do Bairro', address: 'Rua Vergueiro, 1000 - Liberdade, São Paulo - SP' },
  { title: 'Roda de conversa sobre saúde mental', month: -1, day: 27, times: ['18:30', '20:00'], place: 'Auditório da associação', address: 'Rua das Flores, 120 - Vila Mariana, São Paulo - SP' },
  { title: 'Aula aberta de capoeira', month: 0, day: 2, times: ['10:00', '11:30'], place: 'Quadra poliesportiva', address: 'Rua Coronel Lisboa, 300 - Vila Mariana, São Paulo - SP' },
  { title: 'Curso de fotografia com celular', month: 0, day: 6, times: ['19:00', '21:00'], place: 'Laboratório de informática', address: 'Rua das Flores, 120 - Vila Mariana, São Paulo - SP', registration: true },
  { title: 'Festival de música regional', month: 0, day: 10, times: null, extraDays: 2, place: 'Largo do Mercado', address: 'Largo do Mercado, s/n - Centro, São Paulo - SP', registration: true },
  { title: 'Cineclube: clássicos do cinema brasileiro', month: 0, day: 14, times: ['23:30', '23:59'], place: 'Cine Bairro', address: 'Rua Augusta, 1500 - Consolação, São Paulo - SP' },
  { title: 'Plantio coletivo na horta comunitária', month: 0, day: 17, times: ['07:30', '10:00'], place: 'Horta comunitária', address: 'Rua Humberto I, 90 - Vila Mariana, São Paulo - SP' },
  { title: 'Encontro de contadores de histórias', month: 0, day: 21, times: ['15:00', '17:00'], place: 'Biblioteca comunitária', address: 'Rua Domingos de Morais, 800 - Vila Mariana, São Paulo - SP' },
  { title: 'Bazar solidário de fim de ano', month: 0, day: 25, times: null, place: 'Salão paroquial', address: 'Rua Santa Cruz, 500 - Vila Mariana, São Paulo - SP' },
  { title: 'Palestra sobre educação financeira', month: 0, day: 28, times: ['19:30', '21:00'], place: 'Auditório da associação', address: 'Rua das Flores, 120 - Vila Mariana, São Paulo - SP', registration: true },
  { title: 'Apresentação do coral da associação', month: 1, day: 3, times: ['20:00', '21:30'], place: 'Igreja de Santa Cruz', address: 'Rua Santa Cruz, 500 - Vila Mariana, São Paulo - SP' },
  { title: 'Oficina de artesanato com reciclados', month: 1, day: 7, times: ['14:00', '17:30'], place: 'Sala de oficinas da associação', address: 'Rua das Flores, 120 - Vila Mariana, São Paulo - SP', registration: true },
  { title: 'Exposição memória do bairro', month: 1, day: 11, times: null, extraDays: 6, place: 'Centro Cultural do Bairro', address: 'Rua Vergueiro, 1000 - Liberdade, São Paulo - SP' },
  { title: 'Campanha de doação de sangue', month: 1, day: 15, times: ['09:00', '16:00'], place: 'Unidade móvel na praça', address: 'Praça da Árvore, s/n - Saúde, São Paulo - SP' },
  { title: 'Torneio de xadrez para jovens', month: 1, day: 19, times: ['09:00', '18:00'], place: 'Escola Estadual do Bairro', address: 'Rua Loefgren, 1200 - Vila Clementino, São Paulo - SP', registration: true },
  { title: 'Festa de encerramento do semestre', month: 1, day: 23, times: ['18:00', '23:00'], place: 'Quadra poliesportiva', address: 'Rua Coronel Lisboa, 300 - Vila Mariana, São Paulo - SP' },
];

const pad = (n: number) => String(n).padStart(2, '0');

function description(event: Demo, n: number): string {
  const extra =
    n % 3 === 0
      ? '<h2>Como participar</h2><ul><li>Chegue com 15 minutos de antecedência</li><li>Traga um documento com foto</li><li>A entrada é gratuita</li></ul>'
      : n % 3 === 1
        ? '<blockquote>“Um encontro para toda a comunidade.”</blockquote>'
        : '<p class="ql-align-center"><strong>Participe e traga a família!</strong></p>';
  return sanitizeRichHtml(
    `<p>${event.title}: uma atividade aberta ao público em ${event.place}, organizada por voluntários da associação.</p>` +
      `${extra}<p>Dúvidas? <a href="mailto:contato@vitrine.local">Fale com a gente</a>.</p>`,
  );
}

/** The demo events around `now`: last month, this month and next month in São Paulo (days kept within each month). */
export function demoEvents(now = Date.now()) {
  const current = monthOf(now);
  return EVENTS.map((event, i) => {
    const month = addMonths(current, event.month);
    const day = `${month}-${pad(Math.min(event.day, 28))}`;
    const lastDay = `${month}-${pad(Math.min(event.day + (event.extraDays ?? 0), 28))}`;
    const starts = event.times ? fromSiteInputValue(`${day}T${event.times[0]}`) : siteDayStart(day);
    const ends = event.times ? fromSiteInputValue(`${day}T${event.times[1]}`) : siteDayEnd(lastDay);
    return {
      title: event.title,
      slug: slugify(event.title),
      starts_at: starts,
      ends_at: ends,
      all_day: event.times === null,
      place: event.place,
      address: event.address,
      description: description(event, i),
      // Every fourth event has no cover (the placeholder shows).
      cover: i % 4 === 3 ? null : `/demo/events/capa-${(i % 5) + 1}.webp`,
      registration_url: event.registration ? `https://exemplo.org/inscricoes/${slugify(event.title)}` : null,
    };
  });
}

/** Stores the 20 demo events (published) that are not there yet (by slug), by the demo admin when present. */
export async function seedEvents(sql: Sql): Promise<string> {
  const [admin] = await sql<{ id: string }[]>`select id::text as id from users where role = 'admin' order by id limit 1`;
  const events = demoEvents();
  let created = 0;
  for (const event of events) {
    const rows = await sql`
      insert into events (title, slug, starts_at, ends_at, all_day, place, address, description, cover, registration_url,
        status, author_id)
      values (${event.title}, ${event.slug}, ${event.starts_at}, ${event.ends_at}, ${event.all_day}, ${event.place},
        ${event.address}, ${event.description}, ${event.cover}, ${event.registration_url}, 'published', ${admin?.id ?? null})
      on conflict (slug) do nothing
      returning id`;
    created += rows.length;
  }
  return `events: ${created} created, ${events.length - created} already present`;
}
