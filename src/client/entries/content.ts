// The one script of the content pages (home, pages, news, agenda, library, errors): see PUBLIC_SCRIPTS.
import { CONTENT_PARTS } from '../public/content';
import { startPublicPage } from '../public/core';

void startPublicPage(CONTENT_PARTS);
