// The Pricing screen's data: this environment's price ids (public, GET /api/plans) and the way the
// browser leaves for the payment provider's pages (swapped in stories, which must stay on the page).
import { atom } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { apiClientAtom } from '../session/api-client';

const PLANS_QUERY_KEY = ['billing', 'plans'] as const;

/**
 * The screen's calls and their schemas (zod and the whole contract), loaded on first use: the
 * painted pricing page hydrates without them, and they are evaluated in a task of their own.
 */
export const loadPricingApi = () => import('./api');

/**
 * The four plans with this environment's price ids, asked when a plan is chosen: the cards are the
 * catalogue's (painted with the page), and only checkout needs the ids. Kept for five minutes.
 */
export const fetchPlansAtom = atom(null, (get) =>
  get(queryClientAtom).fetchQuery({
    queryKey: PLANS_QUERY_KEY,
    queryFn: async ({ signal }) => (await loadPricingApi()).listPlans(get(apiClientAtom), signal),
    // Prices change with a deploy, not while the page is open.
    staleTime: 5 * 60_000,
  }),
);

export interface ExternalNavigator {
  /** Leaves the app for another address (checkout, billing portal); may throw. */
  assign: (url: string) => void;
}

/** Checkout and the billing portal are other sites: the browser goes there for real. */
export const externalNavigatorAtom = atom<ExternalNavigator>({
  assign: (url) => window.location.assign(url),
});
