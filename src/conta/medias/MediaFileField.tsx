import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { formatFileSize, MEDIA_FILE_ACCEPT } from '../../lib/media-types';
import type { MediaFile } from '../../lib/schemas/media';
import FieldMessages, { describedBy } from '../form/FieldMessages';
import { uploadInChunks } from './chunked-upload';
import type { MediaFileInfo } from './media-values';

type Props = {
  id: string;
  label: string;
  /** The file the item has (or was just sent), null for none. */
  file: MediaFileInfo | null;
  onUploaded: (file: MediaFile) => void;
  onRemove: () => void;
  error?: string | null;
  /** Told when an upload starts and ends (the form waits before saving). */
  onUploadingChange?: (uploading: boolean) => void;
};

/** A library file: choose, chunked upload with a progress bar and cancel, the file's name and size, remove. */
export default function MediaFileField({ id, label, file, onUploaded, onRemove, error, onUploadingChange }: Props) {
  const t = useT();
  const statusId = useId();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  const shownError = failed ?? error ?? null;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    input.value = '';
    if (!chosen) return;
    setFailed(null);
    controller.current = new AbortController();
    setProgress({ name: chosen.name, percent: 0 });
    onUploadingChange?.(true);
    const result = await uploadInChunks(chosen, {
      signal: controller.current.signal,
      onProgress: (percent) => setProgress({ name: chosen.name, percent }),
    });
    controller.current = null;
    setProgress(null);
    onUploadingChange?.(false);
    if (result.ok) {
      onUploaded(result.data);
      toast.success(t('medias_file_uploaded'));
    } else if (result.canceled) {
      toast(t('medias_file_canceled'));
    } else {
      setFailed(result.error.message);
      toast.error(t('medias_file_failed', undefined, { message: result.error.message }));
    }
  }

  return (
    <div className={`field media-file-field${shownError ? ' has-error' : ''}`}>
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <p className="media-file-current" id={id}>
        {file ? `${file.name} (${formatFileSize(file.size)})` : t('medias_file_none')}
      </p>
      <div className="media-file-actions">
        <label className={`btn${progress ? ' is-disabled' : ''}`}>
          <input
            className="visually-hidden"
            type="file"
            accept={MEDIA_FILE_ACCEPT}
            disabled={!!progress}
            aria-label={t('medias_file_choose')}
            aria-describedby={describedBy(id, t('medias_file_hint'), shownError)}
            onChange={choose}
          />
          {t('medias_file_choose')}
        </label>
        {progress ? (
          <button type="button" className="btn btn-link" onClick={() => controller.current?.abort()}>
            {t('medias_file_cancel')}
          </button>
        ) : (
          file && (
            <button type="button" className="btn btn-link" onClick={onRemove}>
              {t('medias_file_remove')}
            </button>
          )
        )}
      </div>
      {progress && (
        <p className="media-file-status" id={statusId} role="status">
          <progress max={100} value={progress.percent} aria-labelledby={statusId} />
          <span>{t('medias_file_uploading', undefined, { name: progress.name, percent: progress.percent })}</span>
        </p>
      )}
      <FieldMessages id={id} hint={t('medias_file_hint')} error={shownError} />
    </div>
  );
}
