// The sweep of uploads nobody confirmed: expired temporary designs go with their folders, files
// of designs that have no row and manual crops go once older than the TTL (and its grace), and
// nothing of a live upload or a confirmed design is touched.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureProfile } from '../billing/credits';
import { temporaryDesigns } from '../db/schema';
import { silentLogger } from '../logger';
import { assetFileKey, manualCropKey, temporaryDesignFolder } from '../storage/key-layout';
import { setupTestApp } from '../test/app';
import { SWEEP_GRACE_MS, sweepExpiredUploads } from './orphan-sweep';

const t = setupTestApp();
beforeEach(() => t.database.truncateAll());

const HOUR = 3_600_000;
const TTL_HOURS = 24;

async function temporaryDesign(userId: string, expiresAt: Date) {
  const temporaryId = randomUUID();
  const folder = temporaryDesignFolder(userId, temporaryId);
  await ensureProfile(t.db, { userId, email: `${userId}@example.com` });
  await t.db.insert(temporaryDesigns).values({
    temporaryId,
    userId,
    s3KeyOriginalUpload: `${folder}/original.jpg`,
    analysis: {} as never,
    expiresAt,
  });
  await t.storage.put(`${folder}/original.jpg`, Buffer.from('jpeg'), 'image/jpeg');
  await t.storage.put(`${folder}/cutout.png`, Buffer.from('png'), 'image/png');
  return { temporaryId, folder };
}

async function stored(key: string) {
  await t.storage.put(key, Buffer.from(key), 'image/webp');
  return key;
}

const sweepAt = (now: number) =>
  sweepExpiredUploads({
    db: t.db,
    storage: t.storage,
    logger: silentLogger,
    ttlHours: TTL_HOURS,
    now: () => now,
  });

describe('sweepExpiredUploads', () => {
  it('removes expired designs and orphaned files older than the TTL, and nothing else', async () => {
    const written = Date.now();
    const expired = await temporaryDesign('ada', new Date(written - 2 * HOUR));
    const live = await temporaryDesign('ada', new Date(written + 72 * HOUR));
    // A request that died after writing, before its row: a folder without a row.
    const orphanFolder = temporaryDesignFolder('ada', randomUUID());
    const orphan = await stored(`${orphanFolder}/original.jpg`);
    const crop = await stored(manualCropKey('ada', randomUUID()));
    const asset = await stored(assetFileKey('ada', randomUUID(), 'original.jpg'));

    // Right after: the expired design goes (past its grace); the young files stay.
    expect(await sweepAt(written + SWEEP_GRACE_MS)).toEqual({ expiredDesigns: 1, orphanFiles: 0 });
    expect(await t.storage.exists(`${expired.folder}/original.jpg`)).toBe(false);
    expect(await t.storage.exists(`${expired.folder}/cutout.png`)).toBe(false);
    for (const key of [orphan, crop, asset, `${live.folder}/original.jpg`]) {
      expect(await t.storage.exists(key)).toBe(true);
    }

    // A day and more later: the orphan and the unused crop go too; the live design (still
    // within its own expiry) and the confirmed design's file stay.
    const later = written + TTL_HOURS * HOUR + SWEEP_GRACE_MS + 60_000;
    expect(await sweepAt(later)).toEqual({ expiredDesigns: 0, orphanFiles: 2 });
    expect(await t.storage.exists(orphan)).toBe(false);
    expect(await t.storage.exists(crop)).toBe(false);
    expect(await t.storage.exists(asset)).toBe(true);
    expect(await t.storage.exists(`${live.folder}/original.jpg`)).toBe(true);
    expect(await t.storage.exists(`${live.folder}/cutout.png`)).toBe(true);
    const rows = await t.db.select().from(temporaryDesigns);
    expect(rows.map((row) => row.temporaryId)).toEqual([live.temporaryId]);

    // Once the live one has expired too, the next sweep takes it.
    expect(await sweepAt(written + 80 * HOUR)).toEqual({ expiredDesigns: 1, orphanFiles: 0 });
    expect(await t.storage.exists(`${live.folder}/original.jpg`)).toBe(false);
  });
});
