import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the browser client (apps/web) into apps/web/dist, which the server serves.
// `npm run build` (scripts/build.ts) also prints the initial JavaScript gzipped against its budget.
export default defineConfig({
  root: 'apps/web',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
});
