// Tables of the built-in sign-in service (server/auth/local-auth.ts), used only when no hosted
// Supabase project is configured. Listed in drizzle.config.ts next to server/db/schema.ts, so
// `npx drizzle-kit generate` writes their migrations into the same folder.
//
// Secrets are never stored in the clear: passwords as scrypt hashes, refresh tokens and link
// tokens (confirmation, recovery, e-mail change) as SHA-256 digests (they are long random strings,
// so a plain digest is enough; a leaked table cannot be replayed), and the short reauthentication
// code as a keyed hash (HMAC), so a leaked table does not give it away by trying every code.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const nullableTime = (name: string) => timestamp(name, { withTimezone: true });

/** One row per account; `id` is the JWT `sub` and `profiles.user_id`. */
export const authUsers = pgTable(
  'auth_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored trimmed and lower-cased; the index on lower(email) guards against other writers. */
    email: text('email').notNull(),
    /** `scrypt$N$r$p$salt$hash`; null for accounts that only sign in with Google. */
    passwordHash: text('password_hash'),
    name: text('name'),
    /** Google's stable account id (`sub`), once the account has signed in with Google. */
    googleSub: text('google_sub').unique(),
    emailConfirmedAt: nullableTime('email_confirmed_at'),
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    confirmationSentAt: nullableTime('confirmation_sent_at'),
    /** A password-recovery or magic link's token (one at a time, as in Supabase). */
    recoveryTokenHash: text('recovery_token_hash').unique(),
    recoverySentAt: nullableTime('recovery_sent_at'),
    /** The code GET /reauthenticate e-mails, for PUT /user's `nonce`. */
    reauthenticationTokenHash: text('reauthentication_token_hash'),
    reauthenticationSentAt: nullableTime('reauthentication_sent_at'),
    /** A new e-mail address waiting for its confirmation link. */
    emailChange: text('email_change'),
    emailChangeTokenHash: text('email_change_token_hash').unique(),
    emailChangeSentAt: nullableTime('email_change_sent_at'),
    lastSignInAt: nullableTime('last_sign_in_at'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [uniqueIndex('auth_users_email_unique').on(sql`lower(${table.email})`)],
);

/** A signed-in device. Revoked by sign-out or by refresh-token reuse (then all its tokens too). */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    revokedAt: nullableTime('revoked_at'),
    /**
     * How the session was opened, as Supabase's `amr` methods: `recovery` lets PUT /user set a new
     * password without the current one. Null for sessions opened before it was recorded.
     */
    signInMethod: text('sign_in_method'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('auth_sessions_user_id_idx').on(table.userId)],
);

/**
 * Refresh tokens, one chain per session: each refresh revokes the presented token and adds its
 * child. `parent_hash` is unique, so a token can be exchanged for a child only once.
 */
export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    parentHash: text('parent_hash').unique(),
    revokedAt: nullableTime('revoked_at'),
    createdAt: createdAt(),
  },
  (table) => [index('auth_refresh_tokens_session_id_idx').on(table.sessionId)],
);

export type AuthUserRow = typeof authUsers.$inferSelect;
export type AuthSessionRow = typeof authSessions.$inferSelect;
export type AuthRefreshTokenRow = typeof authRefreshTokens.$inferSelect;
