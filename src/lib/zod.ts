import { z } from 'zod';

// The project's one door to zod (tests/unit/zod-door.test.ts keeps it so): in the browser, zod must not probe
// `new Function` for its faster parsers, because the pages' Content-Security-Policy refuses eval and the refused
// probe is reported as a violation even though zod catches it. The probe runs when a module makes its first
// object schema, so it is switched off here, before any schema module gets `z`. The server keeps the faster parsers.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
