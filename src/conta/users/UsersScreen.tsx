import { useT } from '../../client/use-t';
import { formatDate } from '../../lib/date-time';
import { ROLE_LABEL_KEYS, ROLES } from '../../lib/roles';
import type { AdminUser } from '../../lib/schemas/users';
import { useConta } from '../conta-context';
import ListTable, { ListStatus } from '../list/ListTable';
import ListToolbar from '../list/ListToolbar';
import { useListQuery } from '../list/use-list-query';
import { usePageList } from '../list/use-page-list';
import { Link } from '../router';
import Screen from '../screens/Screen';
import '../admin.css';
import { LIST_PER_PAGE } from '../../lib/list-size';

const PER_PAGE = LIST_PER_PAGE;

/** /conta/users: accounts newest first, with a search of name or e-mail, a role filter and pages. */
export default function UsersScreen() {
  const t = useT();
  const { user: me } = useConta();
  const list = useListQuery('/conta/users', '/api/users', 'role', ROLES, PER_PAGE);
  const page = usePageList<AdminUser>(list.path);
  const roleOptions = [{ value: '', label: t('users_role_all') }, ...ROLES.map((r) => ({ value: r, label: t(ROLE_LABEL_KEYS[r]) }))];
  const columns = { name: t('users_col_name'), email: t('users_col_email'), role: t('users_col_role'), created: t('users_col_created') };

  return (
    <Screen title={t('nav_users')}>
      <p className="conta-lead">{t('users_intro')}</p>
      <ListToolbar
        id="users"
        searchLabel={t('users_search')}
        typed={list.typed}
        onType={list.setTyped}
        onSearch={list.search}
        filter={{ name: 'role', label: t('users_role_filter'), value: list.query.filter, options: roleOptions, onChange: list.setFilter }}
        newHref="/conta/users/new"
        newLabel={t('users_new')}
      />
      <ListStatus failed={page.failed} busy={page.busy} loaded={!!page.page} />
      {page.page && (
        <ListTable
          caption={t('nav_users')}
          columns={[{ label: columns.name }, { label: columns.email }, { label: columns.role }, { label: columns.created }, { label: t('admin_col_actions'), hidden: true }]}
          page={page.page}
          busy={page.busy}
          empty={t('users_empty')}
          onPage={list.setPage}
        >
          {page.page.data.map((user) => (
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
        </ListTable>
      )}
    </Screen>
  );
}
