// The auth mocks answer like GoTrue: the real supabase-js client signs in, up and out against them
// and reads their errors' codes, as the Login and Signup stories rely on.
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { makeSession } from './fixtures/profile';
import { authHandlers, authServiceHandlers } from './handlers/auth';
import { listeningMockServer } from './test-server';

const session = makeSession();
const server = listeningMockServer(...authServiceHandlers(session));

const client = () =>
  createClient('http://localhost', 'local-anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).auth;

describe('auth service mocks', () => {
  it('signs in with a password and out again', async () => {
    const auth = client();
    const { data, error } = await auth.signInWithPassword({
      email: 'amara@laurent-atelier.com',
      password: 'correct horse',
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBe(session.access_token);
    expect(data.user?.id).toBe(session.user.id);
    await expect(auth.signOut()).resolves.toEqual({ error: null });
    expect((await auth.getSession()).data.session).toBeNull();
  });

  it('refuses wrong credentials and unconfirmed e-mail with their codes', async () => {
    server.use(authHandlers.invalidCredentials());
    const wrong = await client().signInWithPassword({ email: 'a@b.c', password: 'nope12' });
    expect(wrong.error).toMatchObject({
      name: 'AuthApiError',
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    server.use(authHandlers.emailNotConfirmed());
    const unconfirmed = await client().signInWithPassword({ email: 'a@b.c', password: 'nope12' });
    expect(unconfirmed.error).toMatchObject({ code: 'email_not_confirmed' });
  });

  it('signs up straight in, or waiting for the e-mail to be confirmed', async () => {
    const signedIn = await client().signUp({ email: 'lena@goldsmiths.de', password: 'facets-42' });
    expect(signedIn.data.session?.access_token).toBe(session.access_token);

    server.use(authHandlers.signUpNeedsConfirmation());
    const waiting = await client().signUp({
      email: 'lena@goldsmiths.de',
      password: 'facets-42',
      options: { data: { name: 'Lena' } },
    });
    expect(waiting.error).toBeNull();
    expect(waiting.data.session).toBeNull();
    expect(waiting.data.user).toMatchObject({
      email: 'lena@goldsmiths.de',
      user_metadata: { name: 'Lena' },
    });
  });

  it('reports a failing sign-up with its message', async () => {
    server.use(authHandlers.signUpError());
    const { error } = await client().signUp({ email: 'lena@goldsmiths.de', password: 'facets-42' });
    expect(error?.message).toBe('Database error saving new user');
  });
});
