// The job queue (pg-boss) in the application's own database: in-process on PGlite, or a pool of
// its own on PostgreSQL. A transformation's job is inserted in the same transaction as the
// transformation row and its credit reservation, through pg-boss's per-call `db` option bound to
// that transaction (`fromDrizzle`), so a visual exists with its job or not at all: no outbox and
// no sweeper are needed. The job id is the transformation id, so enqueueing twice is harmless.
import { sql, type SQL } from 'drizzle-orm';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type Queue,
} from 'pg-boss';
import type { AppDb, Database } from '../db/client';
import { silentLogger, type Logger } from '../logger';

export const TRANSFORMATION_QUEUE = 'transformation';

/** What a transformation job carries; everything else is read from its row. */
export interface TransformationJobData {
  transformationId: string;
}

export interface TransformationQueue {
  /** Inside `tx` when given (committed or rolled back with it), else on its own. */
  enqueueTransformation(transformationId: string, tx?: AppDb): Promise<void>;
  /** Installs or upgrades pg-boss's tables and the queue; enqueueing needs it done. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** For the worker, which registers its handler on the same instance. */
  readonly boss: PgBoss;
}

export interface QueueOptions {
  /** PostgreSQL URL when `database` is PostgreSQL: pg-boss keeps a small pool of its own. */
  connectionString?: string;
  /** Size of that pool. */
  maxConnections?: number;
  /** Hold a LISTEN connection so a worker on this instance wakes as soon as a job is sent. */
  listenForJobs?: boolean;
  /** Retries and crash detection (the config's `worker` section). */
  policy?: Partial<JobPolicy>;
  logger?: Logger;
}

export interface JobPolicy {
  /** The worker's attempts after the first; the queue allows one delivery more (see worker.ts). */
  retryLimit: number;
  retryDelaySeconds: number;
  heartbeatSeconds: number;
  superviseSeconds: number;
}

const DEFAULT_POLICY: JobPolicy = {
  retryLimit: 2,
  retryDelaySeconds: 5,
  heartbeatSeconds: 30,
  superviseSeconds: 15,
};

// Rendering is deterministic, so a failure is retried a few times (a crash, a full disk) and
// then left failed. A worker that dies mid-job (killed, out of memory, machine lost) stops its
// heartbeat, and any other instance's supervisor hands the job to the next worker; the expiry
// only bounds a job whose worker is alive but stuck.
function queueOptions(policy: JobPolicy): Omit<Queue, 'name'> {
  return {
    retryLimit: policy.retryLimit + 1,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: policy.retryDelaySeconds > 0,
    expireInSeconds: 15 * 60,
    heartbeatSeconds: policy.heartbeatSeconds,
    // Workers that listen are woken at once instead of at their next poll.
    notify: true,
  };
}

// A uuid no job has: reading it only serves to fill pg-boss's queue cache (see start()).
const NO_SUCH_JOB_ID = '00000000-0000-0000-0000-000000000000';

export function createQueue(database: Database, options: QueueOptions = {}): TransformationQueue {
  const logger = options.logger ?? silentLogger;
  const policy = { ...DEFAULT_POLICY, ...options.policy };
  const boss = new PgBoss({
    ...bossOptions(database, options),
    // Dead workers' jobs are found in the monitor pass, which runs as often as the slower of these.
    superviseIntervalSeconds: policy.superviseSeconds,
    monitorIntervalSeconds: policy.superviseSeconds,
  });
  boss.on('error', (error) => logger.error('Job queue error', { error }));
  boss.on('warning', (warning) => logger.warn('Job queue warning', { warning }));

  let started = false;
  return {
    boss,
    async enqueueTransformation(transformationId, tx) {
      if (!started) throw new Error('Start the job queue before enqueueing.');
      const data: TransformationJobData = { transformationId };
      await boss.send(TRANSFORMATION_QUEUE, data, {
        id: transformationId,
        ...(tx ? { db: fromDrizzle(statementsIn(tx), sql) } : {}),
      });
    },
    async start() {
      await boss.start();
      await boss.createQueue(TRANSFORMATION_QUEUE, queueOptions(policy));
      // An existing queue keeps its settings on createQueue: apply this configuration.
      await boss.updateQueue(TRANSFORMATION_QUEUE, queueOptions(policy));
      // createQueue empties pg-boss's cache entry for the queue, and send() refills it through
      // pg-boss's own connection, not the `db` it is given. Inside a transaction on PGlite (one
      // connection, held by that transaction) such a query never returns, so fill the cache now.
      await boss.getJobById(TRANSFORMATION_QUEUE, NO_SUCH_JOB_ID);
      started = true;
    },
    async stop() {
      started = false;
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

// AppDb is generic over its driver, so execute()'s result type is unknown to TypeScript; both
// drivers answer `{ rows }`, which is what pg-boss reads.
function statementsIn(tx: AppDb): DrizzleTransactionLike {
  return { execute: (query) => tx.execute(query as SQL) as Promise<{ rows: unknown[] }> };
}

function bossOptions(database: Database, options: QueueOptions): ConstructorOptions {
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('A PGlite database must expose its instance.');
    return {
      db: fromPglite(database.pglite),
      backend: 'pglite',
      useListenNotify: options.listenForJobs ?? false,
    };
  }
  if (!options.connectionString) {
    throw new Error('The job queue needs the PostgreSQL URL (connectionString).');
  }
  return {
    connectionString: options.connectionString,
    max: options.maxConnections ?? 4,
    application_name: 'jewel-studio-queue',
    useListenNotify: options.listenForJobs ?? false,
  };
}
