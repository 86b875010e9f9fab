import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// The API server (npm run dev starts it on API_PORT, default 8080) answers everything that is not
// the app itself, so the browser talks to one origin in development as it does in production.
const apiTarget = `http://localhost:${process.env.API_PORT ?? process.env.PORT ?? '8080'}`;
const proxied = ['/api', '/auth', '/files', '/checkout', '/healthz'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, apiTarget])),
  },
  build: {
    outDir: 'dist',
    // Not 'assets': /assets/{id} is a client route. The server caches this folder forever.
    assetsDir: 'static',
    sourcemap: true,
    manifest: true,
    // The bundle budget is enforced by scripts/check-bundle.mjs, which knows what `/` loads.
    chunkSizeWarningLimit: 1000,
  },
});
