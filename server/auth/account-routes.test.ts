// The account routes' rules beyond the client contract (supabase-contract.test.ts): common
// passwords, one e-mail per minute, link lifetimes, signing out other devices on a new password,
// refusals, and e-mail through a real SMTP server (or a 503 when it is down).
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { setupTestDatabase } from '../test/database';
import { startAuthServer, type AuthTestServer } from './local-auth-harness';
import { isCommonPassword, weakPasswordReasons } from './password-strength';

const database = setupTestDatabase();
let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthServer(database.db, { AUTH_RATE_LIMIT_SIGNIN_PER_5MIN: '1000' });
});
afterAll(() => server?.close());

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a new staple for the horse';
const uniqueEmail = () => `ines.${randomUUID().slice(0, 8)}@atelier.example`;

async function signedUp() {
  const email = uniqueEmail();
  const supabase = server.client();
  const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { email, supabase, session: data.session! };
}

function loggedLink(label: string, email: string): URL {
  const prefix = `${label} ${email}: `;
  const line = server.logs.findLast((message) => message.startsWith(prefix));
  expect(line).toBeDefined();
  return new URL(line!.slice(prefix.length));
}

const fragmentOf = (response: Response) =>
  new URLSearchParams(new URL(response.headers.get('Location')!).hash.slice(1));

describe('common passwords', () => {
  it('ships the 1,000 most common, compared without case', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('Password')).toBe(true);
    expect(isCommonPassword('QWERTY')).toBe(true);
    expect(isCommonPassword(PASSWORD)).toBe(false);
    expect(weakPasswordReasons('12345')).toEqual(['length', 'pwned']);
    expect(weakPasswordReasons('abc')).toEqual(['length']);
    expect(weakPasswordReasons(NEW_PASSWORD)).toEqual([]);
  });

  it('are refused at sign-up with 422 weak_password and reasons ["pwned"]', async () => {
    const response = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: uniqueEmail(), password: 'iloveyou' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'weak_password',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      weak_password: { reasons: ['pwned'] },
    });
  });

  it('give every reason at once, as Supabase joins them', async () => {
    const { error } = await server.client().auth.signUp({ email: uniqueEmail(), password: '1234' });
    expect(error).toMatchObject({
      code: 'weak_password',
      reasons: ['length', 'pwned'],
      message:
        'Password should be at least 6 characters. Password is known to be weak and easy to guess, please choose a different one.',
    });
  });
});

