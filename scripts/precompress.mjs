// Compresses the built client's hashed assets ahead of time (gzip and brotli at their highest
// levels, node's zlib), so the server sends them compressed without compressing per request
// (apps/server/src/http/static.ts picks a variant by Accept-Encoding).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|map)$/;
// Below this a compressed copy saves next to nothing on the wire.
const MIN_BYTES = 1024;

/** Writes `<file>.gz` and `<file>.br` beside every compressible file of `assetsDir` worth compressing; returns how many files. */
export function precompress(assetsDir) {
  let count = 0;
  for (const name of readdirSync(assetsDir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const path = join(assetsDir, name);
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const gzip = gzipSync(content, { level: 9 });
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    // A variant no smaller than the file itself is left out: the file is then sent as it is.
    if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
    if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
    count += 1;
  }
  return count;
}
