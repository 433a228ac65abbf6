import type { ShopSettingsView } from '../../lib/shop/shop-settings';
import { useT } from '../../client/use-t';
import LoadState from '../load/LoadState';
import { useLoad } from '../load/use-load';
import { Link } from '../router';
import Screen from '../screens/Screen';
import ProductFeedPanel from './ProductFeedPanel';
import ShopSettingsForm from './ShopSettingsForm';

/** /conta/shop (admin, super): the shop's shipping settings, loaded from and saved to /api/shop/settings. */
export default function ShopSettingsScreen() {
  const t = useT();
  const { loaded, reload, set } = useLoad<ShopSettingsView>('/api/shop/settings');
  return (
    <Screen title={t('nav_shop')}>
      <p className="conta-lead">{t('shop_intro')}</p>
      <p className="conta-actions">
        <Link href="/conta/shop/cupons">{t('shop_coupons_link')}</Link> · <Link href="/conta/shop/avaliacoes">{t('reviews_admin_title')}</Link> · <Link href="/conta/shop/carrinhos">{t('shop_abandoned_link')}</Link>
      </p>
      <ProductFeedPanel />
      <LoadState loaded={loaded} onRetry={reload} />
      {loaded.state === 'ready' && <ShopSettingsForm initial={loaded.data} onSaved={set} />}
    </Screen>
  );
}
