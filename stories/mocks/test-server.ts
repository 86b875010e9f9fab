// The mock handlers in Node tests: one MSW server for a test file, listening around its tests.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** Starts before the file's tests and stops after them; each test's `server.use` ends with it. */
export function listeningMockServer(...handlers: Parameters<typeof setupServer>) {
  const server = setupServer(...handlers);
  // Handlers use same-origin paths, as in the browser; MSW resolves them against `location`.
  beforeAll(() => {
    vi.stubGlobal('location', { href: 'http://localhost/' });
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });
  return server;
}
