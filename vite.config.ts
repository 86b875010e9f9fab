import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { precompress } from './scripts/precompress';

// The API server (npm run dev starts it on API_PORT, default 8080) answers everything that is not
// the app itself, so the browser talks to one origin in development as it does in production.
const apiTarget = `http://localhost:${process.env.API_PORT ?? process.env.PORT ?? '8080'}`;
const proxied = ['/api', '/auth', '/files', '/checkout', '/healthz'];

// One setting for both halves: the browser signs in where the server expects tokens from, so the
// server's SUPABASE_URL / SUPABASE_ANON_KEY (environment or .env) also configure the browser
// unless VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY say otherwise. Both are read at build time.
const hostedProject = (mode: string) => {
  const env = loadEnv(mode, process.cwd(), '');
  const pick = (...names: string[]) => names.map((name) => env[name]).find(Boolean) ?? '';
  return {
    'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(pick('VITE_SUPABASE_URL', 'SUPABASE_URL')),
    'import.meta.env.VITE_SUPABASE_ANON_KEY': JSON.stringify(
      pick('VITE_SUPABASE_ANON_KEY', 'SUPABASE_ANON_KEY'),
    ),
  };
};

export default defineConfig(({ mode }) => ({
  // precompress: .br and .gz beside each built text file, which the server sends as they are.
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  define: hostedProject(mode),
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
    // The budget is what the browser loads: scripts/check-budget.ts (npm run test:budget).
    chunkSizeWarningLimit: 1000,
  },
}));
