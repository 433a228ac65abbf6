import { useT } from '../../i18n/use-t';
import { Link } from '../router';
import Screen from '../screens/Screen';

/** /conta/shop (admin, super): the shop settings arrive with the shop; until then it says so and points onward. */
export default function ShopSettingsScreen() {
  const t = useT();
  return (
    <Screen title={t('nav_shop')}>
      <div className="notice" role="status">
        <p>{t('shop_settings_intro')}</p>
        <p>{t('shop_settings_now')}</p>
      </div>
      <p className="conta-actions conta-form-actions">
        <Link className="btn btn-primary" href="/conta/settings">
          {t('nav_settings')}
        </Link>
        <Link href="/conta">{t('back_to_dashboard')}</Link>
      </p>
    </Screen>
  );
}
