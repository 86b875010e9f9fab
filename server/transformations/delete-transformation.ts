// Deleting a visual (DELETE /api/transformations/{id}). A queued one is cancelled and its credits
// go back; a finished one is removed with its files. One being made right now is refused (409):
// the worker holds its reservation and is writing its files, and deleting under it would leave
// files behind or charge for a visual nobody can see. It finishes in seconds; then it can go.
import { and, eq } from 'drizzle-orm';
import { releaseReservation } from '../billing/credits';
import type { AppDb } from '../db/client';
import { transformations } from '../db/schema';
import { ApiError } from '../http/errors';
import { isUuid } from '../http/ids';
import type { Logger } from '../logger';
import { transformationFolder } from '../storage/key-layout';
import type { Storage } from '../storage/storage';
import { visualNotFound } from './transformation-queries';

export interface DeleteTransformationDeps {
  db: AppDb;
  storage: Storage;
  logger: Logger;
}

export const VISUAL_DELETED_MESSAGE = 'Visual deleted successfully.';

export async function deleteOwnTransformation(
  { db, storage, logger }: DeleteTransformationDeps,
  userId: string,
  transformationId: string,
): Promise<{ message: string }> {
  if (!isUuid(transformationId)) throw visualNotFound();
  const deleted = await db.transaction(async (tx) => {
    // Locked, so the worker cannot start it between the status check and the delete.
    const [row] = await tx
      .select()
      .from(transformations)
      .where(
        and(
          eq(transformations.transformationId, transformationId),
          eq(transformations.userId, userId),
        ),
      )
      .for('update');
    if (!row) return undefined;
    if (row.status === 'processing') {
      throw new ApiError(
        409,
        'This visual is still being made; try again when it finishes.',
        'visual_in_progress',
      );
    }
    // Completed visuals have spent their credits; anything else may still hold a reservation
    // (releasing one that is settled already does nothing).
    const released = row.status !== 'completed' && (await releaseReservation(tx, transformationId));
    await tx.delete(transformations).where(eq(transformations.transformationId, transformationId));
    return { row, released };
  });
  if (!deleted) throw visualNotFound();

  const { row, released } = deleted;
  await storage
    .deletePrefix(transformationFolder(userId, row.assetId, transformationId))
    .catch((error: unknown) => {
      logger.warn('Could not delete the files of a deleted visual', { transformationId, error });
    });
  const credits = `${row.cost} ${row.cost === 1 ? 'credit is' : 'credits are'}`;
  return {
    message: released
      ? `Visual cancelled; its ${credits} back in your balance.`
      : VISUAL_DELETED_MESSAGE,
  };
}
