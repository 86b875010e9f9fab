import { getJestConfig } from '@storybook/test-runner';

const defaults = getJestConfig();

// Debian's Chromium, not a browser download (none is possible on our machines).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...defaults.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath,
        args: [
          '--no-sandbox',
          '--headless',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--font-render-hinting=none',
        ],
      },
    },
  },
};
