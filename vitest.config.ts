// Unit tests run in Node. The Vite config is merged in so tests of src/ code get the same plugins
// (vanilla-extract .css.ts files, React) as the app build.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

const INCLUDE = [
  'src/**/*.test.{ts,tsx}',
  'server/**/*.test.ts',
  'scripts/**/*.test.{ts,mjs}',
  'stories/**/*.test.ts',
];
// Tests over the outside corpus run on their own: npm run test:corpus (vitest.corpus.config.ts).
const EXCLUDE = [...configDefaults.exclude, '**/*.corpus.test.ts'];

/**
 * Test files that replace a module (`vi.mock`): a mock applies only where the module is imported
 * after it, so these get a fresh module registry each. Found by reading the files, so a new one
 * cannot land among the shared ones by mistake.
 */
function filesMockingModules(): string[] {
  const found: string[] = [];
  for (const folder of ['server', 'src', 'scripts', 'stories']) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.test\.(ts|tsx|mjs)$/.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      if (readFileSync(path, 'utf8').includes('vi.mock(')) found.push(path);
    }
  }
  return found;
}

export default defineConfig((env) => {
  const mocking = filesMockingModules();
  return mergeConfig(viteConfig(env), {
    test: {
      environment: 'node',
      // Uploads now run the cut-out model for real (about a second each on 2 cores, more when
      // the machine is busy): 5 s per test is too tight for the server's upload tests.
      testTimeout: 30_000,
      // Two test files at a time. Vitest's default on 2 cores is one, but a test process keeps
      // about one core busy (JavaScript and opencv.js; the cut-out model's two threads are a
      // small share): measured on 8 of the slowest files, two workers took 0.45 of the time.
      maxWorkers: 2,
      // Node 24's V8 can free a wasm wrapper twice under wasm code GC (nodejs/node#66366, fixed
      // upstream, not yet in 24.x): a worker that made and closed many PGlite databases died
      // with "Check failed: jit_page_->allocations_.erase(addr) == 1" in a clean-clone run.
      execArgv: ['--no-wasm-code-gc'],
      // A folder for this run where fixtures made once are shared between test files.
      globalSetup: ['server/test/shared-fixtures-setup.ts'],
      projects: [
        {
          test: {
            name: 'shared',
            include: INCLUDE,
            exclude: [...EXCLUDE, ...mocking],
            // Test files in one worker share its loaded modules (the server, opencv.js, the
            // cut-out model) instead of loading them again each: the unit pass took 193 s
            // instead of 253 s, the PostgreSQL pass 84 s instead of 136 s. Each file still makes
            // its own app, database and data.
            isolate: false,
          },
        },
        { test: { name: 'isolated', include: mocking, exclude: EXCLUDE } },
      ],
    },
  });
});
