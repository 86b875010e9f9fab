// The build's server-side entry (scripts/prerender.ts): renders a landing page as an anonymous
// visitor first sees it, with the same routes, providers and starting state the browser hydrates
// with (main.tsx). Nothing here runs in the browser.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { authConfigAtom, startAnonymousAtom } from '../features/session/atoms';
import { authConfigFromEnv, type AuthEnv } from '../features/session/config';
import { setPaintedLayout } from '../ui/use-is-large';
import type { PrerenderedLayout, PrerenderedPath } from '../api/first-paint';
import { AppProviders, createAppStore, createQueryClient } from './providers';
import { routes } from './routes';

const PAINT_ORIGIN = 'http://studio.invalid';

/** The root element's inner HTML for `path` in `layout`. */
export async function paintPage(path: PrerenderedPath, layout: PrerenderedLayout): Promise<string> {
  setPaintedLayout(layout === 'wide');
  const queryClient = createQueryClient();
  const store = createAppStore(queryClient);
  store.set(startAnonymousAtom);
  // No page origin here; the auth service is only named, never called, while painting.
  store.set(authConfigAtom, authConfigFromEnv(import.meta.env as AuthEnv, PAINT_ORIGIN));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, PAINT_ORIGIN)));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders store={store} queryClient={queryClient}>
        {/* hydrate={false}: no inline script (the CSP allows none); the app needs no loader data. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
