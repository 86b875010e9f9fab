#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL server:
//   node scripts/with-postgres.mjs npx vitest run server/db server/billing
// With TEST_DATABASE_URL already set, the command just runs against that server. Otherwise this
// finds initdb/pg_ctl (PATH, then Debian's /usr/lib/postgresql/<version>/bin), installs the
// `postgresql` package when it is missing and we are root, creates a cluster in a temp folder on a
// free port, runs the command with TEST_DATABASE_URL pointing at it, then removes everything and
// exits with the command's code.
// When no server can be provisioned it prints one line saying why and exits 0 without running
// the command (the PGlite run covers the same tests); WITH_POSTGRES_REQUIRED=1 makes that exit 1.
import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

const DATABASE = 'jewel_test';
const command = process.argv.slice(2);
/** The command's process once started; signals are passed on to it. */
let child;

if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

if (process.env.TEST_DATABASE_URL) {
  process.exit(await run(command[0], command.slice(1), process.env));
}

const isRoot = process.getuid?.() === 0;
let binDir = findPostgresBinaries();
if (!binDir && isRoot && hasCommand('apt-get')) {
  log('PostgreSQL not found; installing the postgresql package with apt-get...');
  installPostgres();
  binDir = findPostgresBinaries();
}
if (!binDir) {
  skip(
    isRoot
      ? 'initdb/pg_ctl not found and `apt-get install postgresql` did not provide them'
      : 'initdb/pg_ctl not found and installing postgresql needs root',
  );
}

// PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user that the
// Debian package creates.
const owner = isRoot ? systemUser('postgres') : undefined;
if (isRoot && !owner) skip('running as root and there is no `postgres` user to run the server');

const workDir = mkdtempSync(join(tmpdir(), 'jewel-pg-'));
if (owner) chownSync(workDir, owner.uid, owner.gid);
const dataDir = join(workDir, 'data');
const port = await freePort();
let started = false;

const cleanup = () => {
  if (started) {
    asOwner(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], 'ignore');
    started = false;
  }
  rmSync(workDir, { recursive: true, force: true });
};

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child) child.kill(signal);
    else {
      cleanup();
      process.exit(1);
    }
  });
}

let exitCode = 1;
try {
  mustSucceed(
    asOwner(join(binDir, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ]),
    'initdb',
  );
  // Throwaway data: durability settings off make the tests faster.
  const serverOptions = [
    `-p ${port}`,
    `-k '${workDir}'`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  started = true;
  mustSucceed(
    asOwner(join(binDir, 'pg_ctl'), [
      '-D',
      dataDir,
      '-l',
      join(workDir, 'server.log'),
      '-o',
      serverOptions,
      '-w',
      '-t',
      '30',
      'start',
    ]),
    'pg_ctl start',
  );
  mustSucceed(
    spawnSync(
      join(binDir, 'createdb'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE],
      { encoding: 'utf8' },
    ),
    'createdb',
  );
  const url = `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
  log(`PostgreSQL ${serverVersion()} on port ${port}; running: ${command.join(' ')}`);
  exitCode = await run(command[0], command.slice(1), { ...process.env, TEST_DATABASE_URL: url });
} catch (error) {
  console.error(`with-postgres: ${error.message}`);
  const serverLog = join(workDir, 'server.log');
  if (existsSync(serverLog))
    console.error(readFileSync(serverLog, 'utf8').split('\n').slice(-20).join('\n'));
} finally {
  cleanup();
}
process.exit(exitCode);

function log(message) {
  console.log(`with-postgres: ${message}`);
}

function skip(reason) {
  const required = process.env.WITH_POSTGRES_REQUIRED === '1';
  console.log(
    `with-postgres: ${required ? 'cannot run' : 'skipped the PostgreSQL run'}: ${reason}.`,
  );
  process.exit(required ? 1 : 0);
}

function run(file, args, env) {
  return new Promise((resolve) => {
    child = spawn(file, args, { stdio: 'inherit', env });
    child.on('error', (error) => {
      console.error(`with-postgres: cannot run ${file}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + signalNumber(signal) : 1)));
  });
}

function signalNumber(signal) {
  return { SIGINT: 2, SIGTERM: 15, SIGKILL: 9 }[signal] ?? 1;
}

function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** The real directory holding initdb, pg_ctl and createdb, or undefined. */
function findPostgresBinaries() {
  const hasAll = (dir) =>
    ['initdb', 'pg_ctl', 'createdb'].every((tool) => existsSync(join(dir, tool)));
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const initdb = join(dir, 'initdb');
    if (!dir || !existsSync(initdb)) continue;
    // Debian links /usr/bin tools to a wrapper; the real tools sit together in one folder.
    const real = dirname(realpathSync(initdb));
    if (hasAll(real)) return real;
  }
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return undefined;
  const versions = readdirSync(debian)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(debian, version, 'bin')).find(hasAll);
}

function installPostgres() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    }).status === 0;
  if (install()) return;
  // A fresh container often has no package lists yet.
  spawnSync('apt-get', ['update'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  install();
}

function systemUser(name) {
  const id = (flag) => spawnSync('id', [flag, name], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Runs a PostgreSQL tool as the cluster's owner (the `postgres` user when we are root). */
function asOwner(file, args, stdio = 'pipe') {
  const [program, programArgs] = owner
    ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
    : [file, args];
  return spawnSync(program, programArgs, { cwd: workDir, encoding: 'utf8', stdio });
}

function mustSucceed(result, what) {
  if (result.error) throw new Error(`${what} failed: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${what} failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
  }
  return result;
}

function serverVersion() {
  const result = spawnSync(join(binDir, 'pg_ctl'), ['--version'], { encoding: 'utf8' });
  return result.stdout?.trim().replace(/^pg_ctl \(PostgreSQL\) /, '') ?? '';
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
