import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, authConfigFromEnv } from './config';

describe('authConfigFromEnv', () => {
  it('defaults to the page origin and the local placeholder key', () => {
    expect(authConfigFromEnv({}, 'http://localhost:8080')).toEqual({
      url: 'http://localhost:8080',
      anonKey: LOCAL_ANON_KEY,
    });
    expect(authConfigFromEnv({ VITE_SUPABASE_URL: ' ' }, 'https://studio.example').url).toBe(
      'https://studio.example',
    );
  });
  it('uses a hosted project when configured', () => {
    expect(
      authConfigFromEnv(
        {
          VITE_SUPABASE_URL: 'https://abc.supabase.co',
          VITE_SUPABASE_ANON_KEY: 'sb_publishable_x',
        },
        'http://localhost:8080',
      ),
    ).toEqual({ url: 'https://abc.supabase.co', anonKey: 'sb_publishable_x' });
  });
});
