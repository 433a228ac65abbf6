// The shop's list and product pages: the product's form and the list's filters first, then the gallery.
import { setupGalleries } from '../shop/product-gallery';
import { startProductPage } from '../shop/product-page';
import { startShopList } from '../shop/shop-list';
import type { Part } from './start';

export const SHOP_PARTS: Part[] = [startProductPage, startShopList, setupGalleries];
