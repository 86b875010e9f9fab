// Browser journeys against the real server and the built app (`npm run build` first).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One server and one browser per file; files run one after another to spare our two cores.
    fileParallelism: false,
  },
});
