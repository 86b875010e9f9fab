import { describe, expect, it } from 'vitest';
import { safeRedirect, withErrorFragment } from './redirects';

const STUDIO = 'https://studio.example.com';

describe('safeRedirect', () => {
  it('keeps pages of the studio, absolute or relative, without their fragment', () => {
    expect(safeRedirect(`${STUDIO}/assets?tab=1#x`, STUDIO).toString()).toBe(
      `${STUDIO}/assets?tab=1`,
    );
    expect(safeRedirect('/login', STUDIO).toString()).toBe(`${STUDIO}/login`);
  });

  it('falls back to the studio for anything else', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/path',
      'http://studio.example.com/', // another scheme is another origin
      'https://studio.example.com.evil.example/',
      'https://user:pass@studio.example.com/',
      'javascript:alert(1)',
      'http://[::1',
    ]) {
      expect(safeRedirect(target, STUDIO, '/login').toString()).toBe(`${STUDIO}/login`);
    }
    expect(safeRedirect(undefined, STUDIO).toString()).toBe(`${STUDIO}/`);
  });
});

describe('withErrorFragment', () => {
  it('encodes the error the way supabase-js reads it', () => {
    const url = withErrorFragment(new URL(`${STUDIO}/login`), {
      error: 'server_error',
      code: 'provider_disabled',
      description: 'Google sign-in is not configured on this studio.',
    });
    expect(url).toBe(
      `${STUDIO}/login#error=server_error&error_code=provider_disabled` +
        '&error_description=Google%20sign-in%20is%20not%20configured%20on%20this%20studio.',
    );
    const params = new URLSearchParams(new URL(url).hash.slice(1));
    expect(params.get('error_description')).toBe(
      'Google sign-in is not configured on this studio.',
    );
  });
});
