import { blocksSchema } from '../../src/lib/blocks/blocks';
import type { Sql } from '../../src/server/db/client';
import { sanitizeBlocks } from '../../src/server/pages/sanitize-blocks';
import { PRIVACY_PAGE } from './privacy-page';

const IMG = '/demo/pages';
const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

// The home uses every block type (the grids show what the posts, events and media seeds stored).
const HOME_BLOCKS = (chosenPosts: string[]) => [
  {
    id: 'inicio-carrossel',
    type: 'carousel',
    slides: [
      { image: `${IMG}/banner-1.webp`, title: 'Bem-vindos à Associação Vitrine', text: 'Cultura, memória e convivência no coração do bairro desde 1987.', link: '/quem-somos' },
      { image: `${IMG}/banner-2.webp`, title: 'Biblioteca comunitária', text: 'Mais de 5 mil títulos para empréstimo gratuito.', link: '/biblioteca' },
      { image: `${IMG}/banner-3.webp`, title: 'Seja voluntário', text: 'Doe algumas horas por mês e ajude a transformar a comunidade.', link: '/como-participar' },
    ],
  },
  {
    id: 'inicio-apresentacao',
    type: 'rich_text',
    html: '<h2>Quem somos</h2>' + p('A <strong>Associação Vitrine</strong> reúne moradores, artistas e educadores em torno de atividades culturais gratuitas: oficinas, rodas de leitura, cineclube e uma agenda de eventos para todas as idades.', 'Conheça nossa <a href="/nossa-historia">história</a> e veja como <a href="/como-participar">participar</a>.'),
  },
  { id: 'inicio-noticias', type: 'posts_grid', title: 'Últimas notícias', mode: 'latest', count: 3 },
  { id: 'inicio-cta', type: 'cta', title: 'Faça parte da nossa rede', text: 'Associe-se, seja voluntário ou apoie um projeto. Toda ajuda conta.', button_label: 'Quero participar', link: '/como-participar', background: `${IMG}/fundo-cta.webp` },
  { id: 'inicio-agenda', type: 'events', title: 'Próximos eventos', count: 3 },
  {
    id: 'inicio-colunas',
    type: 'columns',
    columns: [
      { kind: 'image', url: `${IMG}/sede.webp`, alt: 'Fachada da sede da associação, pintada em tons de verde', caption: 'Nossa sede, na Rua das Flores' },
      { kind: 'text', html: '<h3>Visite a sede</h3>' + p('Rua das Flores, 120 — Centro.', 'De segunda a sexta, das 9h às 18h; aos sábados, das 9h às 13h.') },
      { kind: 'text', html: '<h3>Fale conosco</h3>' + p('Telefone: (11) 3456-7890', 'E-mail: <a href="mailto:contato@vitrine.local">contato@vitrine.local</a>') },
    ],
  },
  {
    id: 'inicio-abas',
    type: 'tabs',
    tabs: [
      { title: 'Oficinas', html: p('Fotografia, artesanato, música e escrita criativa, com turmas pela manhã e à noite.') },
      { title: 'Biblioteca', html: p('Empréstimo gratuito mediante cadastro. Traga um documento com foto e um comprovante de endereço.') },
      { title: 'Cineclube', html: p('Sessões às sextas-feiras, às 19h, seguidas de conversa com convidados.') },
    ],
  },
  { id: 'inicio-biblioteca', type: 'media_grid', title: 'Novidades da biblioteca', count: 4 },
  { id: 'inicio-imagem', type: 'image', url: `${IMG}/mutirao.webp`, alt: 'Voluntários reunidos no mutirão de plantio do parque', caption: 'Mutirão de plantio no parque municipal', link: '/noticias' },
  ...(chosenPosts.length ? [{ id: 'inicio-destaques', type: 'posts_grid', title: 'Destaques', mode: 'chosen', post_ids: chosenPosts }] : []),
  { id: 'inicio-mapa', type: 'embed', title: 'Como chegar', code: '<iframe src="https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3657.1!2d-46.6388!3d-23.5489!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1spt-BR!2sbr" width="600" height="450" title="Mapa da sede"></iframe>' },
];

