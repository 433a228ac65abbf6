import type { DataRequest, DataRequestKind, DataRequestsQuery } from '../../lib/schemas/privacy';
import type { Page } from '../../lib/schemas/pagination';
import type { Db, Sql } from '../db/client';
import { countRows, pageOf, pageWindow } from '../db/paging';
import { together } from '../db/together';

/** Who made a request: the person (actor = subject) or an admin serving one that came by e-mail. */
export type RequestActor = { id: string; byAdmin: boolean };

/** Records a request (LGPD art. 37): in the statement's transaction, so a deletion rolled back leaves no entry. */
export function recordRequest(db: Db, kind: DataRequestKind, subjectId: string, actor: RequestActor) {
  return db`
    insert into data_requests (kind, subject_id, actor_id, by_admin)
    values (${kind}, ${subjectId}, ${actor.id}, ${actor.byAdmin})`;
}

type RequestRow = {
  id: string;
  kind: DataRequestKind;
  subject_id: string;
  subject_name: string | null;
  subject_email: string | null;
  actor_id: string | null;
  actor_name: string | null;
  by_admin: boolean;
  created_at: Date;
};

const toRequest = (row: RequestRow): DataRequest => ({
  id: row.id,
  kind: row.kind,
  subject: { id: row.subject_id, name: row.subject_name, email: row.subject_email },
  actor: row.actor_id ? { id: row.actor_id, name: row.actor_name ?? '' } : null,
  by_admin: row.by_admin,
  created_at: row.created_at.toISOString(),
});

/** One page of the record, newest first; the subject's name and e-mail while the account exists (one round trip). */
export async function listRequests(sql: Sql, query: DataRequestsQuery): Promise<Page<DataRequest>> {
  const where = sql`where (${query.kind}::text is null or r.kind = ${query.kind})`;
  const [total, rows] = await together(
    countRows(sql, sql`data_requests r ${where}`),
    sql<RequestRow[]>`
      select r.id::text as id, r.kind, r.subject_id::text as subject_id, s.name as subject_name, s.email as subject_email,
        r.actor_id::text as actor_id, a.name as actor_name, r.by_admin, r.created_at
      from data_requests r left join users s on s.id = r.subject_id left join users a on a.id = r.actor_id
      ${where} order by r.created_at desc, r.id desc ${pageWindow(sql, query)}`,
  );
  return pageOf(rows.map(toRequest), total, query);
}
