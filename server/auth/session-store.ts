// Sessions and their refresh-token chains. Every change to one session's tokens first locks the
// session row, so concurrent refreshes (two tabs, a retry) are applied one after the other.
//
// Rotation follows Supabase Auth: exchanging a refresh token revokes it and issues its child.
// Presenting a revoked token again within the reuse interval returns the chain's current token
// (the first answer was probably lost); later, it means the token leaked, so the whole session is
// revoked and even its newest token stops working.
import { and, eq, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { childRefreshToken, hashOpaqueToken, newOpaqueToken } from './opaque-tokens';
import { authRefreshTokens, authSessions } from './schema';

/** How a session was opened, named as Supabase's `amr` methods. */
export type SignInMethod =
  'password' | 'oauth' | 'email/signup' | 'recovery' | 'magiclink' | 'email_change';

export interface SessionOrigin {
  userId: string;
  userAgent: string | undefined;
  ip: string;
  method: SignInMethod;
}

export interface StartedSession {
  sessionId: string;
  refreshToken: string;
}

/** A new session with its first refresh token. */
export async function startSession(db: AppDb, origin: SessionOrigin): Promise<StartedSession> {
  return db.transaction(async (tx) => {
    const sessionId = await startPendingSession(tx, origin);
    const refreshToken = newOpaqueToken();
    await tx
      .insert(authRefreshTokens)
      .values({ tokenHash: hashOpaqueToken(refreshToken), sessionId });
    return { sessionId, refreshToken };
  });
}

/**
 * A session without a refresh token yet: the PKCE flow hands out an authorization code first, and
 * `claimPendingSession` issues the token when the code is exchanged.
 */
export async function startPendingSession(db: AppDb, origin: SessionOrigin): Promise<string> {
  const [session] = await db
    .insert(authSessions)
    .values({
      userId: origin.userId,
      userAgent: origin.userAgent?.slice(0, 512),
      ip: origin.ip,
      signInMethod: origin.method,
    })
    .returning({ id: authSessions.id });
  if (!session) throw new Error('Inserting a session returned no row.');
  return session.id;
}

/** The first refresh token of a pending session; undefined when it was claimed or revoked. */
export async function claimPendingSession(
  db: AppDb,
  sessionId: string,
): Promise<{ userId: string; refreshToken: string } | undefined> {
  return db.transaction(async (tx) => {
    const session = await lockActiveSession(tx, sessionId);
    if (!session) return undefined;
    const [existing] = await tx
      .select({ tokenHash: authRefreshTokens.tokenHash })
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.sessionId, sessionId))
      .limit(1);
    if (existing) return undefined; // an authorization code works once
    const refreshToken = newOpaqueToken();
    await tx
      .insert(authRefreshTokens)
      .values({ tokenHash: hashOpaqueToken(refreshToken), sessionId });
    return { userId: session.userId, refreshToken };
  });
}

export type RotationResult =
  | { ok: true; userId: string; sessionId: string; refreshToken: string }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'already_used'; userId: string; sessionId: string };

export interface RotationOptions {
  /** Derives a token's child: see opaque-tokens.ts. */
  chainKey: Uint8Array;
  reuseIntervalMs: number;
  now: Date;
}

// Deep enough for any chain grown within a few seconds; bounds the work a request can cause.
const MAX_CHAIN_WALK = 32;
// Revoked tokens older than this are deleted: reusing one then reads as unknown, not as theft.
const REVOKED_TOKEN_RETENTION_MS = 24 * 60 * 60 * 1000;

