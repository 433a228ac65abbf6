import { useT } from '../../client/use-t';
import { formatDocument, formatPhone } from '../../lib/br-documents';
import type { Order } from '../../lib/shop/orders';

/** The buyer's name, e-mail, document and phone, for managers on /conta/pedidos/{id}. */
export default function OrderCustomerPanel({ order }: { order: Order }) {
  const t = useT();
  const { customer } = order;
  return (
    <section className="conta-panel" aria-labelledby="order-customer">
      <h2 id="order-customer">{t('orders_customer')}</h2>
      {/* The buyer deleted their account: the order is kept for the fiscal period with the copy it holds. */}
      {customer.id === null && <p className="notice">{t('orders_account_deleted_note')}</p>}
      <dl className="conta-details">
        <dt>{t('name')}</dt>
        <dd>{customer.name || '—'}</dd>
        <dt>{t('email')}</dt>
        <dd>{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '—'}</dd>
        {customer.document && (
          <>
            <dt>{t('orders_customer_document')}</dt>
            <dd>{formatDocument(customer.document)}</dd>
          </>
        )}
        {customer.phone && (
          <>
            <dt>{t('orders_customer_phone')}</dt>
            <dd>{formatPhone(customer.phone)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
