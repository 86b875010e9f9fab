import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  RouterProvider,
  createBrowserRouter,
  matchRoutes,
  type RouteObject,
} from 'react-router-dom';
import '../ui/theme/fonts';
import '../ui/theme/global.css';
import { startAnonymousAtom } from '../features/session/atoms';
import { defaultAuthConfig } from '../features/session/config';
import { needsAuthClient } from '../features/session/stored-session';
import { setPaintedLayout } from '../ui/use-is-large';
import { PRERENDERED_ATTRIBUTE } from '../api/first-paint';
import { AppProviders, createAppStore, createQueryClient } from './providers';
import { routes } from './routes';

const queryClient = createQueryClient();
const store = createAppStore(queryClient);
const container = document.getElementById('root')!;

const app = () => (
  <StrictMode>
    <AppProviders store={store} queryClient={queryClient}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>
);

/** Loads the current address's lazy screens first, so the first render is the painted page. */
async function loadScreensOf(tree: RouteObject[]) {
  const matches = matchRoutes(tree, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/**
 * A painted page carries its stylesheets inline (server/http/painted-pages.ts). Vite adds a lazy
 * screen's stylesheets unless a link to them exists, and a late copy would reorder the cascade:
 * a disabled link (never fetched) tells it they are there.
 */
function claimInlinedStyles() {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = style.dataset.href!;
    style.after(link);
  }
}

// The server painted this page for an anonymous visitor (first-paint.ts). Hydrate it when that is
// still true here; a session stored on this device without the server knowing paints afresh.
const painted = container.getAttribute(PRERENDERED_ATTRIBUTE);
if (painted && needsAuthClient(defaultAuthConfig(), window.location.href) === false) {
  claimInlinedStyles();
  setPaintedLayout(painted === 'wide');
  store.set(startAnonymousAtom);
  // A screen that fails to load is the router's to report, as on any other start.
  void loadScreensOf(routes)
    .catch(() => undefined)
    // As a transition, hydration yields to the browser between components instead of holding the
    // main thread for the whole page: the painted page stays responsive while it comes alive.
    .then(() => startTransition(() => void hydrateRoot(container, app())));
} else {
  createRoot(container).render(app());
}
