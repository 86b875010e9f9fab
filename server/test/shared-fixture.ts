// A fixture made once per test run and shared by the test files (each runs in its own process):
// the first file to ask makes it and leaves it in the run's folder (shared-fixtures-setup.ts);
// the files after it read it. Files that ask while none is there yet (two workers starting
// together) make their own rather than wait, so a file that fails or stalls while making it
// holds up no other. Outside the unit-test config (the corpus tests) each file makes its own, and
// outside vitest (bench and sheet scripts that draw the fixtures) every call does.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';

const inProcess = new Map<string, Promise<unknown>>();

/**
 * `make()`'s value (plain data, typed arrays and Buffers: what v8 serialises), made once per run.
 * `name` must say everything the value depends on besides the code under test.
 */
export function sharedFixture<T>(name: string, make: () => Promise<T>): Promise<T> {
  let value = inProcess.get(name) as Promise<T> | undefined;
  if (!value) {
    value = fromRun(name, make);
    inProcess.set(name, value);
  }
  return value;
}

async function fromRun<T>(name: string, make: () => Promise<T>): Promise<T> {
  const shared = await readSharedFixture<T>(name);
  if (shared !== undefined) return shared;
  const value = await make();
  await publishSharedFixture(name, value);
  return value;
}

async function fileOf(name: string): Promise<string | undefined> {
  // vitest's own functions work only in its test processes (it sets VITEST there).
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  const dir = inject('sharedFixturesDir');
  return dir ? join(dir, `${name}.v8`) : undefined;
}

/** The fixture `name` if a file of this run made it already. */
export async function readSharedFixture<T>(name: string): Promise<T | undefined> {
  const file = await fileOf(name);
  return file && existsSync(file) ? (deserialize(readFileSync(file)) as T) : undefined;
}

/** Leaves `value` for the run's later files as the fixture `name`. */
export async function publishSharedFixture(name: string, value: unknown): Promise<void> {
  const file = await fileOf(name);
  if (!file) return;
  // Written aside and renamed, so a reader never sees half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, serialize(value));
  renameSync(partial, file);
}
