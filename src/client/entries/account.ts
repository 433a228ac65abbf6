// The one script of the account pages and of the first-run set-up: see PUBLIC_SCRIPTS.
import { ACCOUNT_PARTS } from '../public/account';
import { startPublicPage } from '../public/core';

void startPublicPage(ACCOUNT_PARTS);
