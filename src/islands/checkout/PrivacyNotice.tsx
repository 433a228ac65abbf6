import { shopLabel as t } from '../../client/shop/shop-labels';

type Props = {
  /** The privacy page's address, or null while the site has none (then nothing is shown). */
  href: string | null;
  /** The label key of the words before the link. */
  lead: 'privacy_agree_checkout' | 'privacy_agree_register';
};

/**
 * "Ao finalizar o pedido, você concorda com a Política de privacidade": the policy opens in a new tab, so the checkout
 * keeps what was typed. No checkbox: an order's lawful basis is the contract, not consent.
 */
export function PrivacyNotice({ href, lead }: Props) {
  if (!href) return null;
  return (
    <p className="privacy-notice">
      {t(lead)}{' '}
      <a href={href} target="_blank" rel="noopener">
        {t('privacy_policy_link')}
        <span className="visually-hidden"> {t('opens_in_new_tab')}</span>
      </a>
      .
    </p>
  );
}
