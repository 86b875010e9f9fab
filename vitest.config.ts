// Unit tests run in Node. The Vite config is merged in so tests of src/ code get the same plugins
// (vanilla-extract .css.ts files, React) as the app build.
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'node',
      // Uploads now run the cut-out model for real (about a second each on 2 cores, more when
      // the machine is busy): 5 s per test is too tight for the server's upload tests.
      testTimeout: 30_000,
      // Two test files at a time. Vitest's default on 2 cores is one, but a test process keeps
      // about one core busy (JavaScript and opencv.js; the cut-out model's two threads are a
      // small share): measured on 8 of the slowest files, two workers took 0.45 of the time.
      maxWorkers: 2,
      // A folder for this run where fixtures made once are shared between test files.
      globalSetup: ['server/test/shared-fixtures-setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'server/**/*.test.ts',
        'scripts/**/*.test.{ts,mjs}',
        'stories/**/*.test.ts',
      ],
      // Tests over the outside corpus run on their own: npm run test:corpus (vitest.corpus.config.ts).
      exclude: [...configDefaults.exclude, '**/*.corpus.test.ts'],
    },
  }),
);
