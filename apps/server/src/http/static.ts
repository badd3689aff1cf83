import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { join } from 'node:path';

// The built web client (dist/web, scripts/build.mjs). Vite names every file under assets/ by a
// hash of its content, so a changed file gets a new name: a browser (and any cache between) may
// keep one for a year without asking again. `npm run build` writes a .br and a .gz beside each
// (scripts/precompress.mjs); express-static-gzip sends the one the request's Accept-Encoding
// prefers (brotli first) with Content-Encoding and Vary: Accept-Encoding, else the file itself.
// index.html and the other unhashed files are revalidated on every load (no-cache), so a new
// build reaches every browser at its next load.

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;
const noCache = (res: { setHeader(name: string, value: string): unknown }) => res.setHeader('Cache-Control', 'no-cache');

/** Serves the client's files: hashed assets compressed and immutable, the rest no-cache. A missing file falls through (404). */
export function webClient(webRoot: string): express.Router {
  const router = express.Router();
  router.use(
    '/assets',
    expressStaticGzip(join(webRoot, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br'],
      index: false,
      serveStatic: { maxAge: ONE_YEAR_MS, immutable: true, index: false, redirect: false },
    }),
  );
  router.use(express.static(webRoot, { index: false, redirect: false, setHeaders: noCache }));
  return router;
}

/** The page (index.html) for the client's own routes, revalidated on every load. */
export function sendPage(webRoot: string): RequestHandler {
  const page = join(webRoot, 'index.html');
  return (_req, res) => {
    noCache(res);
    res.sendFile(page);
  };
}
