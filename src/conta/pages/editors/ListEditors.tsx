import type { ReactNode } from 'react';
import { useT } from '../../../client/use-t';
import { MAX_SLIDES, MAX_TABS } from '../../../lib/blocks/block-limits';
import type { BlockOf } from '../../../lib/blocks/blocks';
import RichTextEditor from '../../editor/RichTextEditor';
import ImageField from '../../form/ImageField';
import SelectField from '../../form/SelectField';
import TextField from '../../form/TextField';
import { noBlur, type EditorProps } from './editor-props';

type Slide = BlockOf<'carousel'>['slides'][number];
type Column = BlockOf<'columns'>['columns'][number];

/** One item of a list inside a block: its legend, its fields and a remove button. */
function Item({ legend, removeLabel, canRemove, onRemove, children }: {
  legend: string; removeLabel: string; canRemove: boolean; onRemove: () => void; children: ReactNode;
}) {
  const t = useT();
  return (
    <fieldset className="block-editor-item">
      <legend>{legend}</legend>
      {children}
      <button type="button" className="btn btn-link" disabled={!canRemove} aria-label={removeLabel} onClick={onRemove}>
        {t('blocks_remove')}
      </button>
    </fieldset>
  );
}

const replace = <T,>(list: readonly T[], index: number, item: T) => list.map((current, i) => (i === index ? item : current));
const without = <T,>(list: readonly T[], index: number) => list.filter((_, i) => i !== index);

/** Carousel: up to 10 slides, each an image with title, text and link. */
export function CarouselFields({ block, idPrefix, onChange, errorOf, onUploadingChange }: EditorProps<'carousel'>) {
  const t = useT();
  const set = (index: number, slide: Slide) => onChange({ ...block, slides: replace(block.slides, index, slide) });
  return (
    <>
      {errorOf('slides') && <p className="field-error">{errorOf('slides')}</p>}
      {block.slides.map((slide, index) => {
        const id = `${idPrefix}-slide-${index}`;
        const err = (field: string) => errorOf(`slides.${index}.${field}`);
        return (
          <Item key={index} legend={t('block_slide', undefined, { n: index + 1 })} removeLabel={t('block_slide_remove', undefined, { n: index + 1 })}
            canRemove={block.slides.length > 1} onRemove={() => onChange({ ...block, slides: without(block.slides, index) })}>
            <ImageField id={`${id}-image`} label={t('block_field_url')} value={slide.image} error={err('image')} onBlur={noBlur}
              onChange={(image) => set(index, { ...slide, image })} onUploadingChange={onUploadingChange} variant="original" />
            <div className="block-editor-row">
              <TextField id={`${id}-title`} label={t('block_field_title')} value={slide.title} error={err('title')} onBlur={noBlur}
                onChange={(title) => set(index, { ...slide, title })} />
              <TextField id={`${id}-link`} label={t('block_field_link')} value={slide.link} error={err('link')} onBlur={noBlur}
                onChange={(link) => set(index, { ...slide, link })} />
            </div>
            <TextField id={`${id}-text`} label={t('block_field_text')} value={slide.text} error={err('text')} onBlur={noBlur}
              onChange={(text) => set(index, { ...slide, text })} />
          </Item>
        );
      })}
      <button type="button" className="btn btn-outline" disabled={block.slides.length >= MAX_SLIDES}
        onClick={() => onChange({ ...block, slides: [...block.slides, { image: '', title: '', text: '', link: '' }] })}>
        {t('block_slide_add')}
      </button>
    </>
  );
}

