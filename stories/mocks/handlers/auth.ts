// The hosted auth service (GoTrue, what supabase-js talks to) under /auth/v1: password sign-in
// and refresh, sign-up, the signed-in user, logout, the reset e-mail and account updates. Bodies are GoTrue's; errors carry the
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
  recover: '/auth/v1/recover',
} as const;

/** A GoTrue error, as the 2024-01-01 API version shapes it. */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return HttpResponse.json(
    { code, message, ...extra },
    { status, headers: AUTH_API_VERSION_HEADER },
  );
}

/** What Supabase answers for one of the most common passwords. */
export const commonPasswordError = () =>
  authError(
    422,
    'weak_password',
    'Password is known to be weak and easy to guess, please choose a different one.',
    { weak_password: { reasons: ['pwned'] } },
  );

interface UpdateUserBody {
  password?: string;
  current_password?: string;
  data?: { name?: string };
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
  /** The reset e-mail is on its way ({} whether or not the address has an account). */
  recover: (onRecover: (email: string) => void = () => undefined) =>
    http.post(paths.recover, async ({ request }) => {
      const body = ((await readJson(request)) ?? {}) as { email?: string };
      onRecover(body.email ?? '');
      return HttpResponse.json({});
    }),
  recoverError: (status: number, code: string, message: string) =>
    http.post(paths.recover, () => authError(status, code, message)),
  recoverPending: () => http.post(paths.recover, pendingForever),
  /**
   * PUT /user: the user with the new name; a password change is accepted when `currentPassword`
   * is undefined (a recovery session) or matches.
   */
  updateUser: (session: Session = makeSession(), currentPassword?: string) =>
    http.put(paths.user, async ({ request }) => {
      const body = ((await readJson(request)) ?? {}) as UpdateUserBody;
      if (body.password !== undefined && currentPassword !== undefined) {
        if (!body.current_password) {
          return authError(
            400,
            'current_password_required',
            'Current password required when setting new password.',
          );
        }
        if (body.current_password !== currentPassword) {
          return authError(
            400,
            'current_password_mismatch',
            'Current password required when setting new password.',
          );
        }
      }
      const name = body.data?.name;
      return HttpResponse.json({
        ...session.user,
        user_metadata: name ? { ...session.user.user_metadata, name } : session.user.user_metadata,
      });
    }),
  updateUserCommonPassword: () => http.put(paths.user, commonPasswordError),
  updateUserPending: () => http.put(paths.user, pendingForever),
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
    authHandlers.updateUser(session),
    authHandlers.recover(),
    authHandlers.logout(),
  ];
}
