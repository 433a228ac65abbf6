import { useT } from '../../client/use-t';
import { maskCep } from '../../lib/br-documents';
import type { Address } from '../../lib/schemas/address';

type Props = {
  address: Address;
  confirming: boolean;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onAskDelete: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
};

/** The one-line summary of an address ('Avenida Paulista, 1000'). */
export const addressLine = (address: Address): string => `${address.street}, ${address.number}`;

/** One address of the list: its lines, the default badge, and edit / make default / delete (with confirmation). */
export default function AddressCard(props: Props) {
  const { address, confirming, busy, onEdit, onMakeDefault, onAskDelete, onConfirmDelete, onCancelDelete } = props;
  const t = useT();
  const headId = `address-${address.id}-title`;
  return (
    <li className={`address-card${address.is_default ? ' is-default' : ''}`} aria-labelledby={headId}>
      <div className="address-head">
        <span id={headId}>{addressLine(address)}</span>
        {address.is_default && <span className="address-badge">{t('acc_address_default')}</span>}
      </div>
      <address>
        {address.recipient}
        <br />
        {address.complement && (
          <>
            {address.complement}
            <br />
          </>
        )}
        {`${address.district} - ${address.city}/${address.state}`}
        <br />
        {`CEP ${maskCep(address.cep)}`}
      </address>
      {confirming ? (
        <div className="address-confirm" role="alert">
          <p>{t('acc_address_confirm', undefined, { address: addressLine(address) })}</p>
          <button className="btn btn-danger" type="button" disabled={busy} onClick={onConfirmDelete}>
            {t('acc_address_confirm_yes')}
          </button>
          <button className="btn btn-ghost" type="button" onClick={onCancelDelete}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <div className="address-actions" role="group" aria-label={t('acc_address_actions', undefined, { address: addressLine(address) })}>
          <button className="btn btn-ghost" type="button" onClick={onEdit}>
            {t('acc_address_edit')}
          </button>
          {!address.is_default && (
            <button className="btn btn-ghost" type="button" disabled={busy} onClick={onMakeDefault}>
              {t('acc_address_make_default')}
            </button>
          )}
          <button className="btn btn-ghost" type="button" onClick={onAskDelete}>
            {t('acc_address_delete')}
          </button>
        </div>
      )}
    </li>
  );
}
