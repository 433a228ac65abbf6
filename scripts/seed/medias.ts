import type { MediaType } from '../../src/lib/media-types';
import type { PublicationType } from '../../src/lib/publication-types';
import { slugify } from '../../src/lib/slug';
import { sanitizeRichHtml } from '../../src/server/content/sanitize-html';
import type { Sql } from '../../src/server/db/client';

type Demo = { title: string; type: PublicationType; media: MediaType; link: string; authors: string | null };

// Small real files under public/demo/medias (two PDFs, a WAV jingle, SVG images) and public video pages. The
// seed runs outside Netlify, where the Blobs store of uploads is not reachable: demo files are site paths.
const PDFS = ['/demo/medias/cartilha-exemplo.pdf', '/demo/medias/relatorio-exemplo.pdf'];
const VIDEOS = [
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  'https://vimeo.com/1084537',
  'https://youtu.be/eRsGyueVLvQ',
  'https://www.youtube.com/watch?v=R6MlUcmOul8',
];
const LINKS = ['https://www.ibge.gov.br/', 'https://www.gov.br/cultura/', 'https://bdtd.ibict.br/', 'https://www.scielo.br/'];

const ITEMS: [string, PublicationType, MediaType][] = [
  ['Guia de Leitura Comunitária', 'livro', 'documento'],
  ['Memórias do Bairro em Fotografias', 'fotografia', 'imagem'],
  ['Mapa Histórico da Cidade', 'mapa', 'imagem'],
  ['Tese sobre Bibliotecas Populares', 'tese', 'documento'],
  ['Oficina de Contação de Histórias', 'video', 'video'],
  ['Cartilha de Direitos do Cidadão', 'cartilha', 'documento'],
  ['Relatório Anual de Atividades', 'relatorio', 'documento'],
  ['Podcast Vozes da Comunidade', 'podcast', 'audio'],
  ['Boletim Informativo Trimestral', 'boletim', 'documento'],
  ['Manual do Voluntário', 'manual', 'documento'],
  ['Dissertação sobre Educação Popular', 'dissertacao', 'documento'],
  ['Revista Cultura Viva', 'revista', 'documento'],
  ['Artigo: Leitura e Cidadania', 'artigo', 'documento'],
  ['Apresentação do Projeto Leitura para Todos', 'apresentacao', 'documento'],
  ['Legislação Municipal de Cultura', 'legislacao', 'link'],
  ['Nota Técnica sobre Acervos Digitais', 'nota-tecnica', 'documento'],
  ['Monografia: Arquivos Comunitários', 'monografia', 'documento'],
  ['Periódico de Estudos Locais', 'periodico', 'link'],
  ['Documento de Fundação da Associação', 'documento', 'documento'],
  ['Registro do Festival de Inverno', 'video', 'video'],
  ['Entrevistas com Moradores Antigos', 'podcast', 'audio'],
  ['Acervo de Cartazes Históricos', 'outros', 'imagem'],
];

const AUTHORS = [
  'Ana Lima',
  'João Souza; Maria Oliveira',
  'Coletivo Leitura Viva',
  null,
  'Carla Mendes',
  'Rafael Costa; Luísa Andrade',
  'Equipe da Associação',
];

function link(media: MediaType, n: number): string {
  if (media === 'documento') return PDFS[n % PDFS.length];
  if (media === 'video') return VIDEOS[n % VIDEOS.length];
  if (media === 'audio') return '/demo/medias/vinheta.wav';
  if (media === 'imagem') return `/demo/medias/capa-${(n % 8) + 1}.webp`;
  return LINKS[n % LINKS.length];
}

/** 40 published demo items: the 22 titles above, then 18 second volumes, of varied types and years (1985–2026). */
export const DEMO_MEDIAS: (Demo & { slug: string; year: number | null; cover: string | null; description: string })[] = Array.from(
  { length: 40 },
  (_, i) => {
    const [base, type, media] = ITEMS[i % ITEMS.length];
    const title = i < ITEMS.length ? base : `${base} — volume ${Math.floor(i / ITEMS.length) + 1}`;
    return {
      title,
      slug: slugify(title),
      type,
      media,
      link: link(media, i),
      authors: AUTHORS[i % AUTHORS.length],
      year: i % 9 === 8 ? null : 2026 - ((i * 7) % 42),
      // Every seventh item without a cover, to show the placeholder.
      cover: i % 7 === 6 ? null : `/demo/medias/capa-${(i % 8) + 1}.webp`,
      description: sanitizeRichHtml(
        `<p>${title}: material do acervo da associação, disponível para consulta e uso em atividades educativas.</p>` +
          (i % 2 === 0 ? '<p>Cite a fonte ao reproduzir. <strong>Uso livre para fins não comerciais.</strong></p>' : ''),
      ),
    };
  },
);

/** Stores the demo items that are not there yet (by slug), authored by the demo admin when present. */
export async function seedMedias(sql: Sql): Promise<string> {
  const [admin] = await sql<{ id: string }[]>`select id::text as id from users where role = 'admin' order by id limit 1`;
  let created = 0;
  for (const [i, item] of DEMO_MEDIAS.entries()) {
    const rows = await sql`
      insert into medias (title, slug, publication_type, media_type, authors, year, description, cover, external_url,
        status, author_id, created_at)
      values (${item.title}, ${item.slug}, ${item.type}, ${item.media}, ${item.authors}, ${item.year}, ${item.description},
        ${item.cover}, ${item.link}, 'published', ${admin?.id ?? null}, now() - make_interval(days => ${i}))
      on conflict (slug) do nothing
      returning id`;
    created += rows.length;
  }
  return `library: ${created} created, ${DEMO_MEDIAS.length - created} already present`;
}
