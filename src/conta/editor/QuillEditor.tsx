import { useEffect, useMemo, useRef, useState } from 'react';
import ReactQuill, { type Quill } from 'react-quill-new';
// The editor's stylesheets come with it (React hoists them into the head, and the editor waits for them), not with
// the /conta page, which would otherwise carry them for every screen (Astro puts an island's CSS in its page).
import quillCss from 'react-quill-new/dist/quill.snow.css?url';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { IMAGE_ACCEPT } from '../../lib/schemas/upload';
import { uploadImage } from '../../client/upload-image';
import { describedBy } from '../form/FieldMessages';
import { embedSource } from './embed-code';
import { labelToolbar, TOOLBAR } from './quill-toolbar';
import editorCss from './rich-text-editor.css?url';

/** What the field wrapper hands the editor. */
export type QuillEditorProps = {
  id: string;
  labelId: string;
  label: string;
  /** The HTML the editor starts with (later changes of the prop are not applied: the editor owns its text). */
  initialValue: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  hint?: string | null;
  error?: string | null;
};

type Toolbar = { quill: Quill };

// Quill 2's semantic HTML writes every space as &nbsp;, which would stop lines wrapping on the public page.
const cleanHtml = (html: string, quill: Quill): string =>
  quill.getText().trim() === '' && !/<(img|iframe)\b/i.test(html) ? '' : html.replace(/&nbsp;/g, ' ');

/** The Quill editor with the spec's toolbar, image upload, embed code and fullscreen (loaded lazily). */
export default function QuillEditor({ id, labelId, label, initialValue, onChange, onBlur, hint, error }: QuillEditorProps) {
  const t = useT();
  const editor = useRef<ReactQuill>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const live = useRef({ t, setFullscreen, setUploading });
  live.current = { t, setFullscreen, setUploading };

  const modules = useMemo(
    () => ({
      toolbar: {
        container: TOOLBAR,
        handlers: {
          image(this: Toolbar) {
            const quill = this.quill;
            const input = document.createElement('input');
            input.type = 'file';
            input.accept = IMAGE_ACCEPT;
            input.hidden = true;
            document.body.append(input);
            input.addEventListener('change', async () => {
              const file = input.files?.[0];
              input.remove();
              if (!file) return;
              const at = quill.getSelection(true)?.index ?? quill.getLength() - 1;
              live.current.setUploading(true);
              const result = await uploadImage(file);
              live.current.setUploading(false);
              if (!result.ok) return; // uploadImage already showed the spec's toast
              quill.insertEmbed(at, 'image', result.data.average, 'user');
              quill.setSelection(at + 1, 0, 'user');
            });
            input.click();
          },
          embed(this: Toolbar) {
            const code = window.prompt(live.current.t('editor_embed_prompt'));
            if (code === null || code.trim() === '') return;
            const src = embedSource(code);
            if (!src) {
              toast.error(live.current.t('editor_embed_refused'));
              return;
            }
            const at = this.quill.getSelection(true)?.index ?? this.quill.getLength() - 1;
            this.quill.insertEmbed(at, 'video', src, 'user');
            this.quill.setSelection(at + 1, 0, 'user');
          },
          fullscreen() {
            live.current.setFullscreen((on) => !on);
          },
        },
      },
      clipboard: { matchVisual: false },
    }),
    [],
  );

  // Names for the editing area and every toolbar control (Quill draws them without any).
  useEffect(() => {
    const quill = editor.current?.getEditor();
    if (!quill) return;
    const root = quill.root;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    root.id = id;
    const described = describedBy(id, hint, error);
    if (described) root.setAttribute('aria-describedby', described);
    else root.removeAttribute('aria-describedby');
    if (error) root.setAttribute('aria-invalid', 'true');
    else root.removeAttribute('aria-invalid');
    const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement }).container;
    if (toolbar) {
      toolbar.setAttribute('role', 'toolbar');
      toolbar.setAttribute('aria-label', t('editor_toolbar').replace('{field}', label));
      labelToolbar(toolbar, t);
      const button = toolbar.querySelector('button.ql-fullscreen');
      button?.setAttribute('aria-pressed', String(fullscreen));
      button?.setAttribute('aria-label', t(fullscreen ? 'editor_fullscreen_exit' : 'editor_fullscreen'));
    }
  }, [id, labelId, label, hint, error, t, fullscreen]);

  useEffect(() => {
    if (!fullscreen) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    document.addEventListener('keydown', leave, true);
    document.body.classList.add('rte-fullscreen-open');
    return () => {
      document.removeEventListener('keydown', leave, true);
      document.body.classList.remove('rte-fullscreen-open');
    };
  }, [fullscreen]);

  return (
    <div className={`rte${fullscreen ? ' rte-fullscreen' : ''}${error ? ' rte-invalid' : ''}`}>
      <link rel="stylesheet" href={quillCss} precedence="editor" />
      <link rel="stylesheet" href={editorCss} precedence="editor" />
      <ReactQuill
        ref={editor}
        theme="snow"
        defaultValue={initialValue}
        modules={modules}
        onChange={(html, _delta, _source, unprivileged) => {
          const quill = editor.current?.getEditor();
          onChange(quill ? cleanHtml(html, quill) : unprivileged.getText().trim() ? html : '');
        }}
        onBlur={() => onBlur?.()}
      />
      {uploading && (
        <p className="rte-status muted" role="status">
          {t('editor_image_uploading')}
        </p>
      )}
    </div>
  );
}
