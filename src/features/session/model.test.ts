import { describe, expect, it } from 'vitest';
import {
  AUTH_EVENTS,
  PROFILE_POLL_MS,
  displayName,
  googleReturnUrl,
  profilePollInterval,
  profileRetryDelay,
  redirectErrorFrom,
  refetchesProfile,
  returnPath,
  shouldForceSignOut,
  shouldRetryProfile,
} from './model';

describe('displayName', () => {
  it('uses the name when there is one', () => {
    expect(displayName({ name: 'Amara Okafor', email: 'amara@atelier.com' })).toBe('Amara Okafor');
  });
  it('falls back to the part of the e-mail before the at-sign', () => {
    expect(displayName({ name: '', email: 'lena.fischer@goldsmiths.de' })).toBe('lena.fischer');
    expect(displayName({ name: '   ', email: 'lena@goldsmiths.de' })).toBe('lena');
    expect(displayName({ email: 'noat' })).toBe('noat');
  });
  it('falls back to User when there is neither', () => {
    expect(displayName({})).toBe('User');
    expect(displayName({ name: null, email: '@example.com' })).toBe('User');
  });
});

describe('auth events', () => {
  it('lists the six events of the spec', () => {
    expect(AUTH_EVENTS).toEqual([
      'SIGNED_IN',
      'SIGNED_OUT',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'PASSWORD_RECOVERY',
      'INITIAL_SESSION',
    ]);
  });
  it('reloads the profile on sign-in, token refresh and user update, with a token only', () => {
    const reloading = AUTH_EVENTS.filter((event) => refetchesProfile(event, true));
    expect(reloading).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED']);
    expect(AUTH_EVENTS.filter((event) => refetchesProfile(event, false))).toEqual([]);
  });
});

describe('profile retry', () => {
  it('waits 1000 ms times the attempt number', () => {
    expect(profileRetryDelay(1)).toBe(1000);
    expect(profileRetryDelay(2)).toBe(2000);
  });
  it('retries a 401 twice, then stops', () => {
    expect(shouldRetryProfile(0, 401)).toBe(true);
    expect(shouldRetryProfile(1, 401)).toBe(true);
    expect(shouldRetryProfile(2, 401)).toBe(false);
  });
  it('does not retry other failures', () => {
    for (const status of [0, 400, 403, 404, 500, 503, undefined]) {
      expect(shouldRetryProfile(0, status)).toBe(false);
    }
  });
  it('signs out after a final 401 or more than 2 failed attempts', () => {
    expect(shouldForceSignOut(401, 3)).toBe(true);
    expect(shouldForceSignOut(401, 1)).toBe(true);
    expect(shouldForceSignOut(500, 2)).toBe(false);
    expect(shouldForceSignOut(500, 3)).toBe(true);
    expect(shouldForceSignOut(0, 1)).toBe(false);
    expect(shouldForceSignOut(undefined, 0)).toBe(false);
  });
});

describe('profile polling', () => {
  const locked = { locked_credits: 4 };
  it('polls every 5 s while credits are locked and a session exists', () => {
    expect(PROFILE_POLL_MS).toBe(5000);
    expect(profilePollInterval(locked, 0, true)).toBe(5000);
    expect(profilePollInterval({ locked_credits: 1 }, 0, true)).toBe(5000);
  });
  it('does not poll with nothing locked, no profile or no session', () => {
    expect(profilePollInterval({ locked_credits: 0 }, 0, true)).toBe(false);
    expect(profilePollInterval(undefined, 0, true)).toBe(false);
    expect(profilePollInterval(null, 0, true)).toBe(false);
    expect(profilePollInterval(locked, 0, false)).toBe(false);
  });
  it('stops after 3 accumulated errors', () => {
    expect(profilePollInterval(locked, 2, true)).toBe(5000);
    expect(profilePollInterval(locked, 3, true)).toBe(false);
    expect(profilePollInterval(locked, 4, true)).toBe(false);
  });
});

describe('returnPath', () => {
  it('returns to where the visitor was going', () => {
    expect(returnPath({ from: { pathname: '/collection' } })).toBe('/collection');
    expect(returnPath({ from: { pathname: '/assets/a1', search: '?tab=2', hash: '#v' } })).toBe(
      '/assets/a1?tab=2#v',
    );
  });
  it('defaults to home', () => {
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath(null)).toBe('/');
    expect(returnPath({})).toBe('/');
    expect(returnPath({ from: '/collection' })).toBe('/');
  });
  it('never leaves the site or loops back to the sign-in pages', () => {
    expect(returnPath({ from: { pathname: '//evil.example/x' } })).toBe('/');
    expect(returnPath({ from: { pathname: 'https://evil.example' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/login' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/signup' } })).toBe('/');
  });
});

describe('redirectErrorFrom', () => {
  it("keeps the service's description", () => {
    expect(redirectErrorFrom('Unsupported provider: provider is not enabled')).toEqual({
      description: 'Unsupported provider: provider is not enabled',
    });
  });
  it('has none when the address carried none', () => {
    expect(redirectErrorFrom('Error in URL with unspecified error_description')).toEqual({
      description: null,
    });
    expect(redirectErrorFrom(' ')).toEqual({ description: null });
  });
});

describe('returnPath from the address', () => {
  it('reads ?from= when there is no navigation state', () => {
    expect(returnPath(null, '?from=%2Fcollection')).toBe('/collection');
    expect(returnPath(undefined, '?from=%2Fassets%2Fa1%3Ftab%3D2')).toBe('/assets/a1?tab=2');
  });
  it('prefers the navigation state', () => {
    expect(returnPath({ from: { pathname: '/craft' } }, '?from=%2Fcollection')).toBe('/craft');
  });
  it('ignores other sites and the sign-in pages', () => {
    expect(returnPath(null, '?from=https%3A%2F%2Fevil.example')).toBe('/');
    expect(returnPath(null, '?from=%2F%2Fevil.example')).toBe('/');
    expect(returnPath(null, '?from=%2F%5Cevil.example')).toBe('/');
    expect(returnPath(null, '?from=%2Flogin%3Ffrom%3D%2Fx')).toBe('/');
    expect(returnPath(null, '')).toBe('/');
  });
});

describe('googleReturnUrl', () => {
  it('comes back to the Login screen, carrying where to go next', () => {
    expect(googleReturnUrl('http://localhost:8080', '/')).toBe('http://localhost:8080/login');
    expect(googleReturnUrl('http://localhost:8080', '/collection')).toBe(
      'http://localhost:8080/login?from=%2Fcollection',
    );
    const url = new URL(googleReturnUrl('https://studio.example', '/assets/a1?tab=2'));
    expect(returnPath(null, url.search)).toBe('/assets/a1?tab=2');
  });
});
