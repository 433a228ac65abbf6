import { useState } from 'react';
import { useT } from '../../client/use-t';
import { EVENT_STATUSES } from '../../lib/content-status';
import type { AgendaEvent } from '../../lib/schemas/event';
import { slugify } from '../../lib/slug';
import RichTextEditor from '../editor/RichTextEditor';
import ImageField from '../form/ImageField';
import { lazySchema } from '../form/lazy-schema';
import SelectField from '../form/SelectField';
import TextField from '../form/TextField';
import { useItemSubmit } from '../form/use-item-submit';
import { useZodForm } from '../users/use-zod-form';
import EventDates from './EventDates';
import { useEventsEnabled } from './EventsOffNotice';
import type { eventFormSchema } from './event-form-schema';
import { eventValues, type EventValues } from './event-values';

type Name = keyof EventValues;
const DATE_FIELDS: Partial<Record<Name, Name>> = {
  start_date: 'starts_at',
  start_time: 'starts_at',
  end_date: 'ends_at',
  end_time: 'ends_at',
  all_day: 'starts_at',
};

const RULES = lazySchema(() => import('./event-form-schema').then((module) => module.eventFormSchema));

/** The create or edit form of an event: title, slug, dates (São Paulo), place, address, description, cover, link, status. */
export default function EventForm({ event, onSaved }: { event?: AgendaEvent; onSaved: (event: AgendaEvent) => void }) {
  const t = useT();
  const enabled = useEventsEnabled();
  const form = useZodForm<typeof eventFormSchema, Name>(RULES, eventValues(event));
  const [uploading, setUploading] = useState(false);
  const set = (name: Name, value: string) => {
    form.set(name, value);
    // The dates' messages belong to starts_at and ends_at: changing a date shows them and clears the server's.
    const group = DATE_FIELDS[name];
    if (group) form.set(group, '');
    if (name === 'all_day') form.set('ends_at', '');
  };
  const field = (name: Name) => ({
    id: `event-${name}`,
    value: form.values[name],
    error: form.errorOf(name),
    onChange: (value: string) => set(name, value),
    onBlur: () => form.touch(name),
  });
  const slugPreview = form.values.slug.trim() || slugify(form.values.title) || '…';
  const statusOptions = EVENT_STATUSES.map((s) => ({ value: s, label: t(`events_status_${s}`) }));

  const { saving, submit } = useItemSubmit({ resource: 'events', item: event, form, toValues: eventValues, blocked: uploading, onSaved });

  return (
    <form className="conta-form event-form" noValidate onSubmit={submit} aria-labelledby="conta-screen-title">
      <fieldset className="conta-panel">
        <TextField label={t('events_field_title')} required autoComplete="off" {...field('title')} />
        <TextField label={t('events_field_slug')} autoComplete="off" hint={t('events_hint_slug').replace('{slug}', slugPreview)} {...field('slug')} />
        <EventDates values={form.values} onChange={set} errorOf={form.errorOf} />
        <TextField label={t('events_field_place')} autoComplete="off" {...field('place')} />
        <TextField label={t('events_field_address')} autoComplete="off" hint={t('events_hint_address')} {...field('address')} />
        <ImageField label={t('events_field_cover')} onUploadingChange={setUploading} {...field('cover')} />
        <RichTextEditor label={t('events_field_description')} {...field('description')} />
        <TextField label={t('events_field_registration_url')} type="url" inputMode="url" hint={t('events_hint_registration_url')} {...field('registration_url')} />
        <SelectField label={t('events_field_status')} options={statusOptions} {...field('status')} />
      </fieldset>
      {form.formError && (
        <p className="notice notice-danger" role="alert">
          {form.formError}
        </p>
      )}
      <div className="conta-form-actions">
        <button className="btn btn-primary" type="submit" disabled={!form.valid || saving || uploading || !enabled}>
          {saving ? t('saving') : t(event ? 'events_save_submit' : 'events_create_submit')}
        </button>
        {!form.valid && <p className="muted">{t('events_fix_fields')}</p>}
        {uploading && <p className="muted">{t('events_waiting_upload')}</p>}
      </div>
    </form>
  );
}
