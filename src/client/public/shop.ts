// The shop's list and product pages.
import { setupGalleries } from '../shop/product-gallery';
import { startProductPage } from '../shop/product-page';
import { startShopList } from '../shop/shop-list';

export function startShop(): void {
  startShopList();
  setupGalleries();
  startProductPage();
}