export async function rotateRefreshToken(
  db: AppDb,
  refreshToken: string,
  { chainKey, reuseIntervalMs, now }: RotationOptions,
): Promise<RotationResult> {
  const tokenHash = hashOpaqueToken(refreshToken);
  return db.transaction(async (tx): Promise<RotationResult> => {
    const [located] = await tx
      .select({ sessionId: authRefreshTokens.sessionId })
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.tokenHash, tokenHash));
    if (!located) return { ok: false, reason: 'not_found' };
    const { sessionId } = located;
    const session = await lockActiveSession(tx, sessionId);
    if (!session) return { ok: false, reason: 'not_found' };
    const { userId } = session;
    // Read after taking the lock: a concurrent refresh may just have revoked this token.
    const revokedAt = await tokenRevokedAt(tx, tokenHash);
    if (revokedAt === undefined) return { ok: false, reason: 'not_found' };

    if (revokedAt === null) {
      const child = childRefreshToken(chainKey, refreshToken);
      await tx
        .update(authRefreshTokens)
        .set({ revokedAt: now })
        .where(eq(authRefreshTokens.tokenHash, tokenHash));
      await tx
        .insert(authRefreshTokens)
        .values({ tokenHash: hashOpaqueToken(child), sessionId, parentHash: tokenHash });
      await tx
        .delete(authRefreshTokens)
        .where(
          and(
            eq(authRefreshTokens.sessionId, sessionId),
            lt(authRefreshTokens.revokedAt, new Date(now.getTime() - REVOKED_TOKEN_RETENTION_MS)),
          ),
        );
      return { ok: true, userId, sessionId, refreshToken: child };
    }

    if (now.getTime() - revokedAt.getTime() <= reuseIntervalMs) {
      const current = await currentDescendant(tx, chainKey, refreshToken);
      if (current) return { ok: true, userId, sessionId, refreshToken: current };
    }
    await revokeWhere(tx, eq(authSessions.id, sessionId), now);
    return { ok: false, reason: 'already_used', userId, sessionId };
  });
}

export type SignOutScope = 'global' | 'local' | 'others';

/** Revokes the user's sessions (all, the current one, or all but the current one). */
export async function revokeSessions(
  db: AppDb,
  {
    userId,
    sessionId,
    scope,
    now,
  }: { userId: string; sessionId: string | undefined; scope: SignOutScope; now: Date },
): Promise<void> {
  const ofUser = eq(authSessions.userId, userId);
  if (scope === 'global') return revokeWhere(db, ofUser, now);
  // A token without a session id (none issued here) has no "current" session to keep or end.
  if (!sessionId) return;
  const current = eq(authSessions.id, sessionId);
  await revokeWhere(
    db,
    scope === 'local' ? and(ofUser, current) : and(ofUser, ne(authSessions.id, sessionId)),
    now,
  );
}

/** True for an active session opened by a password-recovery link. */
export async function isRecoverySession(db: AppDb, sessionId: string): Promise<boolean> {
  const [session] = await db
    .select({ revokedAt: authSessions.revokedAt, method: authSessions.signInMethod })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return session !== undefined && session.revokedAt === null && session.method === 'recovery';
}

/** True while the session exists and has not been revoked. */
export async function isSessionActive(db: AppDb, sessionId: string): Promise<boolean> {
  const [session] = await db
    .select({ revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return session !== undefined && session.revokedAt === null;
}

async function lockActiveSession(
  tx: AppDb,
  sessionId: string,
): Promise<{ userId: string } | undefined> {
  const [session] = await tx
    .select({ userId: authSessions.userId, revokedAt: authSessions.revokedAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId))
    .for('update');
  return session && session.revokedAt === null ? { userId: session.userId } : undefined;
}

/** null: active; undefined: no such token. */
async function tokenRevokedAt(tx: AppDb, tokenHash: string): Promise<Date | null | undefined> {
  const [token] = await tx
    .select({ revokedAt: authRefreshTokens.revokedAt })
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.tokenHash, tokenHash));
  return token?.revokedAt;
}

// Follows the chain from a revoked token to the active token it led to, if any.
async function currentDescendant(
  tx: AppDb,
  chainKey: Uint8Array,
  revokedToken: string,
): Promise<string | undefined> {
  let token = revokedToken;
  for (let step = 0; step < MAX_CHAIN_WALK; step++) {
    token = childRefreshToken(chainKey, token);
    const revokedAt = await tokenRevokedAt(tx, hashOpaqueToken(token));
    if (revokedAt === undefined) return undefined;
    if (revokedAt === null) return token;
  }
  return undefined;
}

async function revokeWhere(db: AppDb, sessions: SQL | undefined, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const revoked = await tx
      .update(authSessions)
      .set({ revokedAt: now })
      .where(and(sessions, isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    if (revoked.length === 0) return;
    await tx
      .update(authRefreshTokens)
      .set({ revokedAt: now })
      .where(
        and(
          inArray(
            authRefreshTokens.sessionId,
            revoked.map((session) => session.id),
          ),
          isNull(authRefreshTokens.revokedAt),
        ),
      );
  });
}
