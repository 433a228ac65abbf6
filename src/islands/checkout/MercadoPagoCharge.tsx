import { pngImageSource } from '../../client/pix-code';
import { isHttpUrl } from '../../lib/safe-url';
import type { OrderPayment } from '../../lib/shop/orders';
import { PixCode } from './PixCode';

type Props = {
  id: string;
  payment: OrderPayment;
  qrAlt: string;
  /** The texts in the caller's language (the checkout's shop labels, or /conta's `t`). */
  t: (key: string) => string;
  onCopied: (ok: boolean) => void;
  retrying: boolean;
  onRetry: () => void;
};

/**
 * How to pay an order through Mercado Pago, shared by the checkout confirmation and /conta/pedidos/{id}: the Pix QR
 * and "copia e cola" of the open charge, or the prominent link to Checkout Pro where the buyer pays by card, and
 * "Tentar pagar novamente" when the charge could not be started or the payment failed. The caller gives the heading.
 */
export function MercadoPagoCharge({ id, payment, qrAlt, t, onCopied, retrying, onRetry }: Props) {
  const charge = payment.mercadopago;
  const cardAddress = charge?.init_point && isHttpUrl(charge.init_point) ? charge.init_point : null;
  return (
    <div className="mp-charge">
      {charge?.qr_code && (
        <PixCode id={id} code={charge.qr_code} qrSrc={pngImageSource(charge.qr_code_base64)} qrAlt={qrAlt} intro={t('orders_mp_pix_intro')} t={t} onCopied={onCopied} />
      )}
      {cardAddress && (
        <>
          <p>
            <a className="btn btn-primary mp-card-link" href={cardAddress}>{t('orders_mp_card_pay')}</a>
          </p>
          <p>{t('orders_mp_card_note')}</p>
        </>
      )}
      {payment.can_retry && (
        <div className="mp-retry">
          <p>{t(payment.status === 'failed' ? 'orders_mp_failed' : 'orders_mp_unavailable')}</p>
          <button type="button" className="btn btn-primary" disabled={retrying} onClick={onRetry}>
            {retrying ? t('orders_mp_retrying') : t('orders_mp_retry')}
          </button>
        </div>
      )}
    </div>
  );
}
