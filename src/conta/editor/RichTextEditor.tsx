import { lazy, Suspense } from 'react';
import { useT } from '../../client/use-t';
import FieldMessages from '../form/FieldMessages';
import LoadFailure from '../lazy/LoadFailure';

// Quill and its stylesheet load only when a form with an editor opens, not with the /conta app.
const QuillEditor = lazy(() => import('./QuillEditor'));

type Props = {
  id: string;
  label: string;
  /** The HTML the editor starts with; the editor owns its text afterwards. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  hint?: string | null;
  error?: string | null;
};

/** A labelled rich-text field (react-quill-new with the spec's toolbar), with its hint and first error below. */
export default function RichTextEditor({ id, label, value, onChange, onBlur, hint, error }: Props) {
  const t = useT();
  const labelId = `${id}-label`;
  const focus = () => (document.getElementById(id) as HTMLElement | null)?.focus();
  return (
    <div className={`field rte-field${error ? ' has-error' : ''}`}>
      <span className="rte-label" id={labelId} onClick={focus}>
        {label}
      </span>
      <LoadFailure fallback={<p className="notice notice-danger">{t('editor_load_failed')}</p>}>
        <Suspense fallback={<p className="rte-loading muted" aria-busy="true">{t('editor_loading')}</p>}>
          <QuillEditor
            id={id}
            labelId={labelId}
            label={label}
            initialValue={value}
            onChange={onChange}
            onBlur={onBlur}
            hint={hint}
            error={error}
          />
        </Suspense>
      </LoadFailure>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
