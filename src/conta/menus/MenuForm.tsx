import { useMemo, useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import type { Menu } from '../../lib/schemas/menu';
import CheckboxField from '../form/CheckboxField';
import TextField from '../form/TextField';
import { saveItem } from '../form/save-item';
import { Link, navigate } from '../router';
import type { LinkKind } from './menu-values';
import SubmenusEditor from './SubmenusEditor';
import { useMenuForm } from './use-menu-form';

type Props = { initial: Menu | null };

const KINDS: [LinkKind, string][] = [
  ['url', 'menu_kind_url'],
  ['page', 'menu_kind_page'],
  ['none', 'menu_kind_none'],
];

/** The menu form (new or edit): name, where it leads (address, page or only its submenus), enabled, submenus. */
export default function MenuForm({ initial }: Props) {
  const t = useT();
  const messages = useMemo(
    () => ({ urlRequired: t('menu_url_required'), pageRequired: t('menu_page_required'), needsTarget: t('menu_needs_target') }),
    [t],
  );
  const form = useMenuForm(initial, messages);
  const [saving, setSaving] = useState(false);
  const { values } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.data || saving) {
      form.touchAll();
      return;
    }
    setSaving(true);
    const result = await saveItem<Menu>('menus', initial?.id, form.data);
    setSaving(false);
    if (result.ok) {
      toast.success(t(initial ? 'menu_updated' : 'menu_created', undefined, { name: result.data.name }));
      navigate('/conta/menus');
    } else if (result.error.status === 422) {
      form.showServerErrors(result.error.errors);
    }
  }

  const targetLabel = values.kind === 'page' ? t('menu_page_slug') : t('menu_url');
  const targetHint = values.kind === 'page' ? t('hint_menu_page') : t('hint_menu_url');
  return (
    <form className="conta-form" noValidate onSubmit={submit} aria-labelledby="conta-screen-title">
      <fieldset className="conta-panel">
        <legend>{t('menu_details')}</legend>
        <TextField
          id="name"
          label={t('name')}
          required
          value={values.name}
          error={form.errorOf('name')}
          onChange={form.setName}
          onBlur={() => form.touch('name')}
        />
        <fieldset className="field radio-group">
          <legend>{t('menu_link_kind')}</legend>
          {KINDS.map(([kind, label]) => (
            <div className="check-row" key={kind}>
              <input
                id={`kind-${kind}`}
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={() => form.setKind(kind)}
              />
              <label htmlFor={`kind-${kind}`}>{t(label)}</label>
            </div>
          ))}
        </fieldset>
        {values.kind !== 'none' ? (
          <TextField
            id="target"
            label={targetLabel}
            hint={targetHint}
            required
            inputMode={values.kind === 'url' ? 'url' : undefined}
            value={values.target}
            error={form.errorOf('target')}
            onChange={form.setTarget}
            onBlur={() => form.touch('target')}
          />
        ) : (
          form.errorOf('target') && <p className="field-error">{form.errorOf('target')}</p>
        )}
        <CheckboxField id="enabled" label={t('menu_enabled_field')} checked={values.enabled} onChange={form.setEnabled} />
      </fieldset>
      <fieldset className="conta-panel">
        <legend>{t('submenus')}</legend>
        <p className="muted">{t('submenus_intro')}</p>
        <SubmenusEditor
          rows={values.submenus}
          errorOf={form.errorOf}
          onChange={form.updateRow}
          onBlur={form.touch}
          onAdd={form.addRow}
          onRemove={form.removeRow}
          onMove={form.moveRow}
        />
      </fieldset>
      {form.formError && (
        <p className="notice notice-danger" role="alert">
          {form.formError}
        </p>
      )}
      <div className="conta-form-actions">
        <button className="btn btn-primary" type="submit" disabled={!form.valid || saving}>
          {saving ? t('saving') : t('menu_save')}
        </button>
        <Link className="btn btn-secondary" href="/conta/menus">
          {t('cancel')}
        </Link>
        {!form.valid && <p className="muted">{t('fix_fields_to_save')}</p>}
      </div>
    </form>
  );
}
