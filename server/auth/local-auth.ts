// The built-in sign-in service: the part of Supabase Auth's HTTP API that supabase-js uses, so
// the browser app signs in the same way whether a hosted Supabase project is configured or not.
// Mounted at /auth/v1 when SUPABASE_URL is unset:
//
//   app.route('/auth/v1', createLocalAuthRouter({ db, config, jwtSecret, logger }));
//
// POST /signup, POST /token?grant_type=password|refresh_token|pkce, GET /user, POST /logout,
// GET /settings, GET+POST /verify (e-mailed links), POST /recover, POST /otp, POST /resend,
// PUT /user, GET /reauthenticate, GET /authorize + /callback (Google).
// Answers and errors are shaped like Supabase's (gotrue-shapes.ts, gotrue-errors.ts).
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_VERSION, API_VERSION_HEADER, GoTrueError, gotrueErrorResponse } from './gotrue-errors';
import { outageOf } from '../http/outages';
import { registerGoogleRoutes } from './google-routes';
import { createLocalAuthContext, type LocalAuthDeps } from './local-auth-context';
import { registerPasswordRoutes } from './password-routes';
import { registerRecoveryRoutes } from './recovery-routes';
import { registerTokenRoutes } from './token-routes';
import { registerUserRoutes } from './user-routes';
import { registerVerifyRoutes } from './verify-routes';

/** Sign-in requests are small; a larger body is refused before it is read. */
const BODY_LIMIT_BYTES = 16 * 1024;

export function createLocalAuthRouter(deps: LocalAuthDeps): Hono {
  const ctx = createLocalAuthContext(deps);
  const router = new Hono();

  router.use(async (c, next) => {
    await next();
    // supabase-js reads error codes only from responses that announce this API version.
    c.header(API_VERSION_HEADER, API_VERSION);
    // Tokens and users must not be kept by browsers or proxies.
    c.header('Cache-Control', 'no-store');
  });
  router.use(
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: () => {
        throw new GoTrueError(413, 'request_too_large', 'Request body is too large');
      },
    }),
  );

  router.get('/settings', (c) =>
    c.json({
      external: { email: true, google: deps.config.localAuth.google !== undefined, phone: false },
      disable_signup: false,
      mailer_autoconfirm: !deps.config.localAuth.emailConfirmation,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
  registerPasswordRoutes(router, ctx);
  registerTokenRoutes(router, ctx);
  registerVerifyRoutes(router, ctx);
  registerRecoveryRoutes(router, ctx);
  registerUserRoutes(router, ctx);
  registerGoogleRoutes(router, ctx);
  router.all('*', () => {
    throw new GoTrueError(404, 'not_found', 'Not found');
  });

  router.onError((error, c) => {
    if (error instanceof GoTrueError) return gotrueErrorResponse(c, error);
    const outage = outageOf(error); // database down: a 503 to retry, not a crash
    if (outage) {
      const fields = { path: c.req.path, kind: outage.kind, error };
      ctx.logger.warn('Sign-in service unavailable', fields);
      const headers = { 'Retry-After': String(outage.retryAfterSeconds) };
      return gotrueErrorResponse(
        c,
        new GoTrueError(503, 'unexpected_failure', outage.detail, {}, headers),
      );
    }
    ctx.logger.error('Sign-in service failed', { method: c.req.method, path: c.req.path, error });
    return gotrueErrorResponse(
      c,
      new GoTrueError(500, 'unexpected_failure', 'Unexpected failure, please try again'),
    );
  });
  return router;
}
