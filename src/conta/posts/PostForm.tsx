import { useState } from 'react';
import { useT } from '../../client/use-t';
import { POST_STATUSES } from '../../lib/content-status';
import type { Post, postSchema } from '../../lib/schemas/post';
import { slugify } from '../../lib/slug';
import RichTextEditor from '../editor/RichTextEditor';
import FieldMessages, { describedBy } from '../form/FieldMessages';
import ImageField from '../form/ImageField';
import { lazySchema } from '../form/lazy-schema';
import SelectField from '../form/SelectField';
import TextField from '../form/TextField';
import { useItemSubmit } from '../form/use-item-submit';
import { useZodForm } from '../users/use-zod-form';
import { usePostsEnabled } from './FeatureOffNotice';
import { postValues, type PostValues } from './post-values';

type Name = keyof PostValues;

const RULES = lazySchema(() => import('../../lib/schemas/post').then((module) => module.postSchema));

/** The create or edit form of a post: title, slug, excerpt, cover, body (rich text), status and date. */
export default function PostForm({ post, onSaved }: { post?: Post; onSaved: (post: Post) => void }) {
  const t = useT();
  const enabled = usePostsEnabled();
  const form = useZodForm<typeof postSchema, Name>(RULES, postValues(post));
  const [uploading, setUploading] = useState(false);
  const field = (name: Name) => ({
    id: `post-${name}`,
    value: form.values[name],
    error: form.errorOf(name),
    onChange: (value: string) => form.set(name, value),
    onBlur: () => form.touch(name),
  });
  const slugPreview = form.values.slug.trim() || slugify(form.values.title) || '…';
  const statusOptions = POST_STATUSES.map((s) => ({ value: s, label: t(`posts_status_${s}`) }));
  const date = field('published_at');

  const { saving, submit } = useItemSubmit({ resource: 'posts', item: post, form, toValues: postValues, blocked: uploading, onSaved });

  return (
    <form className="conta-form post-form" noValidate onSubmit={submit} aria-labelledby="conta-screen-title">
      <fieldset className="conta-panel">
        <TextField label={t('posts_field_title')} required autoComplete="off" {...field('title')} />
        <TextField
          label={t('posts_field_slug')}
          autoComplete="off"
          hint={t('posts_hint_slug').replace('{slug}', slugPreview)}
          {...field('slug')}
        />
        <TextField label={t('posts_field_excerpt')} multiline hint={t('posts_hint_excerpt')} {...field('excerpt')} />
        <ImageField label={t('posts_field_cover')} onUploadingChange={setUploading} {...field('cover')} />
        <RichTextEditor label={t('posts_field_body')} {...field('body')} />
        <div className="post-form-row">
          <SelectField label={t('posts_field_status')} options={statusOptions} {...field('status')} />
          <div className={`field${date.error ? ' has-error' : ''}`}>
            <label htmlFor={date.id}>{t('posts_field_published_at')}</label>
            <input
              id={date.id}
              name={date.id}
              type="datetime-local"
              value={date.value}
              aria-invalid={date.error ? true : undefined}
              aria-describedby={describedBy(date.id, t('posts_hint_published_at'), date.error)}
              onChange={(event) => date.onChange(event.target.value)}
              onBlur={date.onBlur}
            />
            <FieldMessages id={date.id} hint={t('posts_hint_published_at')} error={date.error} />
          </div>
        </div>
      </fieldset>
      {form.formError && (
        <p className="notice notice-danger" role="alert">
          {form.formError}
        </p>
      )}
      <div className="conta-form-actions">
        <button className="btn btn-primary" type="submit" disabled={!form.valid || saving || uploading || !enabled}>
          {saving ? t('saving') : t(post ? 'posts_save_submit' : 'posts_create_submit')}
        </button>
        {!form.valid && <p className="muted">{t('posts_fix_fields')}</p>}
        {uploading && <p className="muted">{t('posts_waiting_upload')}</p>}
      </div>
    </form>
  );
}
