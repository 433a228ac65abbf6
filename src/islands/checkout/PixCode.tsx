import { useState } from 'react';
import { copyText, svgImageSource } from '../../client/pix-code';
import { shopLabel as t } from '../../client/shop/shop-labels';
import { showToast } from '../../client/toast';
import { formatBrl } from '../../lib/money';
import { orderNumberLabel, type OrderPix } from '../../lib/shop/orders';

/** The Pix of a pending order on the confirmation: the QR, the "copia e cola" code and a button that copies it. */
export function PixCode({ pix, amountCents, number }: { pix: OrderPix; amountCents: number; number: number }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(pix.copia_e_cola);
    setCopied(ok);
    showToast(t(ok ? 'orders_pix_copied' : 'orders_pix_copy_failed'), ok ? 'success' : 'error');
  };
  return (
    <div className="pix-code">
      <h4>{t('orders_pix_title')}</h4>
      <p>{t('orders_pix_intro')}</p>
      <img
        className="pix-qr"
        src={svgImageSource(pix.qr_svg)}
        width={220}
        height={220}
        alt={t('orders_pix_qr_alt', { amount: formatBrl(amountCents), number: orderNumberLabel(number) })}
      />
      <label htmlFor="pix-copia-e-cola">{t('orders_pix_code')}</label>
      <textarea id="pix-copia-e-cola" className="pix-text" readOnly rows={4} value={pix.copia_e_cola} onFocus={(e) => e.currentTarget.select()} />
      <p className="pix-actions">
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>{t('orders_pix_copy')}</button>
        <span role="status">{copied ? t('orders_pix_copied') : ''}</span>
      </p>
    </div>
  );
}
