import { useState, type FormEvent } from 'react';
import toast from '../../client/lazy-toast';
import { useT } from '../../client/use-t';
import { ROLE_LABEL_KEYS, ROLES, type Role } from '../../lib/roles';
import type { AdminUser, userCreateSchema, userUpdateSchema } from '../../lib/schemas/users';
import { canAssignRole, userActionBlock } from '../../lib/user-rules';
import { lazySchema } from '../form/lazy-schema';
import TextField from '../form/TextField';
import type { Profile } from '../../stores/session';
import SelectField from '../form/SelectField';
import { useZodForm } from './use-zod-form';
import { saveItem } from '../form/save-item';

const CREATE_RULES = lazySchema(() => import('../../lib/schemas/users').then((module) => module.userCreateSchema));
const UPDATE_RULES = lazySchema(() => import('../../lib/schemas/users').then((module) => module.userUpdateSchema));

type Props = {
  actor: Profile;
  /** The account edited; absent on the create form. */
  user?: AdminUser;
  admins: number;
  onSaved: (user: AdminUser) => void;
};

type Name = 'name' | 'email' | 'role' | 'password';

/** The create (name, e-mail, role, password) or edit (name, e-mail, role) form of an account. */
export default function UserForm({ actor, user, admins, onSaved }: Props) {
  const t = useT();
  // A mounted form stays a create or an edit form (the screen gives each account its own), so its rules do not change.
  const creating = !user;
  const form = useZodForm<typeof userCreateSchema | typeof userUpdateSchema, Name>(
    creating ? CREATE_RULES : UPDATE_RULES,
    { name: user?.name ?? '', email: user?.email ?? '', role: user?.role ?? 'user', password: '' },
  );
  const [saving, setSaving] = useState(false);
  const locked = user ? userActionBlock(actor, user, 'edit', admins) : null;
  const self = user?.id === actor.id;
  const roleHint = self ? t('users_rule_self_role') : actor.role !== 'admin' ? t('users_admin_option_hint') : null;
  const options = ROLES.map((role: Role) => ({
    value: role,
    label: t(ROLE_LABEL_KEYS[role]),
    disabled: !canAssignRole(actor.role, role) && role !== user?.role,
  }));
  const field = (name: Name) => ({
    id: `user-${name}`,
    value: form.values[name],
    error: form.errorOf(name),
    onChange: (value: string) => form.set(name, value),
    onBlur: () => form.touch(name),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.data || saving || locked) return;
    setSaving(true);
    const result = await saveItem<AdminUser>('users', user?.id, form.data);
    setSaving(false);
    if (result.ok) {
      toast.success(t(creating ? 'users_created' : 'users_updated'));
      form.reset({ name: result.data.name, email: result.data.email, role: result.data.role, password: '' });
      onSaved(result.data);
    } else if (result.error.errors) {
      form.showServerErrors(result.error.errors);
    }
  }

  return (
    <form className="conta-form" noValidate onSubmit={submit} aria-labelledby="conta-screen-title">
      {locked && (
        <p className="notice notice-warning" role="status">
          {t(`users_rule_${locked}`)}
        </p>
      )}
      <fieldset className="conta-panel" disabled={!!locked}>
        <TextField label={t('users_field_name')} required autoComplete="off" {...field('name')} />
        <TextField label={t('users_field_email')} type="email" required autoComplete="off" {...field('email')} />
        <SelectField label={t('users_field_role')} options={options} disabled={self} hint={roleHint} {...field('role')} />
        {creating && <TextField type="password" autoComplete="new-password" required label={t('users_field_password')} hint={t('users_hint_password')} {...field('password')} />}
      </fieldset>
      {form.formError && (
        <p className="notice notice-danger" role="alert">
          {form.formError}
        </p>
      )}
      {!locked && (
        <div className="conta-form-actions">
          <button className="btn btn-primary" type="submit" disabled={!form.valid || saving}>
            {saving ? t('saving') : t(creating ? 'users_create_submit' : 'users_save_submit')}
          </button>
          {!form.valid && <p className="muted">{t('users_fix_fields')}</p>}
        </div>
      )}
    </form>
  );
}
