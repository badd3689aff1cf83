import { z } from 'zod';

// The server's Content-Security-Policy has no 'unsafe-eval', so zod cannot compile its fast object
// parsers here anyway; `jitless` also skips its probe for eval (a caught `new Function`), which
// Chromium still reports as a CSP violation. Imported first by the engine worker (one bundle, so
// this runs before any schema is used); the page sets the same in public/zod-jitless.js, which
// runs before its modules.
z.config({ jitless: true });
