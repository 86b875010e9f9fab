// The end of the flows that finish in the browser (Google, e-mailed links): a redirect back
// into the studio carrying the session the way supabase-js picks it up, which depends on the
// client's flow type. Implicit (supabase-js's default): the tokens in the URL fragment. PKCE: a
// one-time `?code=` the client exchanges with its verifier (POST /token?grant_type=pkce).
import type { Context } from 'hono';
import { openSession, sessionOrigin, type LocalAuthContext } from './local-auth-context';
import { withErrorFragment, withFragment, withQuery } from './redirects';
import type { AuthUserRow } from './schema';
import { startPendingSession, type SignInMethod } from './session-store';
import type { PkceChallenge } from './signed-grants';

export interface RedirectSignIn {
  user: AuthUserRow;
  /** Already checked with safeRedirect. */
  target: URL;
  pkce: PkceChallenge | undefined;
  /** Recorded on the session: `recovery` lets it set a new password without the old one. */
  method: SignInMethod;
  /** The link's type (`signup`, `recovery`, `magiclink`...): supabase-js reads it from the URL. */
  type?: string;
  /** The identity provider's own tokens (provider_token, provider_refresh_token). */
  providerTokens?: { accessToken: string; refreshToken: string | undefined };
}

export async function finishRedirectSignIn(
  c: Context,
  ctx: LocalAuthContext,
  { user, target, pkce, method, type, providerTokens }: RedirectSignIn,
): Promise<Response> {
  const origin = sessionOrigin(c, ctx, user.id, method);
  if (pkce) {
    const sessionId = await startPendingSession(ctx.db, origin);
    const code = await ctx.grants.signCode({ sessionId, pkce });
    return c.redirect(withQuery(target, { code }), 303);
  }
  const session = await openSession(ctx, user, origin);
  return c.redirect(
    withFragment(target, {
      access_token: session.access_token,
      expires_at: session.expires_at,
      expires_in: session.expires_in,
      ...(providerTokens?.refreshToken
        ? { provider_refresh_token: providerTokens.refreshToken }
        : {}),
      ...(providerTokens ? { provider_token: providerTokens.accessToken } : {}),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      ...(type ? { type } : {}),
    }),
    303,
  );
}

export interface RedirectError {
  /** OAuth-style error, e.g. access_denied, server_error. */
  error: string;
  /** Supabase error code, e.g. provider_disabled, otp_expired. */
  code: string;
  /** Shown to people by the sign-in screen. */
  description: string;
}

export function redirectWithError(
  c: Context,
  target: URL,
  error: RedirectError,
  status: 302 | 303 = 303,
): Response {
  return c.redirect(withErrorFragment(target, error), status);
}
