// Access tokens of the built-in service: HS256 JWTs signed with the same secret the API's
// verifier (verify-token.ts) checks, carrying the session id so /user can tell a signed-out
// session. API routes do not look the session up: like Supabase's, an access token stays valid
// until it expires (AUTH_ACCESS_TOKEN_TTL_SECONDS), even after sign-out.
import { decodeJwt, errors, jwtVerify } from 'jose';
import { GoTrueError } from './gotrue-errors';
import { ACCESS_TOKEN_AUDIENCE, signAccessToken } from './verify-token';

export interface IssuedAccessToken {
  accessToken: string;
  expiresIn: number;
  /** Unix seconds. */
  expiresAt: number;
}

export interface AccessTokenSubject {
  userId: string;
  email: string;
  name: string | null;
  sessionId: string;
}

export interface VerifiedAccessToken {
  userId: string;
  /** Undefined for tokens signed elsewhere with the same secret (tests, tools). */
  sessionId: string | undefined;
}

export interface AccessTokens {
  issue(subject: AccessTokenSubject): Promise<IssuedAccessToken>;
  /** Throws GoTrueError `no_authorization` or `bad_jwt`, as Supabase Auth answers. */
  verifyBearer(authorization: string | undefined): Promise<VerifiedAccessToken>;
}

export function createAccessTokens({
  jwtSecret,
  issuer,
  ttlSeconds,
}: {
  jwtSecret: string;
  /** `${PUBLIC_URL}/auth/v1`, like a Supabase project's `iss`. */
  issuer: string;
  ttlSeconds: number;
}): AccessTokens {
  const key = new TextEncoder().encode(jwtSecret);
  return {
    async issue({ userId, email, name, sessionId }) {
      const accessToken = await signAccessToken(jwtSecret, {
        userId,
        email,
        name: name ?? undefined,
        expiresInSeconds: ttlSeconds,
        issuer,
        sessionId,
      });
      const expiresAt = decodeJwt(accessToken).exp ?? Math.floor(Date.now() / 1000) + ttlSeconds;
      return { accessToken, expiresIn: ttlSeconds, expiresAt };
    },

    async verifyBearer(authorization) {
      const token = authorization?.match(/^Bearer +(\S+) *$/i)?.[1];
      if (!token) {
        throw new GoTrueError(
          401,
          'no_authorization',
          'This endpoint requires a valid Bearer token',
        );
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: ACCESS_TOKEN_AUDIENCE,
          issuer,
          requiredClaims: ['sub', 'exp'],
        });
        const sessionId = payload.session_id;
        return {
          userId: String(payload.sub),
          sessionId: typeof sessionId === 'string' ? sessionId : undefined,
        };
      } catch (error) {
        if (!(error instanceof errors.JOSEError)) throw error;
        const reason =
          error instanceof errors.JWTExpired
            ? 'token is expired'
            : 'unable to parse or verify signature';
        throw new GoTrueError(403, 'bad_jwt', `invalid JWT: ${reason}`);
      }
    },
  };
}
