import { useT } from '../../../client/use-t';
import RichTextEditor from '../../editor/RichTextEditor';
import ImageField from '../../form/ImageField';
import TextField from '../../form/TextField';
import { noBlur, toCount, type EditorProps } from './editor-props';

/** Rich text. */
export function RichTextFields({ block, idPrefix, onChange, errorOf }: EditorProps<'rich_text'>) {
  const t = useT();
  return (
    <RichTextEditor id={`${idPrefix}-html`} label={t('block_field_html')} value={block.html} error={errorOf('html')}
      onChange={(html) => onChange({ ...block, html })} />
  );
}

/** Image: address (upload), alternative text, caption and link. */
export function ImageFields({ block, idPrefix, onChange, errorOf, onUploadingChange }: EditorProps<'image'>) {
  const t = useT();
  return (
    <>
      <ImageField id={`${idPrefix}-url`} label={t('block_field_url')} value={block.url} error={errorOf('url')}
        onChange={(url) => onChange({ ...block, url })} onBlur={noBlur} onUploadingChange={onUploadingChange} />
      <TextField id={`${idPrefix}-alt`} label={t('block_field_alt')} required hint={t('block_hint_alt')} value={block.alt}
        error={errorOf('alt')} onChange={(alt) => onChange({ ...block, alt })} onBlur={noBlur} />
      <TextField id={`${idPrefix}-caption`} label={t('block_field_caption')} value={block.caption} error={errorOf('caption')}
        onChange={(caption) => onChange({ ...block, caption })} onBlur={noBlur} />
      <TextField id={`${idPrefix}-link`} label={t('block_field_link')} hint={t('block_hint_link')} value={block.link}
        error={errorOf('link')} onChange={(link) => onChange({ ...block, link })} onBlur={noBlur} />
    </>
  );
}

/** Call to action: title, text, button text and link, background image. */
export function CtaFields({ block, idPrefix, onChange, errorOf, onUploadingChange }: EditorProps<'cta'>) {
  const t = useT();
  return (
    <>
      <TextField id={`${idPrefix}-title`} label={t('block_field_title')} required value={block.title} error={errorOf('title')}
        onChange={(title) => onChange({ ...block, title })} onBlur={noBlur} />
      <TextField id={`${idPrefix}-text`} label={t('block_field_text')} multiline value={block.text} error={errorOf('text')}
        onChange={(text) => onChange({ ...block, text })} onBlur={noBlur} />
      <div className="block-editor-row">
        <TextField id={`${idPrefix}-button`} label={t('block_field_button_label')} required value={block.button_label}
          error={errorOf('button_label')} onChange={(button_label) => onChange({ ...block, button_label })} onBlur={noBlur} />
        <TextField id={`${idPrefix}-link`} label={t('block_field_button_link')} required hint={t('block_hint_link')} value={block.link}
          error={errorOf('link')} onChange={(link) => onChange({ ...block, link })} onBlur={noBlur} />
      </div>
      <ImageField id={`${idPrefix}-background`} label={t('block_field_background')} value={block.background}
        error={errorOf('background')} onChange={(background) => onChange({ ...block, background })} onBlur={noBlur}
        onUploadingChange={onUploadingChange} />
    </>
  );
}

/** A title and how many items (upcoming events, media grid). */
function CountFields({ idPrefix, title, count, errorOf, onTitle, onCount }: {
  idPrefix: string; title: string; count: number; errorOf: (path: string) => string | null;
  onTitle: (title: string) => void; onCount: (count: number) => void;
}) {
  const t = useT();
  return (
    <div className="block-editor-row">
      <TextField id={`${idPrefix}-title`} label={t('block_field_title')} value={title} error={errorOf('title')} onChange={onTitle} onBlur={noBlur} />
      <TextField id={`${idPrefix}-count`} label={t('block_field_count')} inputMode="numeric" value={count ? String(count) : ''}
        error={errorOf('count')} onChange={(text) => onCount(toCount(text))} onBlur={noBlur} />
    </div>
  );
}

/** Upcoming events: title and how many. */
export function EventsFields({ block, idPrefix, onChange, errorOf }: EditorProps<'events'>) {
  return <CountFields idPrefix={idPrefix} title={block.title} count={block.count} errorOf={errorOf}
    onTitle={(title) => onChange({ ...block, title })} onCount={(count) => onChange({ ...block, count })} />;
}

/** Media grid: title and how many. */
export function MediaGridFields({ block, idPrefix, onChange, errorOf }: EditorProps<'media_grid'>) {
  return <CountFields idPrefix={idPrefix} title={block.title} count={block.count} errorOf={errorOf}
    onTitle={(title) => onChange({ ...block, title })} onCount={(count) => onChange({ ...block, count })} />;
}

/** Embed: title (names the frame) and the pasted code. */
export function EmbedFields({ block, idPrefix, onChange, errorOf }: EditorProps<'embed'>) {
  const t = useT();
  return (
    <>
      <TextField id={`${idPrefix}-title`} label={t('block_field_title')} value={block.title} error={errorOf('title')}
        onChange={(title) => onChange({ ...block, title })} onBlur={noBlur} />
      <TextField id={`${idPrefix}-code`} label={t('block_field_code')} multiline required hint={t('block_hint_code')} value={block.code}
        error={errorOf('code')} onChange={(code) => onChange({ ...block, code })} onBlur={noBlur} />
    </>
  );
}
