// GET /readyz: whether this instance can serve requests now. It asks the database a trivial query
// and writes then reads back a small probe file in the file storage; each check has a deadline.
// 200 when both answer, else 503 with Retry-After and which check failed (a load balancer stops
// sending traffic; a person reads why). GET /healthz stays a liveness check: the process runs.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDb } from '../db/client';
import type { Logger } from '../logger';
import { storageKey, type Storage } from '../storage/storage';
import { outageOf } from './outages';

export const READINESS_PROBE_KEY = storageKey('system', 'readiness-probe.txt');
const CHECK_TIMEOUT_MS = 3000;
const RETRY_AFTER_SECONDS = 10;

export type CheckResult = { ok: true; ms: number } | { ok: false; ms: number; problem: string };

export interface Readiness {
  status: 'ready' | 'unavailable';
  checks: { database: CheckResult; storage: CheckResult };
}

export async function checkReadiness(deps: { db: AppDb; storage: Storage }): Promise<Readiness> {
  const [database, storage] = await Promise.all([
    timedCheck('database', async () => {
      await deps.db.execute(sql`select 1`);
    }),
    timedCheck('storage', async () => {
      const probe = randomBytes(16).toString('hex');
      await deps.storage.put(READINESS_PROBE_KEY, Buffer.from(probe), 'text/plain');
      const read = await deps.storage.get(READINESS_PROBE_KEY);
      if (read?.body.toString() !== probe) throw new Error('the probe read back differs');
    }),
  ]);
  return {
    status: database.ok && storage.ok ? 'ready' : 'unavailable',
    checks: { database, storage },
  };
}

export function readinessRoute(deps: { db: AppDb; storage: Storage; logger: Logger }) {
  return async (c: Context) => {
    const readiness = await checkReadiness(deps);
    if (readiness.status === 'ready')
      return c.json(readiness, 200, { 'Cache-Control': 'no-store' });
    deps.logger.warn('Not ready', { checks: readiness.checks });
    return c.json(readiness, 503, {
      'Cache-Control': 'no-store',
      'Retry-After': String(RETRY_AFTER_SECONDS),
    });
  };
}

async function timedCheck(what: string, check: () => Promise<void>): Promise<CheckResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { ok: true, ms: ms() };
  } catch (error) {
    return { ok: false, ms: ms(), problem: `${what}: ${problemOf(error)}` };
  } finally {
    clearTimeout(timer);
  }
}

// What went wrong, without internals (no host names, paths or queries): a code or a short reason.
function problemOf(error: unknown): string {
  const outage = outageOf(error);
  const code = codeOf(error);
  if (outage) return code ? `${outage.kind} unavailable (${code})` : `${outage.kind} unavailable`;
  if (error instanceof Error && /^no answer within|^the probe/.test(error.message)) {
    return error.message;
  }
  return code ? `failed (${code})` : 'failed';
}

function codeOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && code) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
