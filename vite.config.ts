import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Builds the browser client (apps/web) into apps/web/dist, which the server serves.
export default defineConfig({
  root: 'apps/web',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: true },
});
