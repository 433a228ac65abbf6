// The one script of the shop's list and product pages: see PUBLIC_SCRIPTS.
import { markStarted, startCore } from '../public/core';
import { startShop } from '../public/shop';

startCore();
startShop();
markStarted();