/** The demo pages: the home (every block type), five pages the demo menus point to and the privacy policy. */
const PAGES = (chosenPosts: string[]) => [
  { title: 'Início', slug: 'inicio', is_home: true, seo_description: 'Associação Vitrine: cultura, memória e convivência no bairro.', blocks: HOME_BLOCKS(chosenPosts) },
  {
    title: 'Quem somos',
    slug: 'quem-somos',
    cover: `${IMG}/equipe.webp`,
    blocks: [
      { type: 'rich_text', html: p('Somos uma associação sem fins lucrativos fundada por moradores que queriam um espaço de encontro, leitura e criação para o bairro.', 'Hoje somos mais de 300 associados e 40 voluntários, com atividades de segunda a sábado.') },
      { type: 'columns', columns: [
        { kind: 'text', html: '<h3>Missão</h3>' + p('Promover o acesso à cultura e à memória local.') },
        { kind: 'text', html: '<h3>Visão</h3>' + p('Ser referência em cultura comunitária na região.') },
        { kind: 'text', html: '<h3>Valores</h3>' + p('Participação, transparência e respeito à diversidade.') },
      ] },
      { type: 'image', url: `${IMG}/equipe.webp`, alt: 'Equipe de voluntários da associação', caption: 'Parte da nossa equipe de voluntários' },
    ],
  },
  {
    title: 'Nossa história',
    slug: 'nossa-historia',
    blocks: [
      { type: 'rich_text', html: p('Tudo começou em 1987, quando um grupo de vizinhos transformou um galpão abandonado em sala de leitura.', 'Nos anos 2000 vieram o cineclube e as oficinas; em 2015, a nova sede.') },
      { type: 'tabs', tabs: [
        { title: '1987', html: p('Fundação da associação e abertura da sala de leitura.') },
        { title: '2003', html: p('Primeira sessão do cineclube, com 40 pessoas.') },
        { title: '2015', html: p('Inauguração da sede na Rua das Flores.') },
      ] },
    ],
  },
  {
    title: 'Transparência',
    slug: 'transparencia',
    blocks: [
      { type: 'rich_text', html: p('Publicamos aqui nossos relatórios anuais, balanços e atas de assembleia.') + '<ul><li>Relatório anual 2025</li><li>Balanço patrimonial 2025</li><li>Ata da assembleia geral de março de 2026</li></ul>' },
      { type: 'cta', title: 'Dúvidas sobre as contas?', text: 'Nossa diretoria responde a todos os pedidos de informação.', button_label: 'Entre em contato', link: '/contato' },
    ],
  },
  {
    title: 'Contato',
    slug: 'contato',
    blocks: [
      { type: 'rich_text', html: p('Rua das Flores, 120 — Centro — São Paulo/SP', 'Telefone: (11) 3456-7890 · E-mail: <a href="mailto:contato@vitrine.local">contato@vitrine.local</a>', 'Você também pode usar o formulário no rodapé desta página.') },
      { type: 'embed', title: 'Mapa', code: '<iframe src="https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d3657.1!2d-46.6388!3d-23.5489" width="600" height="450" title="Mapa da sede"></iframe>' },
    ],
  },
  {
    title: 'Como participar',
    slug: 'como-participar',
    blocks: [
      { type: 'rich_text', html: '<h2>Seja voluntário</h2>' + p('Precisamos de pessoas para a biblioteca, as oficinas e a organização de eventos.') },
      { type: 'cta', title: 'Associe-se', text: 'A contribuição mensal é de R$ 20,00 e ajuda a manter a sede aberta.', button_label: 'Fale com a gente', link: '/contato' },
      { type: 'events', title: 'Próximas atividades', count: 4 },
    ],
  },
  PRIVACY_PAGE,
];

/** Stores the demo pages not there yet (by slug); the home is marked as such only while no page is. */
export async function seedPages(sql: Sql): Promise<string> {
  const existing = new Set((await sql<{ slug: string }[]>`select slug from pages`).map((row) => row.slug));
  const [{ homes }] = await sql<{ homes: number }[]>`select count(*)::int as homes from pages where is_home`;
  const [admin] = await sql<{ id: string }[]>`select id::text as id from users where role = 'admin' order by id limit 1`;
  const chosen = (await sql<{ id: string }[]>`
    select id::text as id from posts where status = 'published' order by published_at asc limit 2`).map((row) => row.id);
  let created = 0;
  const all = PAGES(chosen);
  for (const page of all) {
    if (existing.has(page.slug)) continue;
    const blocks = sanitizeBlocks(blocksSchema.parse(page.blocks));
    await sql`
      insert into pages (title, slug, status, seo_description, cover, is_home, blocks, author_id)
      values (${page.title}, ${page.slug}, 'published', ${('seo_description' in page && page.seo_description) || null},
        ${('cover' in page && page.cover) || null}, ${!!('is_home' in page && page.is_home) && homes === 0},
        ${sql.json(blocks as never)}, ${admin?.id ?? null})`;
    created += 1;
  }
  return `pages: ${created} created, ${all.length - created} already present`;
}
