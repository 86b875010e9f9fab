// The Pricing screen's data: the plan list (public, GET /api/plans) and the way the browser leaves
// for the payment provider's pages (swapped in stories, which must stay on the page).
import { atom } from 'jotai';
import { atomWithQuery } from 'jotai-tanstack-query';
import { apiClientAtom } from '../session/api-client';
import { hydratingPaintedPageAtom } from '../session/atoms';

export const PLANS_QUERY_KEY = ['billing', 'plans'] as const;

/**
 * The screen's calls and their schemas (zod and the whole contract), loaded on first use: the
 * painted pricing page hydrates without them, and they are evaluated in a task of their own.
 */
export const loadPricingApi = () => import('./api');

/** The four plans with this environment's price ids; the same for every visitor. */
export const plansQueryAtom = atomWithQuery((get) => {
  const api = get(apiClientAtom);
  return {
    queryKey: PLANS_QUERY_KEY,
    queryFn: async ({ signal }) => (await loadPricingApi()).listPlans(api, signal),
    // The painted page shows the plans loading: asked once it is alive (hydratingPaintedPageAtom).
    enabled: !get(hydratingPaintedPageAtom),
    // Prices change with a deploy, not while the page is open.
    staleTime: 5 * 60_000,
  };
});

export interface ExternalNavigator {
  /** Leaves the app for another address (checkout, billing portal); may throw. */
  assign: (url: string) => void;
}

/** Checkout and the billing portal are other sites: the browser goes there for real. */
export const externalNavigatorAtom = atom<ExternalNavigator>({
  assign: (url) => window.location.assign(url),
});
