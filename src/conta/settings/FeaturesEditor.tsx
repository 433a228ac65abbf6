import { useT } from '../../client/use-t';
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
  const add = () => {
    const row = onAdd();
    // The new row renders on the next frame; its name input then takes the focus.
    requestAnimationFrame(() => document.getElementById(cellId(row, 'name'))?.focus());
  };
  const listError = errorOf('features');

  return (
    <div className="features-editor">
      {rows.length === 0 ? (
        <p className="muted">{t('features_empty')}</p>
      ) : (
        <table className="conta-table">
          <thead>
            <tr>
              {(['name', 'title', 'url', 'enabled'] as const).map((column) => (
                <th key={column} scope="col">
                  {t(COLUMN_LABELS[column])}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {TEXT_COLUMNS.map((column) => {
                  const id = cellId(row, column);
                  const error = errorOf(featureKey(row.key, column));
                  return (
                    <td key={column} data-label={t(COLUMN_LABELS[column])} className={error ? 'has-error' : undefined}>
                      <label className="visually-hidden" htmlFor={id}>
                        {cellLabel(row, column)}
                      </label>
                      <input
                        id={id}
                        type="text"
                        value={row[column]}
                        required
                        spellCheck={column === 'title'}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={(event) => onChange(row.key, column, event.target.value)}
                        onBlur={() => onBlur(featureKey(row.key, column))}
                      />
                      {error && (
                        <p className="field-error" id={`${id}-error`}>
                          {error}
                        </p>
                      )}
                    </td>
                  );
                })}
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
                  <button
                    className="btn btn-link"
                    type="button"
                    aria-label={t('feature_remove', undefined, { feature: rowName(row) })}
                    // Keeping the focus where it is avoids a blur that shows an error and moves the button mid-click.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => onRemove(row.key)}
                  >
                    {t('remove')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {listError && <p className="field-error">{listError}</p>}
      <button className="btn btn-outline" type="button" onClick={add}>
        {t('feature_add')}
      </button>
    </div>
  );
}
