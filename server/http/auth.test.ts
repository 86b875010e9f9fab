// Every /api route but the public ones (the OpenAPI document, the plans) needs a valid access token: missing, expired, signed
// with another key or not signed at all (alg: none), the answer is a 401 {detail} and nothing
// happens.
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpointPath, endpoints, type EndpointName } from '../../src/api/endpoints';
import { signAccessToken } from '../auth/verify-token';
import { profiles } from '../db/schema';
import { PUBLIC_CALLS } from './public-calls';
import { setupTestApp } from '../test/app';

const testApp = setupTestApp();
const USER = 'user-ada';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

const badTokens: Record<string, () => Promise<string | undefined>> = {
  missing: async () => undefined,
  expired: () => testApp.tokenFor(USER, { expiresInSeconds: -3600 }),
  'wrongly signed': () =>
    signAccessToken('another-secret-that-is-long-enough-0123456789', {
      userId: USER,
      email: 'ada@example.com',
    }),
  'alg: none': async () => {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url({ alg: 'none', typ: 'JWT' });
    const payload = base64url({
      sub: USER,
      aud: 'authenticated',
      role: 'authenticated',
      exp: now + 3600,
    });
    return `${header}.${payload}.`;
  },
  'not a JWT': async () => 'hello',
};

const routes = (Object.keys(endpoints) as EndpointName[])
  .filter((name) => !PUBLIC_CALLS.includes(endpoints[name].path))
  .map((name) => {
    const { method, path } = endpoints[name];
    return {
      name,
      method,
      path: path.includes(':id') ? endpointPath(name, { id: randomUUID() }) : path,
    };
  });

describe('access tokens', () => {
  it('lets anyone read the public calls', async () => {
    for (const path of PUBLIC_CALLS) {
      expect((await testApp.build().request(path)).status).toBe(200);
    }
  });

  beforeEach(() => testApp.database.truncateAll());

  it('lets a valid token through', async () => {
    const res = await testApp.build().request('/api/auth/me', {
      headers: { Authorization: `Bearer ${await testApp.tokenFor(USER)}` },
    });
    expect(res.status).toBe(200);
  });

  describe.each(Object.keys(badTokens))('%s', (problem) => {
    it.each(routes)('refuses $method $path with 401', async ({ method, path }) => {
      const token = await badTokens[problem]!();
      const res = await testApp.build().request(path, {
        method,
        headers: {
          ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
          'Content-Type': 'application/json',
        },
        ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }),
      });
      expect(res.status).toBe(401);
      expect(res.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
      const body = (await res.json()) as { detail: string };
      expect(body.detail).toMatch(/sign in/i);
      // Refused before anything ran: not even the profile a first call creates.
      expect(await testApp.db.select().from(profiles)).toEqual([]);
    });
  });

  it('says so when the session expired', async () => {
    const res = await testApp.build().request('/api/assets', {
      headers: { Authorization: `Bearer ${await badTokens.expired!()}` },
    });
    expect(await res.json()).toEqual({
      detail: 'Your session has expired. Please sign in again.',
      code: 'token_expired',
    });
  });
});
