import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter, Route, Routes, parsePath, useLocation } from 'react-router-dom';
import { configure } from 'storybook/test';
import '../src/ui/theme/fonts';
import '../src/ui/theme/global.css';
import {
  AppProviders,
  createAppStore,
  createQueryClient,
  type AppStore,
} from '../src/app/providers';
import { viewports } from '../src/ui/theme/breakpoints';
import { withSession } from '../stories/mocks/session';
import type { QueryClient } from '@tanstack/react-query';

/** Story parameters this harness understands. */
export interface HarnessParameters {
  /** Route pattern the story renders under (default '*') and the entry it starts at. */
  router?: { path?: string; initialEntry?: string; state?: unknown };
  /** Puts values into the story's fresh jotai store before it renders. */
  store?: (store: AppStore) => void;
}

// findBy… and waitFor wait up to 5 s, not 1 s: on a loaded CI host a mocked cut-out took longer
// than a second to show, and the play function failed while the screen was still on its way.
configure({ asyncUtilTimeout: 5_000 });

// A relative worker URL, so a static Storybook build works when served from any folder.
const startWorker = async () => {
  const worker = setupWorker();
  await worker.start({
    serviceWorker: { url: './mockServiceWorker.js' },
    quiet: true,
    // msw 3 calls these "frames"; an HTTP frame carries the request.
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request } | undefined)?.request;
      // A story that calls our API or the auth service without a handler is a broken story.
      const path = request ? new URL(request.url).pathname : '';
      if (path.startsWith('/api/') || path.startsWith('/auth/v1/')) defaults.error();
    },
  });
  return worker;
};

// Every story gets its own store and QueryClient: nothing leaks from one story into the next.
const freshState: Loader = async ({ parameters }) => {
  const queryClient = createQueryClient();
  const store = createAppStore(queryClient);
  // Signed out, with the auth client on the Storybook origin (MSW) and an in-memory session
  // store; `parameters.store` may sign the story in (stories/mocks/session.ts).
  withSession(null)(store);
  (parameters as HarnessParameters).store?.(store);
  return { queryClient, store };
};

/** Where the story navigated to, so play functions can assert navigation. */
function NavigatedAway() {
  const location = useLocation();
  return (
    <p data-testid="navigated-to" style={{ padding: 24 }}>
      Navigated to {location.pathname}
    </p>
  );
}

const withHarness: Decorator = (Story, { loaded, parameters }) => {
  const router = (parameters as HarnessParameters).router ?? {};
  const path = router.path ?? '*';
  const entry = router.initialEntry ?? (path === '*' ? '/' : path);
  return (
    <AppProviders store={loaded.store as AppStore} queryClient={loaded.queryClient as QueryClient}>
      <MemoryRouter initialEntries={[{ ...parsePath(entry), state: router.state }]}>
        <Routes>
          <Route path={path} element={<Story />} />
          {path !== '*' && <Route path="*" element={<NavigatedAway />} />}
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
};

const preview: Preview = {
  loaders: [mswLoader(startWorker), freshState],
  decorators: [withHarness],
  parameters: {
    layout: 'fullscreen',
    backgrounds: { disable: true },
    viewport: {
      options: {
        narrow: {
          name: 'Narrow (390)',
          styles: { width: `${viewports.narrow.width}px`, height: `${viewports.narrow.height}px` },
        },
        wide: {
          name: 'Wide (1440)',
          styles: { width: `${viewports.wide.width}px`, height: `${viewports.wide.height}px` },
        },
      },
    },
    a11y: { test: 'error' },
  },
};

export default preview;
