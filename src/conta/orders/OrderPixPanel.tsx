import toast from '../../client/lazy-toast';
import { svgImageSource } from '../../client/pix-code';
import { useT } from '../../client/use-t';
import { formatBrl } from '../../lib/money';
import { orderNumberLabel, type Order, type OrderPayment } from '../../lib/shop/orders';
import { PixCode } from '../../islands/checkout/PixCode';

/** The toast of "Copiar código" in /conta, in the current language. */
export const useCopiedToast = () => {
  const t = useT();
  return (ok: boolean) => (ok ? toast.success(t('orders_pix_copied')) : toast.error(t('orders_pix_copy_failed')));
};

/**
 * The Pix of a pending order on /conta/pedidos/{id} paid with the organisation's own key: the QR and the "copia e
 * cola" code of GET /api/orders/:id/payment, with a button that copies it; nothing when the shop has no Pix key.
 */
export default function OrderPixPanel({ order, payment }: { order: Order; payment: OrderPayment | null }) {
  const t = useT();
  const copied = useCopiedToast();
  const pix = order.status === 'pending' ? payment?.pix : null;
  if (!pix || !payment) return null;
  return (
    <section className="conta-panel pix-code" aria-labelledby="order-pix">
      <h2 id="order-pix">{t('orders_pix_title')}</h2>
      <PixCode
        id="order-pix"
        code={pix.copia_e_cola}
        qrSrc={svgImageSource(pix.qr_svg)}
        qrAlt={t('orders_pix_qr_alt', undefined, { amount: formatBrl(payment.amount_cents), number: orderNumberLabel(order.number) })}
        intro={t('orders_pix_intro')}
        t={(key) => t(key)}
        onCopied={copied}
      />
    </section>
  );
}
