// A studio data folder whose embedded database is already made and migrated. Making one is
// PGlite's initdb, about 7 s of CPU here; a copy of this folder opens in under 1 s. Each journey
// file still gets its own copy, so no file sees another's data.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client';

/** The environment variable that names the template to `startStudio`. */
export const DATA_TEMPLATE_ENV = 'STUDIO_E2E_DATA_TEMPLATE';

export async function makeDataTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'studio-e2e-template-'));
  const database = await openDatabase({ dataDir });
  await database.close();
  return dataDir;
}
