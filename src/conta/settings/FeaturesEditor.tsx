import { useT } from '../../client/use-t';
import { RemoveRowButton } from '../rows/RowButtons';
import RowList from '../rows/RowList';
import TableCell from '../rows/TableCell';
import { featureKey, type FeatureColumn, type FeatureRow } from './settings-values';

type Props = {
  rows: FeatureRow[];
  errorOf: (key: string) => string | null;
  onChange: (key: string, column: FeatureColumn, value: string | boolean) => void;
  onBlur: (key: string) => void;
  onAdd: () => FeatureRow;
  onRemove: (key: string) => void;
};

const TEXT_COLUMNS = ['name', 'title', 'url'] as const;
const COLUMN_LABELS: Record<FeatureColumn, string> = {
  name: 'feature_name',
  title: 'feature_title',
  url: 'feature_url',
  enabled: 'feature_enabled',
};

/** The features map as a table: name, title, address and enabled of each, with add and remove. */
export default function FeaturesEditor({ rows, errorOf, onChange, onBlur, onAdd, onRemove }: Props) {
  const t = useT();
  const rowName = (row: FeatureRow) =>
    row.key.startsWith('new-') ? t('feature_new', undefined, { n: row.key.slice(4) }) : row.key;
  const cellId = (row: FeatureRow, column: FeatureColumn) => `feature-${row.key}-${column}`;
  const cellLabel = (row: FeatureRow, column: FeatureColumn) =>
    t('feature_field', undefined, { field: t(COLUMN_LABELS[column]), feature: rowName(row) });

  return (
    <div className="features-editor">
      <RowList
        rows={rows}
        empty={t('features_empty')}
        columns={(['name', 'title', 'url', 'enabled'] as const).map((column) => (
          <th key={column} scope="col">
            {t(COLUMN_LABELS[column])}
          </th>
        ))}
        row={(row) => (
          <tr key={row.key}>
            {TEXT_COLUMNS.map((column) => (
              <TableCell
                key={column}
                id={cellId(row, column)}
                column={t(COLUMN_LABELS[column])}
                label={cellLabel(row, column)}
                value={row[column]}
                required
                spellCheck={column === 'title'}
                error={errorOf(featureKey(row.key, column))}
                onChange={(value) => onChange(row.key, column, value)}
                onBlur={() => onBlur(featureKey(row.key, column))}
              />
            ))}
            <td data-label={t('feature_enabled')} className="cell-check">
              <input
                id={cellId(row, 'enabled')}
                type="checkbox"
                checked={row.enabled}
                onChange={(event) => onChange(row.key, 'enabled', event.target.checked)}
              />
              <label className="visually-hidden" htmlFor={cellId(row, 'enabled')}>
                {cellLabel(row, 'enabled')}
              </label>
            </td>
            <td className="cell-action">
              <RemoveRowButton label={t('feature_remove', undefined, { feature: rowName(row) })} onRemove={() => onRemove(row.key)} />
            </td>
          </tr>
        )}
        listError={errorOf('features')}
        addLabel={t('feature_add')}
        onAdd={onAdd}
        focusId={(row) => cellId(row, 'name')}
      />
    </div>
  );
}
