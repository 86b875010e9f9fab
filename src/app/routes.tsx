import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { NotFoundScreen } from '../features/not-found/NotFoundScreen';
import { PlaceholderScreen } from '../features/placeholder/PlaceholderScreen';
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
] as const;

const screens: Partial<Record<(typeof appPaths)[number], ReactNode>> = {};

export const routes: RouteObject[] = [
  {
    element: <ShellScreen />,
    children: [
      ...appPaths.map((path) => ({ path, element: screens[path] ?? <PlaceholderScreen /> })),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
