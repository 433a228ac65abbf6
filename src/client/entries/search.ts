// The one script of /busca: the layout's parts and the site search (Pagefind's own code loads only once a search is
// typed): see PUBLIC_SCRIPTS.
import { startPublicPage } from '../public/core';
import { startSiteSearch } from '../site-search';

void startPublicPage([startSiteSearch]);
