import { useState } from 'react';
import { copyText } from '../../client/pix-code';

type Props = {
  /** The element ids start with it (two codes may share a page). */
  id: string;
  /** The "copia e cola" text. */
  code: string;
  /** The QR as an image address (a `data:` SVG or PNG), or null to show the code alone. */
  qrSrc: string | null;
  qrAlt: string;
  intro: string;
  /** The texts in the caller's language (the checkout's shop labels, or /conta's `t`). */
  t: (key: string) => string;
  /** Tells the person (a toast) whether the copy worked. */
  onCopied: (ok: boolean) => void;
};

/**
 * A Pix to pay: the QR, the "copia e cola" code and a button that copies it. Shared by the checkout confirmation and
 * /conta/pedidos/{id}, for the organisation's own key and for Mercado Pago's charge; the caller gives the heading.
 */
export function PixCode({ id, code, qrSrc, qrAlt, intro, t, onCopied }: Props) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    const ok = await copyText(code);
    setCopied(ok);
    onCopied(ok);
  };
  return (
    <>
      <p>{intro}</p>
      {qrSrc && <img className="pix-qr" src={qrSrc} width={220} height={220} alt={qrAlt} />}
      <label htmlFor={`${id}-code`}>{t('orders_pix_code')}</label>
      <textarea id={`${id}-code`} className="pix-text" readOnly rows={4} value={code} onFocus={(e) => e.currentTarget.select()} />
      <p className="pix-actions">
        <button type="button" className="btn btn-primary" onClick={() => void copy()}>{t('orders_pix_copy')}</button>
        <span role="status">{copied ? t('orders_pix_copied') : ''}</span>
      </p>
    </>
  );
}
