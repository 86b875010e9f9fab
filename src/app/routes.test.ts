import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

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
  ])('%s is a screen of the spec', (url, pattern) => {
    expect(leafPath(url)).toBe(pattern);
  });

  it('sends unknown addresses to the not-found page', () => {
    expect(leafPath('/no/such/page')).toBe('*');
    expect(leafPath('/assets')).toBe('*');
  });
});
