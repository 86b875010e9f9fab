// The queue on the application's database: a job enqueued inside a transaction lives or dies with
// it (on PGlite too, where one connection serves both), and enqueueing is idempotent.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test/database';
import { createQueue, TRANSFORMATION_QUEUE, type TransformationQueue } from './queue';

const database = setupTestDatabase();
let queue: TransformationQueue;

beforeAll(async () => {
  queue = createQueue(database.database, { connectionString: database.url, maxConnections: 2 });
  await queue.start();
}, 60_000);

afterAll(() => queue.stop());

const jobOf = (id: string) => queue.boss.getJobById(TRANSFORMATION_QUEUE, id);

describe('createQueue', () => {
  it('commits a job with the transaction that enqueued it', async () => {
    const id = randomUUID();
    await database.db.transaction((tx) => queue.enqueueTransformation(id, tx));
    const job = await jobOf(id);
    expect(job).toMatchObject({ id, name: TRANSFORMATION_QUEUE, data: { transformationId: id } });
  });

  it('drops a job when its transaction rolls back', async () => {
    const id = randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueueTransformation(id, tx);
        throw new Error('the insert after it failed');
      }),
    ).rejects.toThrow('the insert after it failed');
    expect(await jobOf(id)).toBeNull();
  });

  it('enqueues a transformation once, however often asked', async () => {
    const id = randomUUID();
    await queue.enqueueTransformation(id);
    await database.db.transaction((tx) => queue.enqueueTransformation(id, tx));
    const jobs = await queue.boss.findJobs(TRANSFORMATION_QUEUE, {
      data: { transformationId: id },
    });
    expect(jobs).toHaveLength(1);
  });

  it('can start again over an installed schema', async () => {
    const again = createQueue(database.database, {
      connectionString: database.url,
      maxConnections: 1,
    });
    await again.start();
    const id = randomUUID();
    await database.db.transaction((tx) => again.enqueueTransformation(id, tx));
    expect(await jobOf(id)).not.toBeNull();
    await again.stop();
  });

  it('refuses to enqueue before it is started', async () => {
    const idle = createQueue(database.database, { connectionString: database.url });
    await expect(idle.enqueueTransformation(randomUUID())).rejects.toThrow(/Start the job queue/);
  });
});
