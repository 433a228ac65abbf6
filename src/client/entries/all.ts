// The one script of a page that names none (every part, each doing nothing without its elements): see PUBLIC_SCRIPTS.
import { startAccount } from '../public/account';
import { startContent } from '../public/content';
import { markStarted, startCore } from '../public/core';
import { startShop } from '../public/shop';

startCore();
startContent();
startShop();
startAccount();
markStarted();
