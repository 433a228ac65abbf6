import type { Sql } from '../../src/server/db/client';
import { sanitizeRichHtml } from '../../src/server/content/sanitize-html';
import { slugify } from '../../src/lib/slug';

const TOPICS = [
  'Feira de livros reúne editoras independentes',
  'Oficina de fotografia para jovens do bairro',
  'Mutirão de plantio no parque municipal',
  'Biblioteca comunitária amplia horário de atendimento',
  'Coral da associação se apresenta no centro cultural',
  'Inscrições abertas para o curso de artesanato',
  'Campanha de arrecadação de agasalhos',
  'Roda de conversa sobre saúde mental',
  'Festival de música regional anuncia atrações',
  'Exposição resgata a memória dos antigos moradores',
  'Voluntários reformam a sala de leitura',
  'Encontro de contadores de histórias',
  'Horta comunitária colhe a primeira safra',
  'Cineclube exibe clássicos do cinema brasileiro',
  'Palestra sobre educação financeira',
];

const PARAGRAPHS = [
  'A atividade foi organizada por voluntários e reuniu moradores de todas as idades, que participaram com entusiasmo do começo ao fim.',
  'Segundo a coordenação, a proposta é repetir a iniciativa a cada trimestre e ampliar as parcerias com escolas e coletivos da região.',
  'As inscrições são gratuitas e podem ser feitas na sede da associação, de segunda a sexta, das 9h às 17h.',
  'Quem não puder comparecer pode acompanhar as novidades pelas redes sociais e pela nossa página de notícias.',
];

function body(n: number): string {
  const p = (i: number) => `<p>${PARAGRAPHS[(n + i) % PARAGRAPHS.length]}</p>`;
  const extra =
    n % 3 === 0
      ? '<h2>Como participar</h2><ul><li>Faça sua inscrição</li><li>Traga um documento com foto</li><li>Chegue com 15 minutos de antecedência</li></ul>'
      : n % 3 === 1
        ? '<blockquote>“Ver a comunidade reunida é a melhor recompensa.”</blockquote>'
        : '<p class="ql-align-center"><strong>Participe!</strong> <a href="/contato">Fale com a gente</a>.</p>';
  return sanitizeRichHtml(`${p(0)}${p(1)}${extra}${p(2)}`);
}

/** 30 demo posts: 26 published over the last months (every fifth without a cover) and 4 drafts. */
export const DEMO_POSTS = Array.from({ length: 30 }, (_, i) => {
  const n = i + 1;
  const title = n <= TOPICS.length ? TOPICS[i] : `${TOPICS[i - TOPICS.length]}: segunda edição`;
  const draft = n > 26;
  return {
    title,
    slug: slugify(title),
    excerpt: n % 4 === 0 ? null : `${PARAGRAPHS[n % PARAGRAPHS.length]}`,
    cover: n % 5 === 0 ? null : `/demo/posts/capa-${n % 5}.webp`,
    body: body(n),
    status: draft ? 'draft' : 'published',
    // One post every three days back from today, at 10:00 in São Paulo (13:00 UTC).
    published_at: draft ? null : new Date(Date.UTC(2026, 10, 22, 13) - (n - 1) * 3 * 86_400_000),
  };
});

/** Stores the demo posts that are not there yet (by slug), authored by the demo admin when present. */
export async function seedPosts(sql: Sql): Promise<string> {
  const [admin] = await sql<{ id: string }[]>`select id::text as id from users where role = 'admin' order by id limit 1`;
  let created = 0;
  for (const post of DEMO_POSTS) {
    const rows = await sql`
      insert into posts (title, slug, excerpt, cover, body, status, published_at, author_id)
      values (${post.title}, ${post.slug}, ${post.excerpt}, ${post.cover}, ${post.body}, ${post.status},
        ${post.published_at}, ${admin?.id ?? null})
      on conflict (slug) do nothing
      returning id`;
    created += rows.length;
  }
  return `posts: ${created} created, ${DEMO_POSTS.length - created} already present`;
}
