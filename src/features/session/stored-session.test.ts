import { describe, expect, it } from 'vitest';
import type { AuthConfig, SessionStorage } from './config';
import { hasSessionMarker } from '../../api/session-marker';
import {
  hasAuthAnswerInAddress,
  markSessionOnDevice,
  needsAuthClient,
  sessionStorageKey,
} from './stored-session';

/** A synchronous key-value storage, as localStorage is. */
function memoryStorage(entries: Record<string, string> = {}): SessionStorage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

const local = (storage: SessionStorage): AuthConfig => ({
  url: 'http://localhost:8080',
  anonKey: 'local-anon-key',
  storage,
});

describe('sessionStorageKey', () => {
  it('is supabase-js’s default key for the project (first label of the host)', () => {
    expect(sessionStorageKey({ url: 'https://abcd.supabase.co' })).toBe('sb-abcd-auth-token');
    expect(sessionStorageKey({ url: 'http://localhost:8080' })).toBe('sb-localhost-auth-token');
  });
  it('is the configured key when there is one', () => {
    expect(sessionStorageKey({ url: 'http://localhost:8080', storageKey: 'story-1' })).toBe(
      'story-1',
    );
  });
});

describe('hasAuthAnswerInAddress', () => {
  it('sees an implicit-flow session or error in the fragment, and a PKCE code', () => {
    expect(hasAuthAnswerInAddress('http://x/#access_token=a&refresh_token=b')).toBe(true);
    expect(hasAuthAnswerInAddress('http://x/login#error=access_denied&error_description=No')).toBe(
      true,
    );
    expect(hasAuthAnswerInAddress('http://x/?code=abc')).toBe(true);
  });
  it('ignores ordinary addresses', () => {
    expect(hasAuthAnswerInAddress('http://x/pricing')).toBe(false);
    expect(hasAuthAnswerInAddress('http://x/collection?q=ring#top')).toBe(false);
  });
});

describe('needsAuthClient', () => {
  it('is false for a visitor with nothing stored: supabase-js stays unloaded', () => {
    expect(needsAuthClient(local(memoryStorage()), 'http://localhost:8080/')).toBe(false);
  });
  it('is true when a session is stored under supabase-js’s key', () => {
    const storage = memoryStorage({ 'sb-localhost-auth-token': '{"access_token":"t"}' });
    expect(needsAuthClient(local(storage), 'http://localhost:8080/')).toBe(true);
  });
  it('is true when the address holds a sign-in answer, even with nothing stored', () => {
    expect(needsAuthClient(local(memoryStorage()), 'http://localhost:8080/#error=x')).toBe(true);
  });
  it('waits for asynchronous storage, and loads the client when it cannot be read', async () => {
    const stored: SessionStorage = {
      getItem: (key) => Promise.resolve(key === 'sb-localhost-auth-token' ? 'session' : null),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    await expect(needsAuthClient(local(stored), 'http://localhost:8080/')).resolves.toBe(true);
    const broken: SessionStorage = { ...stored, getItem: () => Promise.reject(new Error('no')) };
    await expect(needsAuthClient(local(broken), 'http://localhost:8080/')).resolves.toBe(true);
  });
  it('is false when storage throws (blocked): supabase-js could not have stored anything', () => {
    const blocked: SessionStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(needsAuthClient(local(blocked), 'http://localhost:8080/')).toBe(false);
  });
});

describe('markSessionOnDevice', () => {
  it('sets the marker the server reads while a session is kept, and clears it after', () => {
    const jar = { cookie: '' };
    const previous = globalThis.document;
    Object.defineProperty(globalThis, 'document', { value: jar, configurable: true });
    try {
      markSessionOnDevice(true);
      expect(jar.cookie).toMatch(/^jewel_session=1; Path=\/; Max-Age=\d+; SameSite=Lax$/);
      expect(hasSessionMarker(jar.cookie.split(';')[0])).toBe(true);
      markSessionOnDevice(false);
      expect(jar.cookie).toBe('jewel_session=; Path=/; Max-Age=0; SameSite=Lax');
    } finally {
      Object.defineProperty(globalThis, 'document', { value: previous, configurable: true });
    }
  });
});
