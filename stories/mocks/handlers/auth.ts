// The hosted auth service (GoTrue, what supabase-js talks to) under /auth/v1: password sign-in
// and refresh, sign-up, the signed-in user and logout. Bodies are GoTrue's; errors carry the
// `X-Supabase-Api-Version: 2024-01-01` header, so supabase-js reads their `code` like it does
// from the real service (`invalid_credentials`, `email_not_confirmed`, `weak_password`...).
import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import type { Session, SessionUser } from '../../../src/api/profile';
import { makeSession } from '../fixtures/profile';
import { readJson } from './respond';

export const AUTH_API_VERSION_HEADER = { 'X-Supabase-Api-Version': '2024-01-01' } as const;

const paths = {
  token: '/auth/v1/token',
  signup: '/auth/v1/signup',
  user: '/auth/v1/user',
  logout: '/auth/v1/logout',
} as const;

/** A GoTrue error, as the 2024-01-01 API version shapes it. */
export function authError(status: number, code: string, message: string) {
  return HttpResponse.json({ code, message }, { status, headers: AUTH_API_VERSION_HEADER });
}

/** A session answer to a password or refresh-token grant (and an auto-confirmed sign-up). */
function sessionBody(session: Session) {
  return {
    access_token: session.access_token,
    token_type: session.token_type,
    expires_in: session.expires_in,
    expires_at: session.expires_at,
    refresh_token: session.refresh_token,
    user: session.user,
  };
}

/** The user GoTrue answers a sign-up with when the e-mail still has to be confirmed. */
function unconfirmedUser(user: SessionUser, email: string, name: string | undefined) {
  return {
    ...user,
    email,
    user_metadata: name ? { name } : {},
    confirmation_sent_at: user.created_at,
    identities: [],
  };
}

interface SignUpBody {
  email?: string;
  password?: string;
  data?: { name?: string };
}

const pendingForever = async () => {
  await delay('infinite');
};

export const authHandlers = {
  /** Password sign-in and token refresh succeed with the given session. */
  signIn: (session: Session = makeSession()) =>
    http.post(paths.token, () => HttpResponse.json(sessionBody(session))),
  /** A wrong e-mail or password. */
  invalidCredentials: () =>
    http.post(paths.token, () =>
      authError(400, 'invalid_credentials', 'Invalid login credentials'),
    ),
  /** The account exists but its e-mail has not been confirmed yet. */
  emailNotConfirmed: () =>
    http.post(paths.token, () => authError(400, 'email_not_confirmed', 'Email not confirmed')),
  /** Sign-in never answers: the Login screen stays pending. */
  signInPending: () => http.post(paths.token, pendingForever),
  /** Sign-up with e-mail auto-confirmed: the new user is signed in at once. */
  signUp: (session: Session = makeSession()) =>
    http.post(paths.signup, () => HttpResponse.json(sessionBody(session))),
  /** Sign-up that waits for the e-mail to be confirmed: a user, no session. */
  signUpNeedsConfirmation: (session: Session = makeSession()) =>
    http.post(paths.signup, async ({ request }) => {
      const body = ((await readJson(request)) ?? {}) as SignUpBody;
      const email = body.email ?? session.user.email ?? '';
      return HttpResponse.json(unconfirmedUser(session.user, email, body.data?.name));
    }),
  /** Sign-up refused by the service. */
  signUpError: (
    status = 500,
    code = 'unexpected_failure',
    message = 'Database error saving new user',
  ) => http.post(paths.signup, () => authError(status, code, message)),
  signUpPending: () => http.post(paths.signup, pendingForever),
  /** The signed-in user (GET /user with the access token). */
  user: (session: Session = makeSession()) =>
    http.get(paths.user, ({ request }) =>
      request.headers.get('Authorization')?.startsWith('Bearer ')
        ? HttpResponse.json(session.user)
        : authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
    ),
  /** Logout answers 204; `onLogout` lets a story see that it was called. */
  logout: (onLogout: () => void = () => undefined) =>
    http.post(paths.logout, () => {
      onLogout();
      return new HttpResponse(null, { status: 204 });
    }),
};

/** A working auth service for the given session: what most stories need. */
export function authServiceHandlers(session: Session = makeSession()): HttpHandler[] {
  return [
    authHandlers.signIn(session),
    authHandlers.signUp(session),
    authHandlers.user(session),
    authHandlers.logout(),
  ];
}
