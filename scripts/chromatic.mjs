// Publishes the Storybook to Chromatic when a project token is configured.
import { spawn } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.\n' +
      'Set it to your Chromatic project token to publish this Storybook.',
  );
  process.exit(1);
}
const child = spawn(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'],
  {
    stdio: 'inherit',
  },
);
child.on('exit', (code) => process.exit(code ?? 1));
