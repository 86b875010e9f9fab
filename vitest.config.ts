// Unit tests run in Node. The Vite config is merged in so tests of src/ code get the same plugins
// (vanilla-extract .css.ts files, React) as the app build.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'node',
      include: [
        'src/**/*.test.{ts,tsx}',
        'server/**/*.test.ts',
        'scripts/**/*.test.{ts,mjs}',
        'stories/**/*.test.ts',
      ],
    },
  }),
);
