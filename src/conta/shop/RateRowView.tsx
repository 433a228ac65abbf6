import { useT } from '../../client/use-t';
import { maskCep } from '../../lib/br-documents';
import type { RateColumn, RateRow } from './shop-values';
import { RemoveRowButton } from '../rows/RowButtons';
import TableCell from '../rows/TableCell';
import type { ShopForm } from './use-shop-form';

/** The text columns of the rate table: column, label key, keyboard. */
export const RATE_TEXT_COLUMNS: [RateColumn, string, 'numeric' | 'decimal' | 'text'][] = [
  ['states', 'shop_rate_states', 'text'],
  ['cep_start', 'shop_rate_cep_start', 'numeric'],
  ['cep_end', 'shop_rate_cep_end', 'numeric'],
  ['max_weight_g', 'shop_rate_max_weight', 'numeric'],
  ['price', 'shop_rate_price', 'decimal'],
  ['days', 'shop_rate_days', 'numeric'],
];

/** The id of a cell of the rate table. */
export const rateCellId = (row: RateRow, column: RateColumn) => `rate-${row.key}-${column}`;

type Props = { form: ShopForm; row: RateRow; index: number; services: { value: string; label: string }[] };

/** One row of the rate table: the service select, the text cells (CEPs masked) and the remove button. */
export default function RateRowView({ form, row, index, services }: Props) {
  const t = useT();
  const name = (label: string) => t('shop_rate_field', undefined, { field: t(label), n: index + 1 });
  const error = (column: RateColumn) => form.errorOf(`rates.${row.key}.${column}`);
  return (
    <tr>
      <td data-label={t('shop_rate_service')} className={error('service') ? 'has-error' : undefined}>
        <label className="visually-hidden" htmlFor={rateCellId(row, 'service')}>
          {name('shop_rate_service')}
        </label>
        <select id={rateCellId(row, 'service')} value={row.service} onChange={(event) => form.setRate(row.key, 'service', event.target.value)}>
          {services.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </td>
      {RATE_TEXT_COLUMNS.map(([column, label, inputMode]) => (
        <TableCell
          key={column}
          id={rateCellId(row, column)}
          column={t(label)}
          label={name(label)}
          value={row[column]}
          inputMode={inputMode}
          error={error(column)}
          onChange={(value) => form.setRate(row.key, column, column.startsWith('cep_') ? maskCep(value) : value)}
          onBlur={() => form.touch(`rates.${row.key}.${column}`)}
        />
      ))}
      <td className="cell-action">
        <RemoveRowButton label={t('shop_rate_remove', undefined, { n: index + 1 })} onRemove={() => form.removeRate(row.key)} />
      </td>
    </tr>
  );
}
