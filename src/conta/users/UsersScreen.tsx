import { useEffect, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { formatDate } from '../../lib/date-time';
import { ROLE_LABEL_KEYS, ROLES } from '../../lib/roles';
import type { AdminUser } from '../../lib/schemas/users';
import { useConta } from '../conta-context';
import { Link } from '../router';
import Screen from '../screens/Screen';
import Pagination from './Pagination';
import SelectField from '../form/SelectField';
import { usePageList } from './use-page-list';
import './admin.css';
import './data-table.css';

const PER_PAGE = 20;

type Query = { q: string; role: string; page: number };

/** The search, role and page kept in the address (so "back" from an account returns to the same list). */
function queryFromAddress(): Query {
  const params = new URLSearchParams(location.search);
  const role = params.get('role') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    role: (ROLES as readonly string[]).includes(role) ? role : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** /conta/users: accounts newest first, with a search of name or e-mail, a role filter and pages. */
export default function UsersScreen() {
  const t = useT();
  const { user: me } = useConta();
  const [query, setQuery] = useState<Query>(queryFromAddress);
  const [typed, setTyped] = useState(query.q);
  const shown = new URLSearchParams();
  if (query.q) shown.set('q', query.q);
  if (query.role) shown.set('role', query.role);
  if (query.page > 1) shown.set('page', String(query.page));
  const address = `/conta/users${shown.size ? `?${shown}` : ''}`;
  useEffect(() => {
    if (location.pathname + location.search !== address) history.replaceState({ conta: true }, '', address);
  }, [address]);
  const list = usePageList<AdminUser>(`/api/users?${shown}${shown.size ? '&' : ''}per_page=${PER_PAGE}`);
  const roleOptions = [{ value: '', label: t('users_role_all') }, ...ROLES.map((r) => ({ value: r, label: t(ROLE_LABEL_KEYS[r]) }))];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery((current) => ({ ...current, q: typed.trim(), page: 1 }));
  };
  const columns = { name: t('users_col_name'), email: t('users_col_email'), role: t('users_col_role'), created: t('users_col_created') };

  return (
    <Screen title={t('nav_users')}>
      <p className="conta-lead">{t('users_intro')}</p>
      <form className="admin-toolbar" role="search" onSubmit={search}>
        <div className="field">
          <label htmlFor="users-q">{t('users_search')}</label>
          <input id="users-q" type="search" value={typed} maxLength={100} onChange={(e) => setTyped(e.target.value)} />
        </div>
        <button className="btn btn-primary" type="submit">
          {t('users_search_button')}
        </button>
        <SelectField
          id="users-role"
          label={t('users_role_filter')}
          value={query.role}
          options={roleOptions}
          onChange={(role) => setQuery((current) => ({ ...current, role, page: 1 }))}
        />
        <Link className="btn btn-secondary admin-toolbar-end" href="/conta/users/new">
          {t('users_new')}
        </Link>
      </form>
      {list.failed && !list.page && <p className="notice notice-danger">{t('admin_list_failed')}</p>}
      {list.page && (
        <table className={`data-table${list.busy ? ' data-table-busy' : ''}`} aria-busy={list.busy}>
          <caption className="visually-hidden">{t('nav_users')}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.name}</th>
              <th scope="col">{columns.email}</th>
              <th scope="col">{columns.role}</th>
              <th scope="col">{columns.created}</th>
              <th scope="col">
                <span className="visually-hidden">{t('admin_col_actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.page.data.length === 0 && (
              <tr>
                <td className="data-table-empty" colSpan={5}>
                  {t('users_empty')}
                </td>
              </tr>
            )}
            {list.page.data.map((user) => (
              <tr key={user.id}>
                <td data-label={columns.name}>
                  {user.name}
                  {user.id === me.id && <span className="admin-you">{t('users_you')}</span>}
                </td>
                <td data-label={columns.email}>{user.email}</td>
                <td data-label={columns.role}>{t(ROLE_LABEL_KEYS[user.role])}</td>
                <td data-label={columns.created} className="cell-nowrap">
                  {formatDate(user.created_at)}
                </td>
                <td className="cell-actions">
                  <Link href={`/conta/users/${user.id}/edit`} aria-label={t('users_edit_link_label', undefined, { name: user.name })}>
                    {t('users_edit_link')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={5}>
                <Pagination
                  page={list.page.page}
                  perPage={list.page.per_page}
                  total={list.page.total}
                  onPage={(page) => setQuery((current) => ({ ...current, page }))}
                />
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {!list.page && list.busy && <p aria-busy="true">{t('loading')}</p>}
    </Screen>
  );
}