/** Tabs: up to 10, each a title and rich text. */
export function TabsFields({ block, idPrefix, onChange, errorOf }: EditorProps<'tabs'>) {
  const t = useT();
  const set = (index: number, tab: BlockOf<'tabs'>['tabs'][number]) => onChange({ ...block, tabs: replace(block.tabs, index, tab) });
  return (
    <>
      {errorOf('tabs') && <p className="field-error">{errorOf('tabs')}</p>}
      {block.tabs.map((tab, index) => {
        const id = `${idPrefix}-tab-${index}`;
        return (
          // The editor owns its text once mounted: a removal or an addition remounts the tabs with their values.
          <Item key={`${index}-${block.tabs.length}`} legend={t('block_tab', undefined, { n: index + 1 })} removeLabel={t('block_tab_remove', undefined, { n: index + 1 })}
            canRemove={block.tabs.length > 1} onRemove={() => onChange({ ...block, tabs: without(block.tabs, index) })}>
            <TextField id={`${id}-title`} label={t('block_field_title')} required value={tab.title} error={errorOf(`tabs.${index}.title`)}
              onBlur={noBlur} onChange={(title) => set(index, { ...tab, title })} />
            <RichTextEditor id={`${id}-html`} label={t('block_field_html')} value={tab.html} error={errorOf(`tabs.${index}.html`)}
              onChange={(html) => set(index, { ...tab, html })} />
          </Item>
        );
      })}
      <button type="button" className="btn btn-outline" disabled={block.tabs.length >= MAX_TABS}
        onClick={() => onChange({ ...block, tabs: [...block.tabs, { title: '', html: '' }] })}>
        {t('block_tab_add')}
      </button>
    </>
  );
}

const emptyColumn = (kind: Column['kind']): Column =>
  kind === 'text' ? { kind, html: '' } : { kind, url: '', alt: '', caption: '', link: '' };

/** Columns: 2 or 3, each rich text or an image. */
export function ColumnsFields({ block, idPrefix, onChange, errorOf, onUploadingChange }: EditorProps<'columns'>) {
  const t = useT();
  const set = (index: number, column: Column) => onChange({ ...block, columns: replace(block.columns, index, column) });
  const resize = (count: number) =>
    onChange({ ...block, columns: count > block.columns.length ? [...block.columns, emptyColumn('text')] : block.columns.slice(0, count) });
  const kinds = [{ value: 'text', label: t('block_column_text') }, { value: 'image', label: t('block_column_image') }];
  return (
    <>
      <SelectField id={`${idPrefix}-count`} label={t('block_columns_count')} value={String(block.columns.length)}
        options={[{ value: '2', label: '2' }, { value: '3', label: '3' }]} error={errorOf('columns')} onChange={(v) => resize(Number(v))} />
      <div className="block-editor-columns">
        {block.columns.map((column, index) => {
          const id = `${idPrefix}-col-${index}`;
          const err = (field: string) => errorOf(`columns.${index}.${field}`);
          return (
            <fieldset key={`${index}-${column.kind}-${block.columns.length}`} className="block-editor-item">
              <legend>{t('block_column', undefined, { n: index + 1 })}</legend>
              <SelectField id={`${id}-kind`} label={t('block_column_kind', undefined, { n: index + 1 })} value={column.kind} options={kinds}
                error={err('kind')} onChange={(kind) => set(index, emptyColumn(kind === 'image' ? 'image' : 'text'))} />
              {column.kind === 'text' ? (
                <RichTextEditor id={`${id}-html`} label={t('block_field_html')} value={column.html} error={err('html')}
                  onChange={(html) => set(index, { ...column, html })} />
              ) : (
                <>
                  <ImageField id={`${id}-url`} label={t('block_field_url')} value={column.url} error={err('url')} onBlur={noBlur}
                    onChange={(url) => set(index, { ...column, url })} onUploadingChange={onUploadingChange} />
                  <TextField id={`${id}-alt`} label={t('block_field_alt')} required value={column.alt} error={err('alt')} onBlur={noBlur}
                    onChange={(alt) => set(index, { ...column, alt })} />
                  <TextField id={`${id}-caption`} label={t('block_field_caption')} value={column.caption} error={err('caption')} onBlur={noBlur}
                    onChange={(caption) => set(index, { ...column, caption })} />
                  <TextField id={`${id}-link`} label={t('block_field_link')} value={column.link} error={err('link')} onBlur={noBlur}
                    onChange={(link) => set(index, { ...column, link })} />
                </>
              )}
            </fieldset>
          );
        })}
      </div>
    </>
  );
}
