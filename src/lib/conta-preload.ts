/**
 * The id of the /conta page's map of each screen's files (written after the build by src/integrations/conta-preload.ts,
 * read by the page's first script, src/client/account-start.ts).
 */
export const CONTA_PRELOAD_ID = 'conta-preload';
