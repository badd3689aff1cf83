import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the browser client (apps/web) into dist/web, which the server serves. `npm run build`
// (scripts/build.mjs) also precompresses its assets and bundles the server beside it.
export default defineConfig({
  root: 'apps/web',
  plugins: [react()],
  build: { outDir: '../../dist/web', emptyOutDir: true },
});
