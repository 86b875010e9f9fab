import type { RouteObject } from 'react-router-dom';
import { RequireSession } from '../features/session/RequireSession';
import { SessionPending } from '../features/session/components/SessionPending';
import { ShellScreen } from '../features/shell/ShellScreen';

/** Every route of the spec (§2). Screens not built yet show the Placeholder inside the shell. */
export const appPaths = [
  '/',
  '/login',
  '/signup',
  '/craft',
  '/craft/:assetId',
  '/collection',
  '/pricing',
  '/payment/success',
  '/payment/cancelled',
  '/designs/confirm-new',
  '/assets/:assetId/confirm-details',
  '/assets/:assetId',
  '/transformations',
  // The designer's own photographs (models and scenes) to place pieces on.
  '/library',
  // Account basics beyond the spec: forgotten and changed passwords, the account panel.
  '/forgot-password',
  '/reset-password',
  '/account',
] as const;

type AppPath = (typeof appPaths)[number];

/** Open to everyone. */
export const publicPaths = [
  '/',
  '/login',
  '/signup',
  '/pricing',
  '/payment/success',
  '/payment/cancelled',
  '/forgot-password',
  // The reset link signs in on arrival; the screen explains a link that did not.
  '/reset-password',
] as const satisfies readonly AppPath[];

/** Signed-in only: anonymous visitors go to /login and come back here afterwards. */
export const protectedPaths = appPaths.filter(
  (path) => !(publicPaths as readonly AppPath[]).includes(path),
);

// Every screen loads on demand (react-router `lazy`), so none of them weighs on `/`.
type LazyScreen = NonNullable<RouteObject['lazy']>;

const placeholder: LazyScreen = async () => ({
  Component: (await import('../features/placeholder/PlaceholderScreen')).PlaceholderScreen,
});

const screens: Partial<Record<AppPath, LazyScreen>> = {
  '/login': async () => ({ Component: (await import('../features/auth/LoginScreen')).LoginScreen }),
  '/signup': async () => ({
    Component: (await import('../features/auth/SignupScreen')).SignupScreen,
  }),
  '/forgot-password': async () => ({
    Component: (await import('../features/auth/ForgotPasswordScreen')).ForgotPasswordScreen,
  }),
  '/reset-password': async () => ({
    Component: (await import('../features/auth/ResetPasswordScreen')).ResetPasswordScreen,
  }),
  '/account': async () => ({
    Component: (await import('../features/auth/AccountScreen')).AccountScreen,
  }),
  '/': async () => ({ Component: (await import('../features/home/HomeScreen')).HomeScreen }),
  '/designs/confirm-new': async () => ({
    Component: (await import('../features/design-details/DesignDetailsScreen')).DesignDetailsScreen,
  }),
  '/assets/:assetId/confirm-details': async () => ({
    Component: (await import('../features/design-details/DesignDetailsScreen')).DesignDetailsScreen,
  }),
  '/assets/:assetId': async () => ({
    Component: (await import('../features/asset-detail/AssetDetailScreen')).AssetDetailScreen,
  }),
  '/library': async () => ({
    Component: (await import('../features/library/LibraryScreen')).LibraryScreen,
  }),
  '/craft': async () => ({
    Component: (await import('../features/craft/CraftScreen')).CraftScreen,
  }),
  '/craft/:assetId': async () => ({
    Component: (await import('../features/craft/CraftScreen')).CraftScreen,
  }),
  '/collection': async () => ({
    Component: (await import('../features/collection/CollectionScreen')).CollectionScreen,
  }),
  '/transformations': async () => ({
    Component: (await import('../features/history/TransformationsScreen')).TransformationsScreen,
  }),
  '/payment/cancelled': async () => ({
    Component: (await import('../features/payment/PaymentCancelledScreen')).PaymentCancelledScreen,
  }),
  '/pricing': async () => ({
    Component: (await import('../features/pricing/PricingScreen')).PricingScreen,
  }),
  '/payment/success': async () => ({
    Component: (await import('../features/payment/PaymentSuccessScreen')).PaymentSuccessScreen,
  }),
};

const screen = (path: AppPath): RouteObject => ({ path, lazy: screens[path] ?? placeholder });

export const routes: RouteObject[] = [
  {
    element: <ShellScreen />,
    // While the first screen's code arrives on a cold load.
    hydrateFallbackElement: <SessionPending />,
    children: [
      ...publicPaths.map(screen),
      { element: <RequireSession />, children: protectedPaths.map(screen) },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/not-found/NotFoundScreen')).NotFoundScreen,
        }),
      },
    ],
  },
];
