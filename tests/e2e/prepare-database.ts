// Run before `npm run preview` serves the browser tests (E2E_TARGET=preview): the preview builds the site
// from the database before it listens, so the database is created and migrated first.
import { prepareDatabases } from './global-setup';

await prepareDatabases();
