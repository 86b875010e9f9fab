// Errors in the shape Supabase Auth (GoTrue) answers with API version 2024-01-01: a JSON body
// `{code, message}` and the `X-Supabase-Api-Version` header. supabase-js reads `code` only when
// that header is present, and turns some codes into typed errors (AuthWeakPasswordError...).
// Messages are Supabase's own where the sign-in screen matches on them.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export type GoTrueErrorCode =
  | 'validation_failed'
  | 'bad_json'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'weak_password'
  | 'user_already_exists'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'flow_state_not_found'
  | 'bad_code_verifier'
  | 'no_authorization'
  | 'bad_jwt'
  | 'session_not_found'
  | 'user_not_found'
  | 'over_request_rate_limit'
  | 'request_too_large'
  | 'not_found'
  | 'unexpected_failure'
  | 'current_password_required'
  | 'current_password_mismatch'
  | 'same_password'
  | 'reauthentication_not_valid'
  | 'email_exists'
  | 'otp_disabled'
  | 'otp_expired'
  | 'over_email_send_rate_limit'
  | 'not_admin'
  | 'phone_provider_disabled';

/** Thrown by the handlers; the router's error handler answers it. */
export class GoTrueError extends Error {
  override name = 'GoTrueError';

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: GoTrueErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function gotrueErrorResponse(c: Context, error: GoTrueError): Response {
  return c.json({ code: error.code, message: error.message, ...error.extra }, error.status, {
    ...error.headers,
    [API_VERSION_HEADER]: API_VERSION,
  });
}

export const invalidCredentials = () =>
  new GoTrueError(400, 'invalid_credentials', 'Invalid login credentials');

export const emailNotConfirmed = () =>
  new GoTrueError(400, 'email_not_confirmed', 'Email not confirmed');

export const userAlreadyExists = () =>
  new GoTrueError(422, 'user_already_exists', 'User already registered');

export const validationFailed = (message: string) =>
  new GoTrueError(400, 'validation_failed', message);

export const refreshTokenNotFound = () =>
  new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

export const refreshTokenAlreadyUsed = () =>
  new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');

export const rateLimited = (retryAfterSeconds: number) =>
  new GoTrueError(
    429,
    'over_request_rate_limit',
    'Request rate limit reached',
    {},
    { 'Retry-After': String(retryAfterSeconds) },
  );

export const otpExpired = (message = 'Email link is invalid or has expired') =>
  new GoTrueError(403, 'otp_expired', message);

/** Supabase's answer to a second e-mail of the same kind within its minimum interval. */
export const overEmailSendRateLimit = (retryAfterSeconds: number) =>
  new GoTrueError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${retryAfterSeconds} seconds.`,
    {},
    { 'Retry-After': String(retryAfterSeconds) },
  );

/** The e-mail could not be handed to the SMTP server; asking again later may work. */
export const emailNotSent = (what: string) =>
  new GoTrueError(
    503,
    'unexpected_failure',
    `Error sending ${what} email`,
    {},
    { 'Retry-After': '60' },
  );
