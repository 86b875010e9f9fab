// Every error leaves the server as JSON `{detail, code?}` with the right status. Routers throw
// `ApiError` (or any Hono HTTPException). An outage (database down, storage full or read-only,
// outages.ts) is a 503 with Retry-After; a client that went away is logged as such (499).
// Anything else is a bug: logged with the request id, answered with a generic 500 so internals
// never reach the browser.
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode, UnofficialStatusCode } from 'hono/utils/http-status';
import type { Logger } from '../logger';
import { outageOf } from './outages';

export const INTERNAL_ERROR_DETAIL = 'Something went wrong on our side. Please try again.';

export interface ErrorBody {
  detail: string;
  code?: string;
}

/** An error meant for the client: `detail` is shown to people, `code` is for programs. */
export class ApiError extends HTTPException {
  readonly code: string | undefined;

  /** `headers` go out with the answer, e.g. Retry-After on a 429 or 503. */
  constructor(
    status: ContentfulStatusCode,
    detail: string,
    code?: string,
    headers?: Record<string, string>,
  ) {
    super(status, {
      message: detail,
      ...(headers ? { res: new Response(null, { headers }) } : {}),
    });
    this.name = 'ApiError';
    this.code = code;
  }
}

export function errorBody(detail: string, code?: string): ErrorBody {
  return code === undefined ? { detail } : { detail, code };
}

/** nginx's "client closed request": nobody reads it, but logs and metrics tell it from a 500. */
export const CLIENT_CLOSED_REQUEST = 499 as UnofficialStatusCode;

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    // The client went away (closed the tab mid-upload): its request failed, the server did not.
    if (c.req.raw.signal.aborted && !(error instanceof HTTPException)) {
      logger.info('Client closed the request', { ...requestFields(c), reason: String(error) });
      return c.json(errorBody('The request was cancelled.'), CLIENT_CLOSED_REQUEST);
    }
    const outage = error instanceof HTTPException ? null : outageOf(error);
    if (outage) {
      logger.warn('Service unavailable', { ...requestFields(c), kind: outage.kind, error });
      return c.json(errorBody(outage.detail, outage.code), 503, {
        'Retry-After': String(outage.retryAfterSeconds),
      });
    }
    if (!(error instanceof HTTPException)) {
      logger.error('Unhandled error', { ...requestFields(c), error });
      return c.json(errorBody(INTERNAL_ERROR_DETAIL), 500);
    }
    // A 503 of our own (busy, outage) is expected under load, not a bug.
    if (error.status === 503 && error instanceof ApiError) {
      logger.warn('Service unavailable', { ...requestFields(c), code: error.code });
    } else if (error.status >= 500) {
      logger.error('Server error', { ...requestFields(c), error });
    }
    // A 5xx from library middleware may carry internals; only our own ApiError speaks for itself.
    const detail =
      error instanceof ApiError || error.status < 500
        ? error.message || 'Request failed.'
        : INTERNAL_ERROR_DETAIL;
    const code = error instanceof ApiError ? error.code : undefined;
    return c.json(errorBody(detail, code), error.status, preparedHeaders(error));
  };
}

// Keep headers a thrower prepared (e.g. WWW-Authenticate on a 401), but answer in our JSON shape.
function preparedHeaders(error: HTTPException): Record<string, string> | undefined {
  if (!error.res) return undefined;
  const headers = Object.fromEntries(error.res.headers);
  delete headers['content-type'];
  delete headers['content-length'];
  return headers;
}

export const notFoundAsJson: NotFoundHandler = (c) =>
  c.json(errorBody(`No route for ${c.req.method} ${c.req.path}.`), 404);

export function requestFields(c: Context): Record<string, string> {
  const requestId: unknown = c.get('requestId');
  return {
    method: c.req.method,
    path: c.req.path,
    ...(typeof requestId === 'string' ? { requestId } : {}),
  };
}
