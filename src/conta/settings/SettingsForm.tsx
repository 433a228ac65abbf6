import { useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { api } from '../../client/api-client';
import { withLoadingBar } from '../../client/loading-bar';
import type { PublicSettings } from '../../lib/schemas/settings';
import CheckboxField from '../form/CheckboxField';
import ColorField from '../form/ColorField';
import ImageField from '../form/ImageField';
import TextField from '../form/TextField';
import { useConta } from '../conta-context';
import { Link } from '../router';
import FeaturesEditor from './FeaturesEditor';
import FontField from './FontField';
import PrivacyPageField from './PrivacyPageField';
import type { EditedField } from './settings-values';
import { useSettingsForm } from './use-settings-form';

type Props = { initial: PublicSettings; onSaved: (settings: PublicSettings) => void };

// The favicon keeps the uploaded file as sent (a PNG stays a PNG); the others take the resized `average`.
const IMAGE_FIELDS = [
  ['site_cover', 'field_site_cover', 'average'],
  ['site_logo', 'field_site_logo', 'average'],
  ['site_favicon', 'field_site_favicon', 'original'],
] as const;
// Brand names read the same in every language.
const SOCIAL_FIELDS = [
  ['url_facebook', 'Facebook'],
  ['url_instagram', 'Instagram'],
  ['url_twitter', 'Twitter'],
  ['url_youtube', 'YouTube'],
] as const;

/** Every settings field but the languages (edited in /conta/traducoes); saves with PUT /api/settings. */
export default function SettingsForm({ initial, onSaved }: Props) {
  const t = useT();
  // Only an admin changes the features (the API refuses a super's change): a super sees them read only.
  const featuresLocked = useConta().user.role !== 'admin';
  const form = useSettingsForm(initial, t('feature_duplicate'));
  const [saving, setSaving] = useState(false);
  // Uploads in progress: saving waits for them, so the new address is what gets saved.
  const [uploads, setUploads] = useState(0);
  const trackUpload = (started: boolean) => setUploads((count) => Math.max(0, count + (started ? 1 : -1)));

  /** The props of a text field bound to the form. */
  const text = (name: EditedField) => ({
    id: name,
    value: form.values[name],
    error: form.errorOf(name),
    onChange: (value: string) => form.setText(name, value),
    onBlur: () => form.touch(name),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.data || saving || uploads > 0) return;
    setSaving(true);
    // The languages are edited in /conta/traducoes (the settings API refuses them), so they are never sent here.
    const result = await withLoadingBar(() => api<PublicSettings>('PUT', '/api/settings', { body: form.data }));
    setSaving(false);
    if (result.ok) {
      form.reset(result.data);
      onSaved(result.data);
      toast.success(t('settings_updated'));
    } else if (result.error.status === 422) {
      form.showServerErrors(result.error.errors);
    }
  }

  return (
    <form className="conta-form" noValidate onSubmit={submit} aria-labelledby="conta-screen-title">
      <fieldset className="conta-panel">
        <legend>{t('settings_identity')}</legend>
        <TextField label={t('site_title')} required {...text('title')} />
      </fieldset>
      <fieldset className="conta-panel">
        <legend>{t('settings_appearance')}</legend>
        <FontField {...text('font')} />
        <div className="field-grid">
          <ColorField label={t('field_primary_color')} {...text('primary_color')} />
          <ColorField label={t('field_secondary_color')} {...text('secondary_color')} />
        </div>
      </fieldset>
      <fieldset className="conta-panel">
        <legend>{t('settings_images')}</legend>
        {IMAGE_FIELDS.map(([name, label, variant]) => (
          <ImageField
            key={name}
            label={t(label)}
            hint={t('hint_image_upload')}
            variant={variant}
            onUploadingChange={trackUpload}
            {...text(name)}
          />
        ))}
        <CheckboxField
          id="site_footer_logo"
          label={t('field_site_footer_logo')}
          checked={form.values.site_footer_logo}
          error={form.errorOf('site_footer_logo')}
          onChange={form.setFooterLogo}
        />
      </fieldset>
      <fieldset className="conta-panel">
        <legend>{t('settings_contact')}</legend>
        <TextField label={t('field_email')} type="email" autoComplete="email" {...text('email')} />
        <TextField label={t('field_contact')} multiline {...text('contact')} />
        <TextField label={t('field_whatsapp')} hint={t('hint_whatsapp')} inputMode="tel" autoComplete="off" {...text('whatsapp')} />
        <TextField label={t('field_gtag')} hint={t('hint_gtag')} {...text('gtag')} />
      </fieldset>
      <fieldset className="conta-panel">
        <legend>{t('privacy_settings_legend')}</legend>
        <PrivacyPageField {...text('privacy_page')} />
        <TextField
          label={t('privacy_field_contact_retention')}
          hint={t('privacy_hint_contact_retention')}
          inputMode="numeric"
          {...text('contact_retention_months')}
        />
      </fieldset>
      <fieldset className="conta-panel">
        <legend>{t('settings_social')}</legend>
        {SOCIAL_FIELDS.map(([name, label]) => (
          <TextField key={name} label={label} type="url" {...text(name)} />
        ))}
      </fieldset>
      <fieldset className="conta-panel" disabled={featuresLocked}>
        <legend>{t('settings_features')}</legend>
        <p className="muted">{t(featuresLocked ? 'features_admin_only' : 'features_intro')}</p>
        <FeaturesEditor
          rows={form.values.features}
          errorOf={form.errorOf}
          onChange={form.updateRow}
          onBlur={form.touch}
          onAdd={form.addRow}
          onRemove={form.removeRow}
        />
      </fieldset>
      <p className="muted">
        {t('settings_translations_note')} <Link href="/conta/traducoes">{t('nav_translations')}</Link>
      </p>
      {form.formError && (
        <p className="notice notice-danger" role="alert">
          {form.formError}
        </p>
      )}
      <div className="conta-form-actions">
        <button className="btn btn-primary" type="submit" disabled={!form.valid || saving || uploads > 0}>
          {saving ? t('saving') : t('settings_save')}
        </button>
        {!form.valid && <p className="muted">{t('settings_fix_fields')}</p>}
      </div>
    </form>
  );
}
