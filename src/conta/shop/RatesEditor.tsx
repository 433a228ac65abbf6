import { useT } from '../../client/use-t';
import RateRowView, { RATE_TEXT_COLUMNS, rateCellId } from './RateRowView';
import type { ShopForm } from './use-shop-form';

/** The rate table: service, states or CEP range, weight band, price and days per row; rows added and removed. */
export default function RatesEditor({ form }: { form: ShopForm }) {
  const t = useT();
  const rows = form.values.rates;
  const add = () => {
    const row = form.addRate();
    // The new row renders on the next frame; its states cell then takes the focus.
    requestAnimationFrame(() => document.getElementById(rateCellId(row, 'states'))?.focus());
  };
  const services = form.values.services.map((s) => ({ value: s.code, label: s.name }));
  const listError = form.errorOf('rates');
  return (
    <fieldset className="conta-panel">
      <legend>{t('shop_rates')}</legend>
      <p className="muted">{t('shop_rates_intro')}</p>
      {rows.length === 0 ? (
        <p className="muted">{t('shop_rates_empty')}</p>
      ) : (
        <div className="shop-rates-scroll">
          <table className="conta-table shop-rates">
            <caption className="visually-hidden">{t('shop_rates_count', undefined, { n: rows.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('shop_rate_service')}</th>
                {RATE_TEXT_COLUMNS.map(([column, label]) => (
                  <th key={column} scope="col">
                    {t(label)}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <RateRowView key={row.key} form={form} row={row} index={index} services={services} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {listError && <p className="field-error">{listError}</p>}
      <button className="btn btn-outline" type="button" onClick={add}>
        {t('shop_rate_add')}
      </button>
    </fieldset>
  );
}
