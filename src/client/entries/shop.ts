// The one script of the shop's list and product pages: see PUBLIC_SCRIPTS.
import { startPublicPage } from '../public/core';
import { SHOP_PARTS } from '../public/shop';

void startPublicPage(SHOP_PARTS);
