import { useMemo, useState } from 'react';
import { useT } from '../../client/use-t';
import { MEDIA_STATUSES } from '../../lib/content-status';
import { MEDIA_TYPES, mediaTypeLabel, mediaTypeOfFile } from '../../lib/media-types';
import { PUBLICATION_TYPES, publicationTypeLabel } from '../../lib/publication-types';
import type { Media } from '../../lib/schemas/media';
import { slugify } from '../../lib/slug';
import RichTextEditor from '../editor/RichTextEditor';
import ImageField from '../form/ImageField';
import { lazySchema } from '../form/lazy-schema';
import SelectField from '../form/SelectField';
import TextField from '../form/TextField';
import { useItemSubmit } from '../form/use-item-submit';
import { useZodForm } from '../users/use-zod-form';
import { useMediasEnabled } from './FeatureOffNotice';
import MediaFileField from './MediaFileField';
import type { mediaFormSchema } from './media-form-schema';
import { mediaValues, yearOptions, type MediaFileInfo, type MediaValues } from './media-values';

type Name = keyof MediaValues;

const RULES = lazySchema(() => import('./media-form-schema').then((module) => module.mediaFormSchema));

const fileOf = (media?: Media): MediaFileInfo | null =>
  media?.file_id && media.file_name ? { name: media.file_name, size: media.file_size ?? 0, mime: media.file_mime ?? '' } : null;

/** The create or edit form of a library item. */
export default function MediaForm({ media, onSaved }: { media?: Media; onSaved: (media: Media) => void }) {
  const t = useT();
  const enabled = useMediasEnabled();
  const form = useZodForm<typeof mediaFormSchema, Name>(RULES, mediaValues(media));
  const [file, setFile] = useState<MediaFileInfo | null>(fileOf(media));
  const [uploading, setUploading] = useState(false);
  const [coverUploading, setCoverUploading] = useState(false);
  const field = (name: Name) => ({
    id: `media-${name}`,
    value: form.values[name],
    error: form.errorOf(name),
    onChange: (value: string) => form.set(name, value),
    onBlur: () => form.touch(name),
  });
  const years = useMemo(() => yearOptions(form.values.year), [form.values.year]);
  const slugPreview = form.values.slug.trim() || slugify(form.values.title) || '…';
  const { saving, submit } = useItemSubmit({
    resource: 'medias',
    item: media,
    form,
    toValues: mediaValues,
    blocked: uploading || coverUploading,
    onSaved: (saved: Media) => {
      setFile(fileOf(saved));
      onSaved(saved);
    },
  });
  const busy = saving || uploading || coverUploading;

  return (
    <form className="conta-form media-form" noValidate onSubmit={submit} aria-labelledby="conta-screen-title">
      <fieldset className="conta-panel">
        <TextField label={t('medias_field_title')} required autoComplete="off" {...field('title')} />
        <TextField label={t('medias_field_slug')} autoComplete="off" hint={t('medias_hint_slug').replace('{slug}', slugPreview)} {...field('slug')} />
        <div className="media-form-row">
          <SelectField
            label={t('medias_field_publication_type')}
            placeholder={t('medias_choose')}
            options={PUBLICATION_TYPES.map((code) => ({ value: code, label: t(publicationTypeLabel(code)) }))}
            required
            {...field('publication_type')}
          />
          <SelectField
            label={t('medias_field_media_type')}
            placeholder={t('medias_choose')}
            options={MEDIA_TYPES.map((code) => ({ value: code, label: t(mediaTypeLabel(code)) }))}
            required
            {...field('media_type')}
          />
          <SelectField label={t('medias_field_year')} placeholder={t('medias_year_none')} options={years.map((y) => ({ value: y, label: y }))} {...field('year')} />
        </div>
        <TextField label={t('medias_field_authors')} hint={t('medias_hint_authors')} autoComplete="off" {...field('authors')} />
        <ImageField label={t('medias_field_cover')} onUploadingChange={setCoverUploading} {...field('cover')} />
        <fieldset className="media-source">
          <legend>{t('medias_field_source')}</legend>
          {(['file', 'link'] as const).map((source) => (
            <label key={source} className="media-source-option">
              <input
                type="radio"
                name="media-source"
                value={source}
                checked={form.values.source === source}
                disabled={uploading}
                onChange={() => form.set('source', source)}
              />
              {t(source === 'file' ? 'medias_source_file' : 'medias_source_link')}
            </label>
          ))}
        </fieldset>
        {form.values.source === 'file' ? (
          <MediaFileField
            id="media-file_id"
            label={t('medias_field_file')}
            file={file}
            error={form.errorOf('file_id')}
            onUploadingChange={setUploading}
            onUploaded={(uploaded) => {
              setFile({ name: uploaded.name, size: uploaded.size, mime: uploaded.mime });
              form.set('file_id', uploaded.id);
              const kind = mediaTypeOfFile(uploaded.mime);
              if (kind && form.values.media_type !== kind) form.set('media_type', kind);
            }}
            onRemove={() => {
              setFile(null);
              form.set('file_id', '');
            }}
          />
        ) : (
          <TextField label={t('medias_field_external_url')} type="url" inputMode="url" hint={t('medias_hint_external_url')} {...field('external_url')} />
        )}
        <RichTextEditor label={t('medias_field_description')} {...field('description')} />
        <SelectField
          label={t('medias_field_status')}
          options={MEDIA_STATUSES.map((s) => ({ value: s, label: t(`medias_status_${s}`) }))}
          {...field('status')}
        />
      </fieldset>
      {form.formError && (
        <p className="notice notice-danger" role="alert">
          {form.formError}
        </p>
      )}
      <div className="conta-form-actions">
        <button className="btn btn-primary" type="submit" disabled={!form.valid || busy || !enabled}>
          {saving ? t('saving') : t(media ? 'medias_save_submit' : 'medias_create_submit')}
        </button>
        {!form.valid && <p className="muted">{t('medias_fix_fields')}</p>}
        {(uploading || coverUploading) && <p className="muted">{t('medias_waiting_upload')}</p>}
      </div>
    </form>
  );
}
