// Bundle budget: the JavaScript the browser loads for `/` (the entry chunk and everything it
// imports statically) must stay under the budget, gzipped. Lazy chunks (3D viewer, cropper,
// routes loaded on demand) are reported but not counted.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

// 150 KB held until the screens for visuals and payments arrived: with them, the bundler splits the
// Headless UI internals the shell shares with those lazy screens (portal, focus management) into
// small chunks of their own. Same code, but gzip compresses small files less well (about 4 KB).
const BUDGET_KB = 155;
const dist = 'dist';
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));

const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const initial = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

const lazy = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js') && !initial.has(file));

const rows = [...initial].map((file) => [file, gzipKb(file)]);
const total = rows.reduce((sum, [, kb]) => sum + kb, 0);

console.log('\nJavaScript loaded for / (gzipped):');
for (const [file, kb] of rows) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`);
console.log(`  ${total.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB)`);
if (lazy.length) {
  const lazyKb = lazy.reduce((sum, file) => sum + gzipKb(file), 0);
  console.log(`  (+ ${lazy.length} lazy chunks, ${lazyKb.toFixed(1)} KB, loaded on demand)`);
}
if (total > BUDGET_KB) {
  console.error(`\nOver the bundle budget by ${(total - BUDGET_KB).toFixed(1)} KB.`);
  process.exit(1);
}
