// GET /api/designs/{temporary_id}/cutout: the cut-out stored with an upload of this user (as the
// designer last corrected it), before it is confirmed. Another user's upload, an unknown or
// malformed id: the same 404.
import { and, eq } from 'drizzle-orm';
import { temporaryDesignExpired, temporaryDesignNotFound } from '../assets/create-asset';
import type { AppDb } from '../db/client';
import { temporaryDesigns } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid } from '../http/ids';
import type { Storage } from '../storage/storage';

export async function temporaryDesignCutout(
  { db, storage }: { db: AppDb; storage: Storage },
  userId: string,
  temporaryId: string,
): Promise<Buffer> {
  if (!isUuid(temporaryId)) throw temporaryDesignNotFound(temporaryId);
  const current = async () => {
    const [temporary] = await db
      .select({ key: temporaryDesigns.s3KeyCutout, expiresAt: temporaryDesigns.expiresAt })
      .from(temporaryDesigns)
      .where(
        and(eq(temporaryDesigns.temporaryId, temporaryId), eq(temporaryDesigns.userId, userId)),
      );
    if (!temporary) throw temporaryDesignNotFound(temporaryId);
    if (temporary.expiresAt.getTime() <= Date.now()) throw temporaryDesignExpired();
    return temporary.key;
  };
  const key = await current();
  let stored = key ? await storage.get(key) : null;
  if (!stored && key) {
    // A correction may have replaced (and removed) this version since the row was read.
    const now = await current();
    if (now && now !== key) stored = await storage.get(now);
  }
  if (!stored) {
    // An upload from before cut-outs were stored (or confirmed this very moment).
    throw new ApiError(
      404,
      'This upload has no cut-out. Please upload the design again.',
      'not_found',
    );
  }
  return stored.body;
}
