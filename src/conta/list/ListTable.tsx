import type { ReactNode } from 'react';
import { useT } from '../../client/use-t';
import type { Page } from '../../lib/schemas/pagination';
import Pagination from './Pagination';
import './data-table.css';

type Props = {
  caption: string;
  /** Column headings; a `hidden` one is read by screen readers only (the actions column). */
  columns: { label: string; hidden?: boolean }[];
  page: Page<unknown>;
  busy: boolean;
  /** Shown in one cell when the page has no rows. */
  empty: string;
  onPage: (page: number) => void;
  /** The rows (`<tr>`s) of the page. */
  children: ReactNode;
};

/** A /conta list table: primary-coloured head and foot, stacking on small screens, an empty row and the pager. */
export default function ListTable({ caption, columns, page, busy, empty, onPage, children }: Props) {
  return (
    <table className={`data-table${busy ? ' data-table-busy' : ''}`} aria-busy={busy}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {page.data.length === 0 ? (
          <tr>
            <td className="data-table-empty" colSpan={columns.length}>
              {empty}
            </td>
          </tr>
        ) : (
          children
        )}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={columns.length}>
            <Pagination page={page.page} perPage={page.per_page} total={page.total} onPage={onPage} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The messages around a list: its load failure, and "loading" before the first page. */
export function ListStatus({ failed, busy, loaded }: { failed: boolean; busy: boolean; loaded: boolean }) {
  const t = useT();
  if (loaded) return null;
  if (failed) return <p className="notice notice-danger">{t('admin_list_failed')}</p>;
  return busy ? <p aria-busy="true">{t('loading')}</p> : null;
}
