#!/usr/bin/env node
// Runs the server's test files that open a database (they import the test database, the test
// app or its fixtures) with vitest, passing any extra arguments on. The PostgreSQL run needs only
// these: the engine's image tests never touch a database and already ran on the default one.
//   node scripts/with-postgres.mjs node scripts/database-tests.mjs
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const OPENS_DATABASE = /from '(\.\.?\/)+(test\/)?(database|app|fixtures)'/;

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (entry.name.endsWith('.test.ts')) yield path;
  }
}

const files = [...testFiles(join(root, 'server'))]
  .filter((path) => OPENS_DATABASE.test(readFileSync(path, 'utf8')))
  .map((path) => relative(root, path));
if (files.length === 0) {
  console.error('No database test files found under server/.');
  process.exit(1);
}
console.log(`${files.length} test files open a database.`);

// A file that spends most of its time waiting (worker-crash.test.ts waits out pg-boss's shortest
// heartbeat, about 30 s, with two idle worker processes) runs in a vitest of its own, started
// beside the rest: the rest keep both cores busy meanwhile instead of it running alone at the end.
const WAITING = ['server/jobs/worker-crash.test.ts'];
const vitest = (chosen, stdio) =>
  spawn('npx', ['vitest', 'run', ...chosen, ...process.argv.slice(2)], { cwd: root, stdio });
const exitCode = (child) =>
  new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

const waiting = files.filter((file) => WAITING.includes(file));
const rest = files.filter((file) => !WAITING.includes(file));
// Its report is printed after the rest's, so that the two do not interleave.
const side = waiting.length > 0 ? vitest(waiting, ['ignore', 'pipe', 'pipe']) : null;
let sideOutput = '';
side?.stdout.on('data', (chunk) => (sideOutput += chunk));
side?.stderr.on('data', (chunk) => (sideOutput += chunk));
const sideCode = side ? exitCode(side) : Promise.resolve(0);
const restCode = await exitCode(vitest(rest, 'inherit'));
const waitingCode = await sideCode;
if (side) process.stdout.write(`\n${sideOutput}`);
process.exit(restCode !== 0 ? restCode : waitingCode);
