// One line per request: method, path, status, duration. API traffic at info; static files and
// health checks (frequent, rarely interesting) at debug.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { requestFields } from './errors';
import { isServerPath } from './static-app';

export function requestLogging(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round(performance.now() - started);
    const { method, path } = c.req;
    const quiet = path === '/healthz' || !isServerPath(path);
    logger[quiet ? 'debug' : 'info'](`${method} ${path} ${c.res.status} ${ms}ms`, {
      requestId: requestFields(c).requestId,
    });
  };
}
