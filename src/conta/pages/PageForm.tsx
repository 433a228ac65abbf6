import { useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import type { Block } from '../../lib/blocks/blocks';
import { PAGE_STATUSES } from '../../lib/content-status';
import type { SitePage } from '../../lib/schemas/page';
import { slugify } from '../../lib/slug';
import CheckboxField from '../form/CheckboxField';
import ImageField from '../form/ImageField';
import { lazySchema, useSchema } from '../form/lazy-schema';
import SelectField from '../form/SelectField';
import TextField from '../form/TextField';
import BlocksEditor from './BlocksEditor';
import { firstOf, pageValues, type FormErrors, type PageValues } from './page-values';
import { saveItem } from '../form/save-item';

type TextName = 'title' | 'slug' | 'status' | 'seo_title' | 'seo_description' | 'cover';

const RULES = lazySchema(() => import('../../lib/schemas/page').then((module) => module.pageSchema));

const without = (errors: FormErrors, keep: (key: string) => boolean): FormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => keep(key)));

/**
 * The create or edit form of a page: its fields and the layout editor. It is checked with the API's schema
 * before sending (it can be saved once that schema has loaded); the API's messages (422, 409) then show at their
 * field or block.
 */
export default function PageForm({ page, onSaved }: { page?: SitePage; onSaved: (page: SitePage) => void }) {
  const t = useT();
  const schema = useSchema(RULES);
  const [values, setValues] = useState<PageValues>(() => pageValues(page));
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const [uploads, setUploads] = useState(0);
  const onUploadingChange = (uploading: boolean) => setUploads((n) => Math.max(0, n + (uploading ? 1 : -1)));
  const field = (name: TextName) => ({
    id: `page-${name}`,
    value: values[name],
    error: errors[name] || null,
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => without(current, (key) => key !== name));
    },
    onBlur: () => {},
  });
  const setBlocks = (blocks: Block[], changed: number | null) => {
    setValues((current) => ({ ...current, blocks }));
    const prefix = changed === null ? 'blocks' : `blocks.${changed}`;
    setErrors((current) => without(current, (key) => key !== prefix && !key.startsWith(`${prefix}.`)));
  };
  const slugPreview = values.slug.trim() || slugify(values.title) || '…';
  const statusOptions = PAGE_STATUSES.map((s) => ({ value: s, label: t(`pages_status_${s}`) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving || uploads > 0) return;
    const checked = (schema ?? (await RULES.load())).safeParse(values);
    if (!checked.success) {
      const found: FormErrors = {};
      for (const issue of checked.error.issues) found[issue.path.join('.') || '_'] ??= issue.message;
      setErrors(found);
      toast.error(t('pages_fix_fields'));
      return;
    }
    setSaving(true);
    const result = await saveItem<SitePage>('pages', page?.id, values);
    setSaving(false);
    if (result.ok) {
      toast.success(t(page ? 'pages_updated' : 'pages_created'));
      setValues(pageValues(result.data));
      setErrors({});
      onSaved(result.data);
    } else if (result.error.errors) {
      setErrors(firstOf(result.error.errors));
    }
  }

  return (
    <form className="conta-form page-form" noValidate onSubmit={submit} aria-labelledby="conta-screen-title">
      <fieldset className="conta-panel">
        <legend>{t('pages_section_page')}</legend>
        <TextField label={t('pages_field_title')} required autoComplete="off" {...field('title')} />
        <TextField label={t('pages_field_slug')} autoComplete="off" hint={t('pages_hint_slug', undefined, { slug: slugPreview })} {...field('slug')} />
        <div className="block-editor-row">
          <SelectField label={t('pages_field_status')} options={statusOptions} {...field('status')} />
          <CheckboxField id="page-is_home" label={t('pages_field_is_home')} checked={values.is_home} error={errors.is_home || null}
            onChange={(is_home) => setValues((current) => ({ ...current, is_home }))} />
        </div>
        <p className="field-hint">{t('pages_hint_is_home')}</p>
        <ImageField label={t('pages_field_cover')} onUploadingChange={onUploadingChange} {...field('cover')} />
      </fieldset>
      <fieldset className="conta-panel">
        <legend>{t('pages_section_seo')}</legend>
        <TextField label={t('pages_field_seo_title')} hint={t('pages_hint_seo')} {...field('seo_title')} />
        <TextField label={t('pages_field_seo_description')} multiline {...field('seo_description')} />
      </fieldset>
      <BlocksEditor blocks={values.blocks} errors={errors} onChange={setBlocks} onUploadingChange={onUploadingChange} />
      {errors._ && (
        <p className="notice notice-danger" role="alert">
          {errors._}
        </p>
      )}
      <div className="conta-form-actions">
        <button className="btn btn-primary" type="submit" disabled={saving || uploads > 0 || !schema}>
          {saving ? t('saving') : t(page ? 'pages_save_submit' : 'pages_create_submit')}
        </button>
        {Object.keys(errors).length > 0 && <p className="muted">{t('pages_fix_fields')}</p>}
        {uploads > 0 && <p className="muted">{t('pages_waiting_upload')}</p>}
      </div>
    </form>
  );
}
