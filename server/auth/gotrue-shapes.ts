// The JSON Supabase Auth answers with, built from our rows: the user object and the session
// (what supabase-js stores and reads back). Timestamps Supabase omits when unset are omitted.
import type { IssuedAccessToken } from './access-tokens';
import type { AuthUserRow } from './schema';

export interface GoTrueUser {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at?: string;
  phone: '';
  confirmation_sent_at?: string;
  confirmed_at?: string;
  recovery_sent_at?: string;
  /** A new address waiting for its confirmation link. */
  new_email?: string;
  email_change_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: { provider: string; providers: string[] };
  user_metadata: { name?: string };
  identities: [];
  created_at: string;
  updated_at: string;
  is_anonymous: false;
}

export interface GoTrueSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: GoTrueUser;
}

export function toGoTrueUser(user: AuthUserRow): GoTrueUser {
  const providers = [
    ...(user.passwordHash !== null || user.googleSub === null ? ['email'] : []),
    ...(user.googleSub !== null ? ['google'] : []),
  ];
  const confirmedAt = user.emailConfirmedAt?.toISOString();
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    ...(confirmedAt ? { email_confirmed_at: confirmedAt } : {}),
    phone: '',
    ...(user.confirmationSentAt
      ? { confirmation_sent_at: user.confirmationSentAt.toISOString() }
      : {}),
    ...(confirmedAt ? { confirmed_at: confirmedAt } : {}),
    ...(user.recoverySentAt ? { recovery_sent_at: user.recoverySentAt.toISOString() } : {}),
    ...(user.emailChange ? { new_email: user.emailChange } : {}),
    ...(user.emailChange && user.emailChangeSentAt
      ? { email_change_sent_at: user.emailChangeSentAt.toISOString() }
      : {}),
    ...(user.lastSignInAt ? { last_sign_in_at: user.lastSignInAt.toISOString() } : {}),
    app_metadata: { provider: providers[0] ?? 'email', providers },
    user_metadata: user.name ? { name: user.name } : {},
    identities: [],
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
}

export function toGoTrueSession(
  user: AuthUserRow,
  { accessToken, expiresIn, expiresAt }: IssuedAccessToken,
  refreshToken: string,
): GoTrueSession {
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toGoTrueUser(user),
  };
}
