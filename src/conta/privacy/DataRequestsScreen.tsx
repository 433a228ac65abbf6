import { useState } from 'react';
import { useT } from '../../client/use-t';
import { formatDateTime } from '../../lib/date-time';
import type { DataRequest } from '../../lib/schemas/privacy';
import SelectField from '../form/SelectField';
import ListTable, { ListStatus } from '../list/ListTable';
import { usePageList } from '../list/use-page-list';
import { Link } from '../router';
import Screen from '../screens/Screen';
import '../admin.css';
import { LIST_PER_PAGE } from '../../lib/list-size';

const PER_PAGE = LIST_PER_PAGE;

/**
 * /conta/solicitacoes ("Solicitações de titulares"), admin and super: the record of the copies and deletions of
 * accounts (LGPD art. 37), whoever asked: the person in /conta, or a manager serving a request that came by e-mail.
 */
export default function DataRequestsScreen() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState('');
  const params = new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) });
  if (kind) params.set('kind', kind);
  const list = usePageList<DataRequest>(`/api/data-requests?${params}`);
  const columns = {
    date: t('requests_col_date'),
    kind: t('requests_col_kind'),
    subject: t('requests_col_subject'),
    actor: t('requests_col_actor'),
  };
  const subject = (request: DataRequest) =>
    request.subject.name === null ? (
      t('requests_subject_deleted', undefined, { id: request.subject.id })
    ) : (
      <>
        <Link className="admin-row-link" href={`/conta/users/${request.subject.id}/edit`}>
          {request.subject.name}
        </Link>
        <span className="item-address">{request.subject.email}</span>
      </>
    );
  const actor = (request: DataRequest) =>
    request.by_admin ? t('requests_by_admin', undefined, { name: request.actor?.name ?? t('requests_admin_gone') }) : t('requests_by_subject');

  return (
    <Screen title={t('nav_data_requests')}>
      <p className="conta-lead">{t('requests_intro')}</p>
      <div className="admin-toolbar">
        <SelectField
          id="requests-kind"
          label={t('requests_filter_kind')}
          value={kind}
          placeholder={t('requests_kind_all')}
          options={[
            { value: 'export', label: t('requests_kind_export') },
            { value: 'delete', label: t('requests_kind_delete') },
          ]}
          onChange={(value) => {
            setKind(value);
            setPage(1);
          }}
        />
      </div>
      <ListStatus failed={list.failed} busy={list.busy} loaded={!!list.page} />
      {list.page && (
        <ListTable
          caption={t('nav_data_requests')}
          columns={Object.values(columns).map((label) => ({ label }))}
          page={list.page}
          busy={list.busy}
          empty={t('requests_empty')}
          onPage={setPage}
        >
          {list.page.data.map((request) => (
            <tr key={request.id}>
              <td data-label={columns.date} className="cell-nowrap">
                {formatDateTime(request.created_at)}
              </td>
              <td data-label={columns.kind}>{t(`requests_kind_${request.kind}`)}</td>
              <td data-label={columns.subject}>{subject(request)}</td>
              <td data-label={columns.actor}>{actor(request)}</td>
            </tr>
          ))}
        </ListTable>
      )}
    </Screen>
  );
}
