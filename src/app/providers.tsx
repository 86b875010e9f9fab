import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { LinkProvider } from '../ui/Link';
import { RouterLink } from './router-link';

export type AppStore = ReturnType<typeof createStore>;

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      // Retries are decided per query from the spec's rules, never by a library default.
      queries: { retry: false, refetchOnWindowFocus: false },
    },
  });

/** A jotai store whose query atoms use `queryClient` (one pair per app, or per story). */
export const createAppStore = (queryClient: QueryClient): AppStore => {
  const store = createStore();
  store.set(queryClientAtom, queryClient);
  return store;
};

export function AppProviders(props: {
  store: AppStore;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <JotaiProvider store={props.store}>
        {/* src/ui knows no router: its in-app links render through React Router's Link. */}
        <LinkProvider component={RouterLink}>{props.children}</LinkProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
