// The one script of a page with nothing but the layout's parts (the cart, the checkout, /conta): see PUBLIC_SCRIPTS.
import { markStarted, startCore } from '../public/core';

startCore();
markStarted();
