// The one script of the content pages (home, pages, news, agenda, library, errors): see PUBLIC_SCRIPTS.
import { startContent } from '../public/content';
import { markStarted, startCore } from '../public/core';

startCore();
startContent();
markStarted();
