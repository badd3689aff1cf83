// A classic script, so it runs before any of the page's modules: the server's Content-Security-
// Policy has no 'unsafe-eval', so zod cannot compile its fast parsers here anyway, and `jitless`
// skips its probe for eval (a caught `new Function`), which Chromium still reports as a CSP
// violation. zod reads its settings from this global (zod/v4/core: globalConfig); the engine
// worker sets the same with z.config (src/strict-csp.ts). e2e/csp.test.ts sees any violation.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
