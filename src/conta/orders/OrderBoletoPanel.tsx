import { useT } from '../../client/use-t';
import { formatDate } from '../../lib/date-time';
import type { OrderPayment } from '../../lib/shop/orders';

/**
 * A boleto issued on Mercado Pago's page and waiting to be paid: "Boleto emitido: pague até {data}" with
 * the link to its printable page, while the order is unpaid.
 */
export default function OrderBoletoPanel({ payment }: { payment: OrderPayment | null }) {
  const t = useT();
  const boleto = payment?.boleto;
  if (!boleto) return null;
  return (
    <section className="conta-panel" aria-labelledby="order-boleto">
      <h2 id="order-boleto">{t('orders_boleto_title')}</h2>
      <p>
        <strong>{t('orders_boleto_due', undefined, { date: formatDate(boleto.due_at) })}</strong>
      </p>
      <p>
        <a className="btn btn-primary" href={boleto.url} target="_blank" rel="noopener noreferrer">
          {t('orders_boleto_open')}
        </a>
      </p>
      <p className="muted">{t('orders_boleto_clearing')}</p>
    </section>
  );
}
