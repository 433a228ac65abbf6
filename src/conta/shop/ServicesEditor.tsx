import { useT } from '../../client/use-t';
import { serviceByCode } from '../../lib/shop/services';
import TableCell from '../rows/TableCell';
import type { ShopForm } from './use-shop-form';

/** The five Correios services: whether each is offered, its display name and its code in the contract. */
export default function ServicesEditor({ form }: { form: ShopForm }) {
  const t = useT();
  return (
    <fieldset className="conta-panel">
      <legend>{t('shop_services')}</legend>
      <p className="muted">{t('shop_services_intro')}</p>
      <table className="conta-table">
        <thead>
          <tr>
            <th scope="col">{t('shop_service_offer')}</th>
            <th scope="col">{t('shop_service_col')}</th>
            <th scope="col">{t('shop_service_name')}</th>
            <th scope="col">{t('shop_service_contract_code')}</th>
          </tr>
        </thead>
        <tbody>
          {form.values.services.map((service) => {
            const reference = serviceByCode(service.code);
            const title = `${reference?.name ?? service.code} (${service.code})`;
            const label = (key: string) => t('shop_service_field', undefined, { field: t(key), service: title });
            const id = (column: string) => `service-${service.code}-${column}`;
            const bind = (column: 'name' | 'contract_code') => ({
              id: id(column),
              value: service[column],
              error: form.errorOf(`services.${service.code}.${column}`),
              onChange: (value: string) => form.setService(service.code, column, value),
              onBlur: () => form.touch(`services.${service.code}.${column}`),
            });
            return (
              <tr key={service.code}>
                <td className="cell-check">
                  <input
                    id={id('enabled')}
                    type="checkbox"
                    checked={service.enabled}
                    onChange={(event) => form.setService(service.code, 'enabled', event.target.checked)}
                  />
                  <label className="visually-hidden" htmlFor={id('enabled')}>
                    {label('shop_service_offer')}
                  </label>
                </td>
                <td data-label={t('shop_service_col')}>
                  {title}
                  <br />
                  <span className="muted">{t('shop_service_limit', undefined, { kg: (reference?.max_weight_g ?? 0) / 1000 })}</span>
                </td>
                <TableCell column={t('shop_service_name')} label={label('shop_service_name')} {...bind('name')} />
                <TableCell column={t('shop_service_contract_code')} label={label('shop_service_contract_code')} inputMode="numeric" {...bind('contract_code')} />
              </tr>
            );
          })}
        </tbody>
      </table>
      {form.errorOf('services') && <p className="field-error">{form.errorOf('services')}</p>}
    </fieldset>
  );
}
