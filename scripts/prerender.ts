// Build step after `vite build`: paints the landing pages as an anonymous visitor first sees them
// (src/app/first-paint.ts), so the server can send their markup with the HTML. The app is built
// once more for Node (src/app/prerender.tsx), rendered per page and layout, and the root's inner
// HTML written to dist/.prerendered/ (a dot-folder: the server reads it, never serves it).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { paintPage as PaintPage } from '../src/app/prerender';
import { PRERENDERED_LAYOUTS, PRERENDERED_PATHS, prerenderedFile } from '../src/api/first-paint';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, process.env.BUILD_OUT_DIR ?? 'dist');
const serverBuildDir = join(root, 'node_modules', '.cache', 'jewel-prerender');

await build({
  root,
  logLevel: 'warn',
  build: {
    ssr: 'src/app/prerender.tsx',
    outDir: serverBuildDir,
    emptyOutDir: true,
    sourcemap: false,
    manifest: false,
  },
});
const { paintPage } = (await import(pathToFileURL(join(serverBuildDir, 'prerender.js')).href)) as {
  paintPage: typeof PaintPage;
};

const outDir = join(distDir, '.prerendered');
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
for (const path of PRERENDERED_PATHS) {
  for (const layout of PRERENDERED_LAYOUTS) {
    const html = await paintPage(path, layout);
    await writeFile(join(outDir, prerenderedFile(path, layout)), html);
  }
}
console.log(`Painted ${PRERENDERED_PATHS.join(', ')} (narrow and wide) into ${outDir}.`);
