// Browser journeys against the real server and the built app (`npm run build` first).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One server and one browser per file, two files at a time: a journey waits on its server and
    // browser much of the time (8 files: 124 s one at a time, 90 s two at a time, on 2 cores).
    maxWorkers: 2,
  },
});
