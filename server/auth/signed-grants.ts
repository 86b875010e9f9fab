// Short-lived signed values the browser carries between steps of a sign-in flow, so the server
// keeps no state for them: the OAuth `state` (where to return, the client's PKCE challenge, a
// nonce bound to a cookie) and the PKCE authorization code (which session it opens). Each purpose
// has its own key and audience, so one can never be replayed as the other.
import { errors, jwtVerify, SignJWT } from 'jose';
import { deriveKey } from './derived-keys';

export type CodeChallengeMethod = 's256' | 'plain';

export interface PkceChallenge {
  codeChallenge: string;
  method: CodeChallengeMethod;
}

export interface OAuthState {
  redirectTo: string;
  nonce: string;
  pkce?: PkceChallenge;
}

export interface AuthorizationCode {
  sessionId: string;
  pkce: PkceChallenge;
}

const STATE_TTL_SECONDS = 10 * 60; // time to pick an account at Google
const CODE_TTL_SECONDS = 5 * 60; // the browser exchanges it right after the redirect

export interface SignedGrants {
  signState(state: OAuthState): Promise<string>;
  /** Undefined when forged, expired or malformed. */
  readState(token: string): Promise<OAuthState | undefined>;
  signCode(code: AuthorizationCode): Promise<string>;
  readCode(token: string): Promise<AuthorizationCode | undefined>;
}

export function createSignedGrants(jwtSecret: string): SignedGrants {
  const stateKey = deriveKey(jwtSecret, 'oauth-state');
  const codeKey = deriveKey(jwtSecret, 'authorization-code');
  return {
    signState: (state) => sign({ ...state }, stateKey, 'oauth-state', STATE_TTL_SECONDS),
    readState: async (token) => {
      const payload = await read(token, stateKey, 'oauth-state');
      if (!payload || typeof payload.redirectTo !== 'string' || typeof payload.nonce !== 'string') {
        return undefined;
      }
      const pkce = asPkce(payload.pkce);
      return { redirectTo: payload.redirectTo, nonce: payload.nonce, ...(pkce ? { pkce } : {}) };
    },
    signCode: (code) => sign({ ...code }, codeKey, 'authorization-code', CODE_TTL_SECONDS),
    readCode: async (token) => {
      const payload = await read(token, codeKey, 'authorization-code');
      const pkce = asPkce(payload?.pkce);
      if (!payload || typeof payload.sessionId !== 'string' || !pkce) return undefined;
      return { sessionId: payload.sessionId, pkce };
    },
  };
}

async function sign(
  claims: Record<string, unknown>,
  key: Uint8Array,
  audience: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key);
}

async function read(
  token: string,
  key: Uint8Array,
  audience: string,
): Promise<Record<string, unknown> | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience,
      requiredClaims: ['exp'],
    });
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}

function asPkce(value: unknown): PkceChallenge | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { codeChallenge, method } = value as Record<string, unknown>;
  if (typeof codeChallenge !== 'string' || (method !== 's256' && method !== 'plain')) {
    return undefined;
  }
  return { codeChallenge, method };
}
