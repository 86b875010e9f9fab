// Sign-in rate limits per client address: a burst of 200 password sign-ins from one address gets
// 429s (never a 5xx) once its budget is spent, while another address signs in normally.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestDatabase } from '../test/database';
import { startAuthServer, type AuthTestServer } from './local-auth-harness';

const database = setupTestDatabase();
let server: AuthTestServer;
let proxied: AuthTestServer;

const EMAIL = 'rosalind@atelier.example';
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  server = await startAuthServer(database.db); // default budgets (30 sign-ins per 5 minutes)
  proxied = await startAuthServer(database.db, { TRUST_PROXY: 'true' });
  const { error } = await proxied.client().auth.signUp({ email: EMAIL, password: PASSWORD });
  expect(error).toBeNull();
});
afterAll(async () => {
  await server?.close();
  await proxied?.close();
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
}

/** One password sign-in over a connection from `localAddress` (any 127.x.y.z works on Linux). */
function signIn(
  target: AuthTestServer,
  { agent, headers = {} }: { agent: Agent; headers?: Record<string, string> },
): Promise<Answer> {
  const url = new URL('/auth/v1/token?grant_type=password', target.url);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json', ...headers } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ email: EMAIL, password: PASSWORD }));
  });
}

async function burst(count: number, send: () => Promise<Answer>): Promise<Answer[]> {
  const answers: Answer[] = [];
  // 20 at a time: concurrent like an attack, without opening 200 sockets at once.
  for (let sent = 0; sent < count; sent += 20) {
    answers.push(...(await Promise.all(Array.from({ length: Math.min(20, count - sent) }, send))));
  }
  return answers;
}

function tally(answers: Answer[]) {
  const count = (test: (status: number) => boolean) =>
    answers.filter((answer) => test(answer.status)).length;
  return {
    ok: count((status) => status === 200),
    limited: count((status) => status === 429),
    serverErrors: count((status) => status >= 500),
  };
}

const agentFrom = (localAddress: string) =>
  new Agent({ keepAlive: true, maxSockets: 20, localAddress });

describe('sign-in rate limits', () => {
  it('answer 429 after the budget of one address, never 5xx, and spare other addresses', async () => {
    const attacker = agentFrom('127.0.0.1');
    const neighbour = agentFrom('127.0.0.2');
    try {
      const started = Date.now();
      const answers = await burst(200, () => signIn(server, { agent: attacker }));
      const elapsedMs = Date.now() - started;
      expect(elapsedMs).toBeLessThan(60_000);
      const { ok, limited, serverErrors } = tally(answers);
      expect(serverErrors).toBe(0);
      expect(ok).toBeGreaterThan(0);
      // 30 per 5 minutes, plus what refilled meanwhile (one every 10 s; a busy machine is slow).
      expect(ok).toBeLessThanOrEqual(30 + Math.ceil(elapsedMs / 10_000));
      expect(limited).toBe(200 - ok);

      const refused = answers.find((answer) => answer.status === 429)!;
      expect(JSON.parse(refused.body)).toEqual({
        code: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      });
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);

      expect((await signIn(server, { agent: neighbour })).status).toBe(200);
      expect((await signIn(server, { agent: attacker })).status).toBe(429);
    } finally {
      attacker.destroy();
      neighbour.destroy();
    }
  }, 60_000);

  it('behind a trusted proxy, count the address the proxy appended to X-Forwarded-For', async () => {
    const agent = agentFrom('127.0.0.1');
    try {
      // Whatever the client puts first, the proxy's last entry is what counts.
      const from = (address: string, forged = '10.9.8.7') => ({
        agent,
        headers: { 'X-Forwarded-For': `${forged}, ${address}` },
      });
      const answers = await burst(60, () =>
        signIn(proxied, from('203.0.113.7', `10.0.0.${Math.floor(Math.random() * 250)}`)),
      );
      const { ok, limited, serverErrors } = tally(answers);
      expect(serverErrors).toBe(0);
      expect(ok).toBeLessThanOrEqual(31);
      expect(limited).toBeGreaterThanOrEqual(29);
      expect((await signIn(proxied, from('203.0.113.8'))).status).toBe(200);
      expect((await signIn(proxied, from('2001:db8:1:2::5'))).status).toBe(200);
    } finally {
      agent.destroy();
    }
  }, 60_000);
});
