import react from '@vitejs/plugin-react';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Prints the JavaScript a first visit downloads (the entry chunk and its static imports; pages and
 * the rules engine loaded on demand are not part of it), gzipped: the budget of issue 10 is 200 KB.
 */
function initialSize(): Plugin {
  let line = '';
  return {
    name: 'senjutsu-initial-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      if (entry === undefined || entry.type !== 'chunk') return;
      const seen = new Set<string>();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (seen.has(file) || chunk === undefined || chunk.type !== 'chunk') return;
        seen.add(file);
        chunk.imports.forEach(visit);
      };
      visit(entry.fileName);
      const bytes = [...seen].reduce((sum, file) => {
        const chunk = bundle[file];
        return sum + (chunk?.type === 'chunk' ? gzipSync(chunk.code).length : 0);
      }, 0);
      line = `initial JavaScript: ${(bytes / 1000).toFixed(1)} kB gzipped (${seen.size} file${seen.size === 1 ? '' : 's'}; budget 200 kB)`;
    },
    closeBundle() {
      if (line !== '') console.log(line);
    },
  };
}

// Builds the browser client (apps/web) into apps/web/dist, which the server serves.
export default defineConfig({
  root: 'apps/web',
  plugins: [react(), initialSize()],
  build: { outDir: 'dist', emptyOutDir: true },
});
