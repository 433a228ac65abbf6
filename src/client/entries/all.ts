// The one script of a page that names none (every part, each doing nothing without its elements): see PUBLIC_SCRIPTS.
import { ACCOUNT_PARTS } from '../public/account';
import { CONTENT_PARTS } from '../public/content';
import { startPublicPage } from '../public/core';
import { SHOP_PARTS } from '../public/shop';

void startPublicPage(ACCOUNT_PARTS, SHOP_PARTS, CONTENT_PARTS);
