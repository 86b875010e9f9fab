// The sign-in variables of server/config.ts.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('sign-in configuration', () => {
  it('defaults to the built-in service on http://localhost:<PORT>', () => {
    const config = loadConfig({ PORT: '3000' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.supabase).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.localAuth).toEqual({
      emailConfirmation: false,
      accessTokenTtlSeconds: 3600,
      refreshReuseIntervalSeconds: 10,
      rateLimits: { signInPer5Min: 30, refreshPer5Min: 150 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://studio.example.com/',
      TRUST_PROXY: 'true',
      AUTH_EMAIL_CONFIRMATION: '1',
      AUTH_ACCESS_TOKEN_TTL_SECONDS: '900',
      AUTH_REFRESH_REUSE_INTERVAL_SECONDS: '0',
      AUTH_RATE_LIMIT_SIGNIN_PER_5MIN: '100',
      AUTH_RATE_LIMIT_REFRESH_PER_5MIN: '500',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.publicUrl).toBe('https://studio.example.com');
    expect(config.trustProxy).toBe(true);
    expect(config.localAuth).toEqual({
      emailConfirmation: true,
      accessTokenTtlSeconds: 900,
      refreshReuseIntervalSeconds: 0,
      rateLimits: { signInPer5Min: 100, refreshPer5Min: 500 },
      google: {
        clientId: 'id.apps.googleusercontent.com',
        clientSecret: 'secret',
        authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
      },
    });
  });

  it('with a hosted project, verifies its tokens with its JWKS unless a JWT secret is given', () => {
    const hosted = { SUPABASE_URL: 'https://abc.supabase.co/', SUPABASE_ANON_KEY: 'anon' };
    const config = loadConfig(hosted);
    expect(config.supabase).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon' });
    expect(config.auth.jwksUrl).toBe('https://abc.supabase.co/auth/v1/.well-known/jwks.json');
    const legacy = loadConfig({ ...hosted, SUPABASE_JWT_SECRET: 'x'.repeat(40) });
    expect(legacy.auth.jwksUrl).toBeUndefined();
  });

  it('reads the SMTP server for its e-mails; TLS from the start on port 465', () => {
    expect(loadConfig({}).localAuth.smtp).toBeUndefined();
    const from = 'Studio <studio@example.com>';
    expect(loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_FROM: from }).localAuth.smtp).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      from,
    });
    expect(
      loadConfig({
        SMTP_HOST: 'smtp.example.com',
        SMTP_PORT: '465',
        SMTP_USER: 'studio',
        SMTP_PASS: 'app-password',
        SMTP_FROM: from,
      }).localAuth.smtp,
    ).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'studio', pass: 'app-password' },
      from,
    });
  });

  it('names the variables that are wrong or do not go together', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problems({ PUBLIC_URL: 'https://studio.example.com/app' })).toMatch(
      /PUBLIC_URL: expected an origin/,
    );
    expect(problems({ GOOGLE_CLIENT_ID: 'id' })).toMatch(/GOOGLE_CLIENT_SECRET: .*go together/);
    expect(problems({ SUPABASE_URL: 'https://abc.supabase.co' })).toMatch(/SUPABASE_ANON_KEY/);
    expect(
      problems({
        SUPABASE_URL: 'https://abc.supabase.co',
        SUPABASE_ANON_KEY: 'anon',
        AUTH_EMAIL_CONFIRMATION: 'true',
      }),
    ).toMatch(/AUTH_EMAIL_CONFIRMATION: has no effect with SUPABASE_URL/);
    expect(problems({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'hunter2-secret' })).toBe('');
    expect(problems({ GOOGLE_CLIENT_SECRET: 'hunter2-secret' })).not.toMatch(/hunter2/);
    expect(problems({ SMTP_HOST: 'smtp.example.com' })).toMatch(/SMTP_FROM: required/);
    expect(problems({ SMTP_USER: 'studio' })).toMatch(/SMTP_USER: has no effect without SMTP_HOST/);
    expect(
      problems({ SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'a@b.example', SMTP_PASS: 'hunter2' }),
    ).toMatch(/SMTP_USER: SMTP_USER and SMTP_PASS go together/);
    expect(
      problems({ SMTP_HOST: 'h', SMTP_FROM: 'a@b.example', SMTP_PASS: 'hunter2' }),
    ).not.toMatch(/hunter2/);
    expect(problems({ AUTH_RATE_LIMIT_SIGNIN_PER_5MIN: '0' })).toMatch(
      /AUTH_RATE_LIMIT_SIGNIN_PER_5MIN/,
    );
  });
});
