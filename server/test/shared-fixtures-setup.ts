// Global setup of the unit tests: a folder, for this run only, where the first test file that
// cuts out the generated fixtures leaves them for the other files (test-cutouts.ts). Test files
// run in two worker processes, and a file that mocks a module in a fresh one, so without it a dozen
// renderer test files each spent 7-8 s making the same cut-outs. The folder is removed when the run ends: nothing carries over between runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's folder of shared fixtures (absent outside the unit-test config). */
    sharedFixturesDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'jewel-test-fixtures-'));
  project.provide('sharedFixturesDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
