// The story checks: build Storybook statically, serve it on a free local port from a sub-folder
// (/reviews/sb/, as a static host or Chromatic publishes it, so a root path such as /mock-images/
// is a 404 that fails the story), and run the Storybook test-runner (render, play functions, axe,
// failed requests, screenshots) in Debian's Chromium.
//   node scripts/test-stories.mjs            check against the committed baselines
//   node scripts/test-stories.mjs --update   re-baseline (only after looking at the diffs!)
//   node scripts/test-stories.mjs --prebuilt use the build already there (npm run build-storybook;
//                                            npm test builds it beside the PostgreSQL pass)
//   any other arguments go to the test-runner (e.g. a story file path to run only it)
//   STORIES_OUT=dir builds into another folder, so two checks can run side by side
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer } from 'http-server';
import { ensureChromium } from './ensure-chromium.mjs';

const args = process.argv.slice(2);
const update = args.includes('--update');
const prebuilt = args.includes('--prebuilt');
const passThrough = args.filter((a) => a !== '--update' && a !== '--prebuilt');

const run = (command, commandArgs, env = process.env) =>
  new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const listen = (server) =>
  new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.server.address().port));
  });

const outDir = process.env.STORIES_OUT ?? 'storybook-static';
const chromium = ensureChromium();
rmSync('test-results/screenshot-diffs', { recursive: true, force: true });

if (!prebuilt) {
  const built = await run('npx', ['storybook', 'build', '--quiet', '-o', outDir]);
  if (built !== 0) process.exit(built);
} else if (!existsSync(join(outDir, 'index.html'))) {
  console.error(`No Storybook build in ${outDir}/: run npm run build-storybook first.`);
  process.exit(1);
}

// The build appears at /reviews/sb/ of a server root that holds nothing else.
const SUB_FOLDER = '/reviews/sb/';
const serverRoot = mkdtempSync(join(tmpdir(), 'stories-root-'));
mkdirSync(join(serverRoot, 'reviews'));
symlinkSync(resolve(outDir), join(serverRoot, 'reviews', 'sb'), 'dir');
const server = createServer({ root: serverRoot, cache: -1, showDir: false, silent: true });
const port = await listen(server);

const code = await run(
  'npx',
  [
    'test-storybook',
    '--url',
    `http://127.0.0.1:${port}${SUB_FOLDER}`,
    // Two story files at a time (about 280 s instead of 480 s on 2 cores). Run alone, every story
    // passed its first try; run in pairs, some were caught mid-flow until their play functions
    // waited for what the screen settles on (a crop's cut-out, Save ready, the profile's name).
    '--maxWorkers=2',
    '--failOnConsole',
    '--testTimeout=60000',
    update ? '--updateSnapshot' : '--ci',
    ...passThrough,
  ],
  { ...process.env, CHROMIUM_PATH: chromium },
);
server.close();
rmSync(serverRoot, { recursive: true, force: true });
if (code !== 0 && !update) {
  console.error(
    '\nStory checks failed. Screenshot diffs (if any) are in test-results/screenshot-diffs/.\n' +
      'Look at them; only if the change is intended, re-baseline with: npm run screenshots:update',
  );
}
process.exit(code);
