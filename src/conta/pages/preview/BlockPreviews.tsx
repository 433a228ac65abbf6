import type { ComponentType } from 'react';
import { useT } from '../../../client/use-t';
import type { BlockOf, BlockType } from '../../../lib/blocks/blocks';
import { embedPreview, previewHtml } from './preview-html';

type PreviewProps<T extends BlockType> = { block: BlockOf<T> };

const Html = ({ html, className = 'rich-text' }: { html: string; className?: string }) => (
  <div className={className} dangerouslySetInnerHTML={{ __html: previewHtml(html) }} />
);

const Title = ({ title }: { title: string }) => (title ? <h2 className="block-title">{title}</h2> : null);

function Figure({ url, alt, caption, className }: { url: string; alt: string; caption: string; className: string }) {
  return (
    <figure className={className}>
      {url && <img src={url} alt={alt} />}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  );
}

/** A data block's stand-in: the posts, events or items it will list come from the database at build time. */
function Placeholder({ title, text }: { title: string; text: string }) {
  return (
    <div className="container">
      <Title title={title} />
      <p className="block-preview-placeholder">{text}</p>
    </div>
  );
}

function CarouselPreview({ block }: PreviewProps<'carousel'>) {
  const first = block.slides[0];
  return (
    <section className="block-carousel">
      <div className="block-slide">
        {first?.image && <img className="block-slide-image" src={first.image} alt={first.title} />}
        {(first?.title || first?.text) && (
          <div className="block-slide-caption">
            <div className="container">
              {first.title && <p className="block-slide-title">{first.title}</p>}
              {first.text && <p className="block-slide-text">{first.text}</p>}
            </div>
          </div>
        )}
      </div>
      <p className="block-preview-slides">{block.slides.map((_, i) => (i === 0 ? '●' : '○')).join(' ')}</p>
    </section>
  );
}

function CtaPreview({ block }: PreviewProps<'cta'>) {
  return (
    <section className={`block-cta${block.background ? ' has-cover' : ''}`}>
      {block.background && <img className="block-cta-cover" src={block.background} alt="" />}
      <div className="container block-cta-body">
        <h2 className="block-cta-title">{block.title}</h2>
        {block.text && <p className="block-cta-text">{block.text}</p>}
        <span className="btn btn-secondary btn-cta">{block.button_label}</span>
      </div>
    </section>
  );
}

function TabsPreview({ block }: PreviewProps<'tabs'>) {
  return (
    <div className="container block-narrow block-tabs">
      <div className="block-tablist">
        {block.tabs.map((tab, i) => (
          <span key={i} role="presentation" className="block-preview-tab" aria-selected={i === 0}>{tab.title}</span>
        ))}
      </div>
      {block.tabs[0] && <Html html={block.tabs[0].html} className="rich-text block-tabpanel" />}
    </div>
  );
}

function ColumnsPreview({ block }: PreviewProps<'columns'>) {
  return (
    <div className={`container block-columns block-columns-${block.columns.length}`}>
      {block.columns.map((column, i) =>
        column.kind === 'text' ? <Html key={i} html={column.html} className="rich-text block-column" /> : (
          <Figure key={i} url={column.url} alt={column.alt} caption={column.caption} className="block-column block-figure" />
        ),
      )}
    </div>
  );
}

function PostsGridPreview({ block }: PreviewProps<'posts_grid'>) {
  const t = useT();
  const text = block.mode === 'latest' ? t('block_preview_posts', undefined, { n: block.count }) : t('block_preview_chosen', undefined, { n: block.post_ids.length });
  return <Placeholder title={block.title} text={text} />;
}

function ProductsGridPreview({ block }: PreviewProps<'products_grid'>) {
  const t = useT();
  const text = {
    latest: () => t('block_preview_products', undefined, { n: block.count }),
    featured: () => t('block_preview_featured', undefined, { n: block.count }),
    chosen: () => t('block_preview_chosen_products', undefined, { n: block.product_ids.length }),
  }[block.mode]();
  return <Placeholder title={block.title} text={text} />;
}

function EventsPreview({ block }: PreviewProps<'events'>) {
  const t = useT();
  return <Placeholder title={block.title} text={t('block_preview_events', undefined, { n: block.count })} />;
}

function MediaGridPreview({ block }: PreviewProps<'media_grid'>) {
  const t = useT();
  return <Placeholder title={block.title} text={t('block_preview_medias', undefined, { n: block.count })} />;
}

function EmbedPreview({ block }: PreviewProps<'embed'>) {
  const t = useT();
  const code = embedPreview(block.code);
  return (
    <div className="container block-narrow">
      <Title title={block.title} />
      {code ? <Html html={code} className="rich-text block-embed" /> : <p className="block-preview-placeholder">{t('block_preview_embed')}</p>}
    </div>
  );
}

/** The preview of each block type, mirroring src/components/blocks (same classes, same CSS). */
export const BLOCK_PREVIEWS: { [T in BlockType]: ComponentType<PreviewProps<T>> } = {
  rich_text: ({ block }) => <Html html={block.html} className="container block-narrow rich-text" />,
  image: ({ block }) => <Figure url={block.url} alt={block.alt} caption={block.caption} className="container block-figure" />,
  carousel: CarouselPreview,
  cta: CtaPreview,
  posts_grid: PostsGridPreview,
  products_grid: ProductsGridPreview,
  events: EventsPreview,
  media_grid: MediaGridPreview,
  tabs: TabsPreview,
  embed: EmbedPreview,
  columns: ColumnsPreview,
};

/** The preview of a block's type for that block. */
export function previewFor<T extends BlockType>(type: T): ComponentType<PreviewProps<T>> {
  return BLOCK_PREVIEWS[type];
}
