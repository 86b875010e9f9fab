// `npm start` builds what is missing: runs `npm run build` when dist/index.html is absent or older
// than anything the build reads, and otherwise gets out of the way quickly.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What the browser build reads (folders are walked). */
export const BUILD_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'];
const BUILD_OUTPUT = join('dist', 'index.html');

/** Why the app needs building, or undefined when dist/ is up to date. */
export function staleBuildReason(root) {
  const builtAt = modifiedAt(join(root, BUILD_OUTPUT));
  if (builtAt === undefined) return `${BUILD_OUTPUT} does not exist`;
  for (const input of BUILD_INPUTS) {
    const newer = findNewerThan(join(root, input), builtAt);
    if (newer) return `${relative(root, newer)} changed since the last build`;
  }
  return undefined;
}

function modifiedAt(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

// Folders count too: their time changes when a file inside is added, removed or renamed.
function findNewerThan(path, time) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return undefined; // An optional input (e.g. no public/ folder).
  }
  if (stats.mtimeMs > time) return path;
  if (!stats.isDirectory()) return undefined;
  for (const entry of readdirSync(path)) {
    const newer = findNewerThan(join(path, entry), time);
    if (newer) return newer;
  }
  return undefined;
}

function runBuild(root) {
  // npm is npm.cmd on Windows, which Node only starts through a shell; the arguments are fixed.
  const onWindows = process.platform === 'win32';
  const build = spawn(onWindows ? 'npm.cmd' : 'npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: onWindows,
  });
  build.on('error', (error) => {
    console.error(`Could not run \`npm run build\`: ${error.message}`);
    process.exit(1);
  });
  build.on('exit', (code, signal) => {
    if (code === 0) return;
    console.error(`The app build failed (${signal ?? `exit code ${code}`}); not starting.`);
    process.exit(code || 1);
  });
}

function main() {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const reason = staleBuildReason(root);
  if (!reason) {
    console.log('App build is up to date.');
    return;
  }
  console.log(`Building the app: ${reason}.`);
  runBuild(root);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
