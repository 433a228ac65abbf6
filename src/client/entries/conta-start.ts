// The /conta page's own first script, in its head (src/pages/conta/[...path].astro), bundled alone and written into
// the built page (src/integrations/conta-preload.ts): the session's, the settings' and the first screen's requests
// start as soon as it runs, while the app's code is still on its way (account-start.ts).
import { startAccountRequests } from '../account-start';

startAccountRequests();
