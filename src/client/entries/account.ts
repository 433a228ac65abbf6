// The one script of the account pages and of the first-run set-up: see PUBLIC_SCRIPTS.
import { startAccount } from '../public/account';
import { markStarted, startCore } from '../public/core';

startCore();
startAccount();
markStarted();
