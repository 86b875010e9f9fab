import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../features/session/RequireSession';
import { routes } from './routes';

const isGuarded = (url: string) =>
  (matchRoutes(routes, url) ?? []).some(
    ({ route }) =>
      typeof route.element === 'object' &&
      route.element !== null &&
      'type' in route.element &&
      route.element.type === RequireSession,
  );

const leafPath = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;

describe('routes', () => {
  it.each([
    ['/', '/'],
    ['/login', '/login'],
    ['/signup', '/signup'],
    ['/craft', '/craft'],
    ['/craft/a1b2', '/craft/:assetId'],
    ['/collection', '/collection'],
    ['/pricing', '/pricing'],
    ['/payment/success', '/payment/success'],
    ['/payment/cancelled', '/payment/cancelled'],
    ['/designs/confirm-new', '/designs/confirm-new'],
    ['/assets/a1b2/confirm-details', '/assets/:assetId/confirm-details'],
    ['/assets/a1b2', '/assets/:assetId'],
    ['/transformations', '/transformations'],
    ['/library', '/library'],
    ['/forgot-password', '/forgot-password'],
    ['/reset-password', '/reset-password'],
    ['/account', '/account'],
  ])('%s is a screen of the spec', (url, pattern) => {
    expect(leafPath(url)).toBe(pattern);
  });

  it.each([
    '/craft',
    '/craft/a1b2',
    '/collection',
    '/assets/a1b2',
    '/assets/a1b2/confirm-details',
    '/designs/confirm-new',
    '/transformations',
    '/library',
    '/account',
  ])('%s needs a session', (url) => {
    expect(isGuarded(url)).toBe(true);
  });

  it.each([
    '/',
    '/login',
    '/signup',
    '/pricing',
    '/payment/success',
    '/payment/cancelled',
    '/forgot-password',
    '/reset-password',
  ])('%s is open to everyone', (url) => {
    expect(isGuarded(url)).toBe(false);
  });

  it('sends unknown addresses to the not-found page', () => {
    expect(leafPath('/no/such/page')).toBe('*');
    expect(leafPath('/assets')).toBe('*');
  });
});
