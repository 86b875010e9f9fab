// What every /api router is built from. Handed in by createApp, so tests build their own.
import type { AuthVariables, VerifyAccessToken } from '../auth/verify-token';
import type { Config } from '../config';
import type { AppDb } from '../db/client';
import type { TransformationQueue } from '../jobs/queue';
import type { Logger } from '../logger';
import type { Storage } from '../storage/storage';
import type { UploadGate } from '../designs/upload-gate';

export interface ApiDeps {
  config: Config;
  logger: Logger;
  db: AppDb;
  storage: Storage;
  queue: TransformationQueue;
  verifier: VerifyAccessToken;
  /** Default: one made from config.uploads.gate. */
  uploadGate?: UploadGate;
}

/** Routers behind requireUser: `c.get('user')` is the verified caller. */
export type SignedInEnv = { Variables: AuthVariables };
