import { useEffect, useId, useState, type ChangeEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { isImageSource } from '../../lib/safe-url';
import { IMAGE_ACCEPT, type ImageVariant } from '../../lib/schemas/upload';
import { uploadImage } from '../../client/upload-image';
import '../uploads/image-field.css';
import FieldMessages, { describedBy } from './FieldMessages';

type Props = {
  id: string;
  label: string;
  /** The image address (editable as text). */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | null;
  hint?: string;
  /** Which URL of the upload answer the field takes (`average` unless told). */
  variant?: ImageVariant;
  /** Told when an upload starts and ends (a form may wait before saving). */
  onUploadingChange?: (uploading: boolean) => void;
};


/** An image: preview, "Enviar imagem" upload with progress, remove, and the address still editable as text. */
export default function ImageField(props: Props) {
  const { id, label, value, onChange, onBlur, error, hint, variant = 'average', onUploadingChange } = props;
  const t = useT();
  const statusId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [value]);
  const uploading = progress !== null;
  const preview = value.trim();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setProgress(0);
    onUploadingChange?.(true);
    const result = await uploadImage(file, { onProgress: setProgress });
    input.value = '';
    setProgress(null);
    onUploadingChange?.(false);
    if (result.ok) {
      onChange(result.data[variant]);
      toast.success(t('image_uploaded'));
    }
  }

  return (
    <div className={`field image-field${error ? ' has-error' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="image-field-body">
        <div className="image-field-preview">
          {preview && isImageSource(preview) && !broken ? (
            <img src={preview} alt={t('image_preview_alt', undefined, { field: label })} onError={() => setBroken(true)} />
          ) : (
            <span className="muted">{preview ? t('image_preview_failed') : t('image_none')}</span>
          )}
        </div>
        <div className="image-field-controls">
          <input
            id={id}
            name={id}
            type="text"
            inputMode="url"
            value={value}
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, hint, error)}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          <div className="image-field-actions">
            <label className={`btn image-field-upload${uploading ? ' is-disabled' : ''}`}>
              <input
                className="visually-hidden"
                type="file"
                accept={IMAGE_ACCEPT}
                disabled={uploading}
                aria-label={t('image_upload_for', undefined, { field: label })}
                aria-describedby={uploading ? statusId : undefined}
                onChange={choose}
              />
              {t('image_upload')}
            </label>
            <button
              type="button"
              className="btn btn-link"
              disabled={!value || uploading}
              aria-label={t('image_remove_for', undefined, { field: label })}
              onClick={() => {
                onChange('');
                onBlur();
              }}
            >
              {t('remove')}
            </button>
          </div>
          {uploading && (
            <p className="image-field-status" id={statusId} role="status">
              <progress max={100} value={progress} aria-hidden="true" />
              {t('image_uploading', undefined, { percent: progress })}
            </p>
          )}
        </div>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
