import { useState } from 'react';
import { useT } from '../../client/use-t';
import { formatDateTime } from '../../lib/date-time';
import type { ContactMessage } from '../../lib/schemas/contact';
import { Link } from '../router';
import Screen from '../screens/Screen';
import CheckboxField from '../form/CheckboxField';
import ListTable, { ListStatus } from '../list/ListTable';
import { usePageList } from '../list/use-page-list';
import '../admin.css';
import { LIST_PER_PAGE } from '../../lib/list-size';

const PER_PAGE = LIST_PER_PAGE;

/** /conta/contacts: messages newest first; unread ones in bold with a hidden "Não lida" label; unread filter and pages. */
export default function ContactsScreen() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const params = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) });
  if (unreadOnly) params.set('unread', '1');
  const list = usePageList<ContactMessage>(`/api/contacts?${params}`);
  const columns = {
    from: t('contacts_col_from'),
    email: t('contacts_col_email'),
    message: t('contacts_col_message'),
    date: t('contacts_col_date'),
  };

  return (
    <Screen title={t('nav_contacts')}>
      <p className="conta-lead">{t('contacts_intro')}</p>
      <div className="admin-toolbar">
        <CheckboxField
          id="contacts-unread"
          label={t('contacts_unread_only')}
          checked={unreadOnly}
          onChange={(checked) => {
            setUnreadOnly(checked);
            setPage(1);
          }}
        />
      </div>
      <ListStatus failed={list.failed} busy={list.busy} loaded={!!list.page} />
      {list.page && (
        <ListTable
          caption={t('nav_contacts')}
          columns={[{ label: columns.from }, { label: columns.email }, { label: columns.message }, { label: columns.date }]}
          page={list.page}
          busy={list.busy}
          empty={t(unreadOnly ? 'contacts_empty_unread' : 'contacts_empty')}
          onPage={setPage}
        >
          {list.page.data.map((contact) => (
            <tr key={contact.id} className={contact.read_at ? undefined : 'row-unread'}>
              <td data-label={columns.from}>
                <Link className="admin-row-link" href={`/conta/contacts/${contact.id}`}>
                  {!contact.read_at && <span className="visually-hidden">{t('contacts_unread')}: </span>}
                  {contact.name}
                </Link>
              </td>
              <td data-label={columns.email}>{contact.email}</td>
              <td data-label={columns.message}>
                <span className="admin-excerpt">{contact.message}</span>
              </td>
              <td data-label={columns.date} className="cell-nowrap">
                {formatDateTime(contact.created_at)}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </Screen>
  );
}
