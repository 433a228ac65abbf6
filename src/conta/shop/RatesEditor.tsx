import { useT } from '../../client/use-t';
import RowList from '../rows/RowList';
import RateRowView, { RATE_TEXT_COLUMNS, rateCellId } from './RateRowView';
import type { ShopForm } from './use-shop-form';

/** The rate table: service, states or CEP range, weight band, price and days per row; rows added and removed. */
export default function RatesEditor({ form }: { form: ShopForm }) {
  const t = useT();
  const rows = form.values.rates;
  const services = form.values.services.map((s) => ({ value: s.code, label: s.name }));
  return (
    <fieldset className="conta-panel">
      <legend>{t('shop_rates')}</legend>
      <p className="muted">{t('shop_rates_intro')}</p>
      <RowList
        rows={rows}
        empty={t('shop_rates_empty')}
        tableClass="conta-table shop-rates"
        caption={<caption className="visually-hidden">{t('shop_rates_count', undefined, { n: rows.length })}</caption>}
        wrap={(table) => <div className="shop-rates-scroll">{table}</div>}
        columns={
          <>
            <th scope="col">{t('shop_rate_service')}</th>
            {RATE_TEXT_COLUMNS.map(([column, label]) => (
              <th key={column} scope="col">
                {t(label)}
              </th>
            ))}
          </>
        }
        row={(row, index) => <RateRowView key={row.key} form={form} row={row} index={index} services={services} />}
        listError={form.errorOf('rates')}
        addLabel={t('shop_rate_add')}
        onAdd={form.addRate}
        focusId={(row) => rateCellId(row, 'states')}
      />
    </fieldset>
  );
}
