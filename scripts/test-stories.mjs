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
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
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

const runnerArgs = (files) => [
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
  ...files,
];
const runnerEnv = { ...process.env, CHROMIUM_PATH: chromium };

let { code, stalled, finished } = await runWatched(runnerArgs([]), runnerEnv);
if (stalled) {
  const failedBefore = [...finished.values()].some((result) => result === 'FAIL');
  const unfinished = storyFiles().filter((file) => !finished.has(file) && chosen(file));
  code = failedBefore ? 1 : 0; // every file reported: only the runner's exit hung
  if (unfinished.length > 0) {
    console.error(`\nStory files that never reported, run again once: ${unfinished.join(', ')}`);
    const again = await runWatched(runnerArgs(unfinished), runnerEnv);
    if (again.stalled) console.error('\nThe story checks stalled twice: failing.');
    if (again.stalled || again.code !== 0) code = 1;
  }
}
server.close();
rmSync(serverRoot, { recursive: true, force: true });
if (code !== 0 && !update) {
  console.error(
    '\nStory checks failed. Screenshot diffs (if any) are in test-results/screenshot-diffs/.\n' +
      'Look at them; only if the change is intended, re-baseline with: npm run screenshots:update',
  );
}
process.exit(code);

/** The story files Storybook's config finds (stories/**\/*.stories.tsx), relative to the root. */
function storyFiles() {
  return readdirSync('stories', { recursive: true })
    .filter((name) => name.endsWith('.stories.tsx'))
    .map((name) => join('stories', name));
}

/** Whether the command line's own file patterns (if any) choose a file. */
function chosen(file) {
  const patterns = passThrough.filter((arg) => !arg.startsWith('-'));
  return patterns.length === 0 || patterns.some((pattern) => new RegExp(pattern).test(file));
}

/**
 * The test-runner, its output passed through and watched for each file's PASS or FAIL. In CI one
 * story file once never reported: every other file passed, and the run sat until CI's limit. When
 * no file reports for STORY_STALL_MINUTES (6: the slowest file takes under 2 on CI's machine), the
 * runner and its browsers are stopped and the caller runs the files that did not report again.
 */
function runWatched(commandArgs, env) {
  const stallMs = Number(process.env.STORY_STALL_MINUTES ?? 6) * 60_000;
  const finished = new Map();
  let stalled = false;
  // Its own process group, so that stopping it stops the jest workers too.
  const child = spawn('npx', commandArgs, {
    stdio: ['inherit', 'pipe', 'pipe'],
    env,
    detached: true,
  });
  const stopGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  let timer;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      console.error(
        `\nNo story file reported for ${stallMs / 60_000} minutes: stopping the runner.`,
      );
      stopGroup('SIGTERM'); // Playwright closes its browsers on SIGTERM
      setTimeout(() => stopGroup('SIGKILL'), 10_000).unref();
    }, stallMs);
  };
  const watch = (stream, out) => {
    let pending = '';
    stream.on('data', (chunk) => {
      out.write(chunk);
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop();
      for (const line of lines) {
        // eslint-disable-next-line no-control-regex
        const plain = line.replace(/\x1b\[[0-9;]*m/g, '');
        const report = /\b(PASS|FAIL)\b.*?(stories\/\S+?\.stories\.tsx)/.exec(plain);
        if (report) {
          finished.set(report[2], report[1]);
          arm();
        }
      }
    });
  };
  watch(child.stdout, process.stdout);
  watch(child.stderr, process.stderr);
  arm();
  return new Promise((resolve) => {
    child.on('exit', (exitCode, signal) => {
      clearTimeout(timer);
      resolve({ code: exitCode ?? (signal ? 1 : 0), stalled, finished });
    });
  });
}
