import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../client/api-client';
import { copyText, svgImageSource } from '../../client/pix-code';
import { useT } from '../../i18n/use-t';
import { formatBrl } from '../../lib/money';
import { orderNumberLabel, type Order, type OrderPayment } from '../../lib/shop/orders';

/**
 * The Pix of a pending order on /conta/pedidos/{id}: the QR and the "copia e cola" code of
 * GET /api/orders/:id/payment, with a button that copies it; nothing when the shop has no Pix key.
 */
export default function OrderPixPanel({ order }: { order: Order }) {
  const t = useT();
  const [payment, setPayment] = useState<OrderPayment | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let live = true;
    void api<OrderPayment>('GET', `/api/orders/${encodeURIComponent(order.id)}/payment`, { cache: 'no-store' }).then((result) => {
      if (live && result.ok) setPayment(result.data);
    });
    return () => {
      live = false;
    };
  }, [order.id, order.status]);
  const pix = order.status === 'pending' ? payment?.pix : null;
  if (!pix) return null;
  const copy = async () => {
    const ok = await copyText(pix.copia_e_cola);
    setCopied(ok);
    if (ok) toast.success(t('orders_pix_copied'));
    else toast.error(t('orders_pix_copy_failed'));
  };
  return (
    <section className="conta-panel pix-code" aria-labelledby="order-pix">
      <h2 id="order-pix">{t('orders_pix_title')}</h2>
      <p>{t('orders_pix_intro')}</p>
      <img
        className="pix-qr"
        src={svgImageSource(pix.qr_svg)}
        width={220}
        height={220}
        alt={t('orders_pix_qr_alt', undefined, { amount: formatBrl(payment?.amount_cents ?? order.total_cents), number: orderNumberLabel(order.number) })}
      />
      <label htmlFor="order-pix-code">{t('orders_pix_code')}</label>
      <textarea id="order-pix-code" className="pix-text" readOnly rows={4} value={pix.copia_e_cola} onFocus={(e) => e.currentTarget.select()} />
      <p className="pix-actions">
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>{t('orders_pix_copy')}</button>
        <span role="status">{copied ? t('orders_pix_copied') : ''}</span>
      </p>
    </section>
  );
}
