// The periodic sweep of uploads nobody confirmed. An analysed upload is a temporary design (a row
// and a folder of files) that expires after TEMPORARY_DESIGN_TTL_HOURS; a manual crop is a file
// that confirming or re-cropping copies and deletes. What is left once that time (and an hour's
// grace) has passed is an orphan:
// - temporary designs expired more than the grace ago: the row, then its folder;
// - files under users/<user>/temporary/<id>/ older than TTL + grace whose design has no row
//   (a request that died between its writes and its cleanup, a failed cleanup);
// - manual crops (users/<user>/uploads/<id>/) older than TTL + grace.
// Confirmed designs (users/<user>/assets/...) are never touched. Every step is idempotent, so
// several server processes may sweep at once.
import { inArray, lt } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { temporaryDesigns } from '../db/schema';
import type { Logger } from '../logger';
import { temporaryDesignFolder } from '../storage/key-layout';
import type { Storage } from '../storage/storage';

/** Beyond the TTL, so a designer who is confirming at the last minute is not swept. */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;
/** How often the server sweeps (the first sweep comes a minute after start). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_SWEEP_DELAY_MS = 60 * 1000;

export interface SweepDeps {
  db: AppDb;
  storage: Storage;
  logger: Logger;
  ttlHours: number;
  /** Milliseconds since the epoch; tests move time. */
  now?: () => number;
}

export interface SweepResult {
  expiredDesigns: number;
  orphanFiles: number;
}

const TEMPORARY_FILE = /^users\/[^/]+\/temporary\/([^/]+)\/[^/]+$/;
const MANUAL_CROP_FILE = /^users\/[^/]+\/uploads\/[^/]+\/[^/]+$/;

export async function sweepExpiredUploads(deps: SweepDeps): Promise<SweepResult> {
  const now = deps.now?.() ?? Date.now();
  const expired = await deps.db
    .delete(temporaryDesigns)
    .where(lt(temporaryDesigns.expiresAt, new Date(now - SWEEP_GRACE_MS)))
    .returning({ temporaryId: temporaryDesigns.temporaryId, userId: temporaryDesigns.userId });
  for (const { userId, temporaryId } of expired) {
    // A failure here leaves orphans, which the next step (now or next time) removes.
    await deps.storage
      .deletePrefix(temporaryDesignFolder(userId, temporaryId))
      .catch((error: unknown) =>
        deps.logger.warn('Sweep: could not delete', { temporaryId, error }),
      );
  }

  const cutoff = now - deps.ttlHours * 3_600_000 - SWEEP_GRACE_MS;
  const stale: Array<{ key: string; temporaryId: string | null }> = [];
  for await (const { key, lastModified } of deps.storage.list('users')) {
    if (lastModified.getTime() >= cutoff) continue;
    const temporary = TEMPORARY_FILE.exec(key);
    if (temporary) stale.push({ key, temporaryId: temporary[1]! });
    else if (MANUAL_CROP_FILE.test(key)) stale.push({ key, temporaryId: null });
  }
  const alive = await liveTemporaryIds(deps.db, stale);
  let orphanFiles = 0;
  for (const { key, temporaryId } of stale) {
    if (temporaryId && alive.has(temporaryId)) continue;
    await deps.storage.delete(key);
    orphanFiles += 1;
  }
  const result = { expiredDesigns: expired.length, orphanFiles };
  if (result.expiredDesigns || result.orphanFiles) deps.logger.info('Swept old uploads', result);
  return result;
}

/** Of the temporary ids among `stale`, those whose design still has its row. */
async function liveTemporaryIds(
  db: AppDb,
  stale: Array<{ temporaryId: string | null }>,
): Promise<Set<string>> {
  const ids = [
    ...new Set(stale.flatMap(({ temporaryId }) => (temporaryId ? [temporaryId] : []))),
  ].filter((id) => /^[0-9a-f-]{36}$/i.test(id)); // a folder named otherwise has no row
  const alive = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .select({ temporaryId: temporaryDesigns.temporaryId })
      .from(temporaryDesigns)
      .where(inArray(temporaryDesigns.temporaryId, ids.slice(start, start + 500)));
    for (const { temporaryId } of rows) alive.add(temporaryId);
  }
  return alive;
}

/** Sweeps every hour from a minute after start; `stop` before the database closes. */
export function startUploadSweep(deps: SweepDeps): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = sweepExpiredUploads(deps).catch((error: unknown) =>
      deps.logger.warn('Sweep of old uploads failed; it runs again later', { error }),
    );
  };
  const first = setTimeout(sweep, FIRST_SWEEP_DELAY_MS);
  const every = setInterval(sweep, SWEEP_INTERVAL_MS);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
