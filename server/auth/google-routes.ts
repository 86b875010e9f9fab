// "Sign in with Google": GET /authorize?provider=google sends the browser to Google, Google sends
// it back to GET /callback, which finds or creates the account and returns the browser to the
// studio with a session (redirect-sign-in.ts). Without GOOGLE_CLIENT_ID, /authorize returns to
// the sign-in screen with an error it shows.
//
// The OAuth `state` is signed (no server-side storage) and bound to this browser by a nonce in a
// short-lived cookie, so nobody can complete a sign-in started elsewhere in someone's browser.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { fetchGoogleProfile, googleAuthorizeUrl, GoogleSignInError } from './google-oauth';
import { enforceRateLimit, type LocalAuthContext } from './local-auth-context';
import { readPkceChallenge } from './pkce';
import { safeRedirect } from './redirects';
import { finishRedirectSignIn, redirectWithError } from './redirect-sign-in';
import { findOrCreateGoogleUser } from './users';

const NONCE_COOKIE = 'jewel-oauth-nonce';
const NONCE_COOKIE_PATH = '/auth/v1/callback';
const NONCE_TTL_SECONDS = 10 * 60;

export function registerGoogleRoutes(router: Hono, ctx: LocalAuthContext): void {
  const { publicUrl } = ctx.config;
  const callbackUrl = `${ctx.baseUrl}/callback`;

  router.get('/authorize', async (c) => {
    enforceRateLimit(c, ctx, ctx.limiters.redirects);
    const provider = c.req.query('provider');
    const google = ctx.config.localAuth.google;
    if (provider !== 'google' || !google) {
      const target = safeRedirect(c.req.query('redirect_to'), publicUrl, '/login');
      return redirectWithError(
        c,
        target,
        {
          error: 'server_error',
          code: 'provider_disabled',
          description:
            provider === 'google'
              ? 'Google sign-in is not configured on this studio.'
              : 'This sign-in provider is not available on this studio.',
        },
        302,
      );
    }
    const target = safeRedirect(c.req.query('redirect_to'), publicUrl);
    const pkce = readPkceChallenge(
      c.req.query('code_challenge'),
      c.req.query('code_challenge_method'),
    );
    const nonce = randomBytes(16).toString('base64url');
    const state = await ctx.grants.signState({
      redirectTo: target.toString(),
      nonce,
      ...(pkce ? { pkce } : {}),
    });
    setCookie(c, NONCE_COOKIE, nonce, {
      path: NONCE_COOKIE_PATH,
      httpOnly: true,
      // Lax: sent on the top-level navigation back from Google, not on cross-site subrequests.
      sameSite: 'Lax',
      secure: publicUrl.startsWith('https:'),
      maxAge: NONCE_TTL_SECONDS,
    });
    return c.redirect(googleAuthorizeUrl(google, { redirectUri: callbackUrl, state }), 302);
  });

  router.get('/callback', async (c) => {
    enforceRateLimit(c, ctx, ctx.limiters.redirects);
    const google = ctx.config.localAuth.google;
    const state = await ctx.grants.readState(c.req.query('state') ?? '');
    const cookieNonce = getCookie(c, NONCE_COOKIE);
    deleteCookie(c, NONCE_COOKIE, { path: NONCE_COOKIE_PATH });
    if (!google || !state || !cookieNonce || !sameString(cookieNonce, state.nonce)) {
      return redirectWithError(c, safeRedirect(undefined, publicUrl, '/login'), {
        error: 'invalid_request',
        code: 'bad_oauth_state',
        description: 'The Google sign-in expired or was started elsewhere. Please try again.',
      });
    }
    const target = safeRedirect(state.redirectTo, publicUrl);

    const googleError = c.req.query('error');
    const code = c.req.query('code');
    if (googleError || !code) {
      return redirectWithError(c, target, {
        error: 'access_denied',
        code: googleError === 'access_denied' ? 'oauth_access_denied' : 'oauth_provider_error',
        description:
          googleError === 'access_denied'
            ? 'Google sign-in was cancelled.'
            : 'Google sign-in failed. Please try again.',
      });
    }

    let profile;
    try {
      profile = await fetchGoogleProfile(google, {
        code,
        redirectUri: callbackUrl,
        fetch: ctx.fetch,
      });
    } catch (error) {
      if (!(error instanceof GoogleSignInError)) throw error;
      ctx.logger.warn('Google sign-in failed', { error });
      return redirectWithError(c, target, {
        error: 'server_error',
        code: 'unexpected_failure',
        description: 'Google sign-in failed. Please try again.',
      });
    }
    if (!profile.email || !profile.emailVerified) {
      return redirectWithError(c, target, {
        error: 'access_denied',
        code: 'provider_email_needs_verification',
        description: 'Your Google account has no verified e-mail address.',
      });
    }

    const user = await findOrCreateGoogleUser(
      ctx.db,
      { sub: profile.sub, email: profile.email, name: profile.name },
      ctx.now(),
    );
    return finishRedirectSignIn(c, ctx, {
      user,
      target,
      pkce: state.pkce,
      method: 'oauth',
      providerTokens: { accessToken: profile.accessToken, refreshToken: profile.refreshToken },
    });
  });
}

function sameString(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
