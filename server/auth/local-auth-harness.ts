// For the sign-in service's tests: the service served over real HTTP on a random 127.0.0.1 port,
// next to an /api route guarded like the studio's API, so tests drive it with the unmodified
// supabase-js client exactly as the browser does.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import {
  createClient,
  type SupabaseClient,
  type SupabaseClientOptions,
} from '@supabase/supabase-js';
import { Hono } from 'hono';
import { loadConfig, type Config } from '../config';
import type { AppDb } from '../db/client';
import { createErrorHandler } from '../http/errors';
import { silentLogger, type Logger } from '../logger';
import { createLocalAuthRouter } from './local-auth';
import { createTokenVerifier, requireUser, type AuthVariables } from './verify-token';

export const TEST_JWT_SECRET = 'local-auth-test-secret-0123456789abcdefghijklmnop';

export interface AuthTestServer {
  /** The studio's origin (PUBLIC_URL), e.g. http://127.0.0.1:41234. */
  url: string;
  config: Config;
  /** Messages the service logged at info level and above. */
  logs: string[];
  /** Moves the service's clock (refresh-token reuse interval, confirmation links). */
  advanceClock(ms: number): void;
  /** A supabase-js client for this server that keeps its session in memory. */
  client(options?: { flowType?: 'implicit' | 'pkce' }): SupabaseClient;
  close(): Promise<void>;
}

export async function startAuthServer(
  db: AppDb,
  env: Record<string, string> = {},
  { fetch: fetchImpl }: { fetch?: typeof fetch } = {},
): Promise<AuthTestServer> {
  // Routes are added once the port (hence PUBLIC_URL) is known.
  const root = new Hono();
  const server: ServerType = serve({ fetch: root.fetch, hostname: '127.0.0.1', port: 0 });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', PUBLIC_URL: url, ...env });

  const logs: string[] = [];
  let offsetMs = 0;
  const record = (message: string) => void logs.push(message);
  const logger: Logger = { ...silentLogger, info: record, warn: record, error: record };
  const verifier = createTokenVerifier({ jwtSecret: TEST_JWT_SECRET, audience: 'authenticated' });

  const api = new Hono<{ Variables: AuthVariables }>();
  api.use(requireUser(verifier));
  api.get('/me', (c) => c.json(c.get('user')));
  root.onError(createErrorHandler(silentLogger));
  root.route('/api', api);
  root.route(
    '/auth/v1',
    createLocalAuthRouter({
      db,
      config,
      jwtSecret: TEST_JWT_SECRET,
      logger,
      now: () => new Date(Date.now() + offsetMs),
      fetch: fetchImpl,
    }),
  );

  return {
    url,
    config,
    logs,
    advanceClock: (ms) => void (offsetMs += ms),
    client: ({ flowType = 'implicit' } = {}) => {
      const options: SupabaseClientOptions<'public'> = {
        auth: {
          persistSession: false,
          autoRefreshToken: false,
          detectSessionInUrl: false,
          flowType,
        },
      };
      return createClient(url, 'local-anon-key', options);
    },
    close: async () => {
      const closed = once(server, 'close');
      server.close();
      if ('closeAllConnections' in server) server.closeAllConnections();
      await closed;
    },
  };
}
