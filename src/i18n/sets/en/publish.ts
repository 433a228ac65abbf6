import type { Labels } from '../../types';

/** The English texts of the labels in ../publish.ts (the Portuguese ones, with the notes on each area). */
export const EN: Labels = {
  publish_build: 'Local build (npm run preview)',
  publish_building: 'Rebuilding the site…',
  publish_built_at: 'Ready since {time}',
  publish_build_failed_at: 'The rebuild of {time} failed; the previous version is still served.',
  publish_title: 'Publishing',
  publish_intro: 'The public pages are generated ahead of time: each change asks Netlify for a new version of the site, at most once a minute.',
  publish_no_hook: 'No build hook is configured (NETLIFY_BUILD_HOOK_URL): the site does not ask Netlify for new versions. In local development, changes show at once.',
  publish_last_requested: 'Last update requested',
  publish_never: 'Never',
  publish_pending: 'Pending changes',
  publish_pending_since: 'Yes, since {time}: they will be published within a minute.',
  publish_none_pending: 'None',
  publish_last_error: 'Last error',
  publish_error_at: '{error} ({time})',
  publish_now: 'Publish now',
  publish_sending: 'Publishing…',
  publish_requested: 'Site update requested. The changes appear in a few minutes.',
  publish_on_its_way: 'An update was already requested at {time} and is on its way. Another one follows at the end of the minute with the latest changes.',
  publish_status_failed: 'Could not load the publishing status.',
  publish_retry_soon: 'The last attempt, at {time}, failed. It will be tried again at the end of the minute.',

};
