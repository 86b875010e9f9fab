// The Google half of "Sign in with Google": an OAuth 2.0 authorization-code flow for a web
// application (confidential client), then the OpenID Connect userinfo endpoint for the account's
// id, verified e-mail and name. The endpoints come from the configuration, so tests can point
// them at a fake provider.
import type { GoogleOAuthConfig } from '../config';

export interface GoogleProfile {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  /** Google's tokens, handed to the browser as provider_token / provider_refresh_token. */
  accessToken: string;
  refreshToken: string | undefined;
}

/** Google answered something unexpected or could not be reached; the message is for the log. */
export class GoogleSignInError extends Error {
  override name = 'GoogleSignInError';
}

const GOOGLE_TIMEOUT_MS = 10_000;

export function googleAuthorizeUrl(
  google: GoogleOAuthConfig,
  { redirectUri, state }: { redirectUri: string; state: string },
): string {
  const url = new URL(google.authUrl);
  url.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    // Lets people with several Google accounts choose; no silent sign-in to the wrong one.
    prompt: 'select_account',
  }).toString();
  return url.toString();
}

export async function fetchGoogleProfile(
  google: GoogleOAuthConfig,
  {
    code,
    redirectUri,
    fetch: fetchImpl = fetch,
  }: {
    code: string;
    redirectUri: string;
    fetch?: typeof fetch;
  },
): Promise<GoogleProfile> {
  const tokens = await requestJson(fetchImpl, google.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: google.clientId,
      client_secret: google.clientSecret,
      redirect_uri: redirectUri,
    }),
  });
  const accessToken = stringOf(tokens.access_token);
  if (!accessToken) throw new GoogleSignInError('Google token response has no access_token.');

  const info = await requestJson(fetchImpl, google.userinfoUrl, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  const sub = stringOf(info.sub);
  if (!sub) throw new GoogleSignInError('Google userinfo has no sub.');
  return {
    sub,
    email: stringOf(info.email),
    // Google sends a boolean; some OIDC providers send the string "true".
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    name: stringOf(info.name)?.slice(0, 200),
    accessToken,
    refreshToken: stringOf(tokens.refresh_token),
  };
}

async function requestJson(
  fetchImpl: typeof fetch,
  url: string,
  init: RequestInit,
): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS) });
  } catch (error) {
    throw new GoogleSignInError(`Google did not answer at ${url}`, { cause: error });
  }
  const text = await response.text();
  if (!response.ok) {
    throw new GoogleSignInError(
      `Google answered ${response.status} at ${url}: ${text.slice(0, 300)}`,
    );
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new GoogleSignInError(`Google answered something other than a JSON object at ${url}.`);
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
