#!/usr/bin/env node
// Runs the server's test files that open a database (they import the test database, the test
// app or its fixtures) with vitest, passing any extra arguments on. The PostgreSQL run needs only
// these: the engine's image tests never touch a database and already ran on the default one.
//   node scripts/with-postgres.mjs node scripts/database-tests.mjs
import { spawnSync } from 'node:child_process';
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
const result = spawnSync('npx', ['vitest', 'run', ...files, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
