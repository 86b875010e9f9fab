import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', 'msw-storybook-addon'],
  // Storybook-only static files (the MSW service worker), so they never land in the app build.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
};

export default config;
