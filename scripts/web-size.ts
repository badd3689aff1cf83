import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// What a browser must download before the page can run: the scripts of the built index.html
// and every module it preloads (its static imports). Chunks loaded later (dynamic import) are not
// counted. Sizes are gzip level 9, as a server or proxy would send them.

export const INITIAL_JS_BUDGET_BYTES = 200_000;

export type InitialJs = { readonly files: readonly { readonly file: string; readonly bytes: number; readonly gzipBytes: number }[]; readonly gzipBytes: number };

export function initialJs(distDir: string): InitialJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src !== undefined) sources.add(src); // the entry module, and classic scripts (public/zod-jitless.js)
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href !== undefined && /\brel="modulepreload"/.test(tag)) sources.add(href);
  }
  const files = [...sources].map((src) => {
    const content = readFileSync(join(distDir, src.replace(/^\//, '')));
    return { file: src, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
