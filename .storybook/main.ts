import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Each screen has a docs page beside its stories (Screen.mdx): what it is for, and when a
  // designer sees each state.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', 'msw-storybook-addon'],
  // Storybook-only static files (the MSW service worker), so they never land in the app build.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // The app build's .br/.gz copies (scripts/precompress.ts) are for the studio server: a Storybook
  // build would spend its time compressing files nobody serves that way.
  viteFinal: (vite) => ({
    ...vite,
    plugins: (vite.plugins ?? [])
      .flat(Infinity)
      .filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'jewel-precompress')),
  }),
};

export default config;
