import type { ReactNode } from 'react';
import { useT } from '../../client/use-t';

type Props<R extends { key: string }> = {
  rows: R[];
  /** Shown instead of the table when there is no row. */
  empty: string;
  /** The column headers before the actions' one. */
  columns: ReactNode;
  /** The actions' header is read by screen readers only unless shown. */
  actionsShown?: boolean;
  tableClass?: string;
  caption?: ReactNode;
  /** Wraps the table (a scrolling box, say). */
  wrap?: (table: ReactNode) => ReactNode;
  row: (row: R, index: number) => ReactNode;
  /** The error of the whole list, under the table. */
  listError: string | null;
  addLabel: string;
  /** Adds a row and answers it; the input with `focusId(row)` then takes the focus. */
  onAdd: () => R;
  focusId: (row: R) => string;
};

/** An editable list of rows as a table (or its empty message), the list's error and the add button. */
export default function RowList<R extends { key: string }>(props: Props<R>) {
  const t = useT();
  const { rows, empty, columns, actionsShown, tableClass = 'conta-table', caption, wrap = (table) => table, row, listError } = props;
  const add = () => {
    const added = props.onAdd();
    // The new row renders on the next frame; its first input then takes the focus.
    requestAnimationFrame(() => document.getElementById(props.focusId(added))?.focus());
  };
  return (
    <>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        wrap(
          <table className={tableClass}>
            {caption}
            <thead>
              <tr>
                {columns}
                <th scope="col">{actionsShown ? t('actions') : <span className="visually-hidden">{t('actions')}</span>}</th>
              </tr>
            </thead>
            <tbody>{rows.map(row)}</tbody>
          </table>,
        )
      )}
      {listError && <p className="field-error">{listError}</p>}
      <button className="btn btn-outline" type="button" onClick={add}>
        {props.addLabel}
      </button>
    </>
  );
}