describe('password recovery', () => {
  it('sends one e-mail a minute per account (429 over_email_send_rate_limit)', async () => {
    const { email } = await signedUp();
    expect((await server.client().auth.resetPasswordForEmail(email)).error).toBeNull();
    const again = await fetch(`${server.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(55);
    expect(await again.json()).toMatchObject({
      code: 'over_email_send_rate_limit',
      message: expect.stringMatching(/^For security purposes, you can only request this after/),
    });
    server.advanceClock(61_000);
    expect((await server.client().auth.resetPasswordForEmail(email)).error).toBeNull();
  });

  it('a link works for an hour, and the newest link replaces the one before', async () => {
    const { email } = await signedUp();
    await server.client().auth.resetPasswordForEmail(email);
    const first = loggedLink('Reset password', email);
    server.advanceClock(61_000);
    await server.client().auth.resetPasswordForEmail(email);
    const second = loggedLink('Reset password', email);
    const stale = await fetch(first, { redirect: 'manual' });
    expect(fragmentOf(stale).get('error_code')).toBe('otp_expired');

    server.advanceClock(61 * 60 * 1000);
    const expired = await fetch(second, { redirect: 'manual' });
    expect(fragmentOf(expired).get('error_code')).toBe('otp_expired');
    expect(fragmentOf(expired).get('error_description')).toBe(
      'Email link is invalid or has expired',
    );
  });

  it('refuses a missing or malformed address with validation_failed', async () => {
    const missing = await server.client().auth.resetPasswordForEmail('');
    expect(missing.error).toMatchObject({ code: 'validation_failed', status: 400 });
    const malformed = await server.client().auth.resetPasswordForEmail('not an address');
    expect(malformed.error).toMatchObject({
      code: 'validation_failed',
      message: 'Unable to validate email address: invalid format',
    });
  });
});

describe('PUT /user', () => {
  it('a new password signs out the account on other devices, not this one', async () => {
    const { email, supabase } = await signedUp();
    const other = server.client();
    const otherSignIn = await other.auth.signInWithPassword({ email, password: PASSWORD });
    expect(otherSignIn.error).toBeNull();

    const changed = await supabase.auth.updateUser({
      password: NEW_PASSWORD,
      current_password: PASSWORD,
    });
    expect(changed.error).toBeNull();
    expect((await supabase.auth.refreshSession()).error).toBeNull();
    const otherRefresh = await other.auth.refreshSession();
    expect(otherRefresh.error).toMatchObject({ code: 'refresh_token_not_found' });
  });

  it('refuses a common password on change too', async () => {
    const { supabase } = await signedUp();
    const { error } = await supabase.auth.updateUser({
      password: 'sunshine',
      current_password: PASSWORD,
    });
    expect(error).toMatchObject({ code: 'weak_password', status: 422, reasons: ['pwned'] });
  });

  it('refuses an address that has an account, app_metadata, and a missing token', async () => {
    const { email: taken } = await signedUp();
    const { supabase, session } = await signedUp();
    const { error } = await supabase.auth.updateUser({ email: taken.toUpperCase() });
    expect(error).toMatchObject({ code: 'email_exists', status: 422 });

    const put = (body: unknown, token?: string) =>
      fetch(`${server.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    const admin = await put({ app_metadata: { role: 'admin' } }, session.access_token);
    expect(admin.status).toBe(403);
    expect(await admin.json()).toMatchObject({ code: 'not_admin' });
    const anonymous = await put({ data: { name: 'Someone' } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'no_authorization' });
    const badType = await put({ password: 12345678 }, session.access_token);
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('keeps the name on the studio profile in step', async () => {
    const { supabase, session } = await signedUp();
    await supabase.auth.updateUser({ data: { name: '  Inês Moreira  ' } });
    const [profile] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, session.user.id));
    expect(profile?.name).toBe('Inês Moreira');
  });
});

describe('e-mail through SMTP', () => {
  interface Received {
    from: string | undefined;
    to: string[];
    data: string;
  }
  let smtp: SMTPServer;
  let smtpPort: number;
  const received: Received[] = [];
  let mailed: AuthTestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data,
          });
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    smtpPort = (smtp.server.address() as AddressInfo).port;
    mailed = await startAuthServer(database.db, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_FROM: 'Jewel Studio <studio@atelier.example>',
    });
  });
  afterAll(async () => {
    await mailed?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('mails the recovery link instead of logging it', async () => {
    const email = uniqueEmail();
    await mailed.client().auth.signUp({ email, password: PASSWORD });
    const { error } = await mailed.client().auth.resetPasswordForEmail(email, {
      redirectTo: `${mailed.url}/reset-password`,
    });
    expect(error).toBeNull();
    const message = received.findLast((mail) => mail.to.includes(email));
    expect(message?.from).toBe('studio@atelier.example');
    expect(message?.data).toMatch(/^Subject: Reset your password/m);
    // Quoted-printable may fold the link: unfold before reading it.
    const body = message!.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = body.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
    expect(link).toBeDefined();
    const opened = await fetch(link!, { redirect: 'manual' });
    expect(fragmentOf(opened).get('type')).toBe('recovery');
    expect(mailed.logs.some((line) => line.startsWith(`Reset password ${email}`))).toBe(false);
  });

  it('answers 503 with Retry-After when the mail server is down', async () => {
    const down = await startAuthServer(database.db, {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '1', // nothing listens there
      SMTP_FROM: 'studio@atelier.example',
    });
    try {
      const email = uniqueEmail();
      await down.client().auth.signUp({ email, password: PASSWORD });
      const response = await fetch(`${down.url}/auth/v1/recover`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({
        code: 'unexpected_failure',
        message: 'Error sending recovery email',
      });
    } finally {
      await down.close();
    }
  });
});
