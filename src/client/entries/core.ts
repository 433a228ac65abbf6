// The one script of a page with nothing but the layout's parts (the cart, the checkout, /conta): see PUBLIC_SCRIPTS.
import { startPublicPage } from '../public/core';

void startPublicPage();
