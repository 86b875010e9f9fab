// Signing up, in and out against the real studio: the browser's supabase-js client talks to the
// server's own auth service (/auth/v1) and the profile comes from /api/auth/me.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { logIn, logOut, newEmail, openPage, signUp } from './journeys';
import { startStudio, type RunningStudio } from './server';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const creditChip = (page: Page) => page.getByRole('link', { name: /credits/ });

describe('signing in to the studio', () => {
  let studio: RunningStudio;

  beforeAll(async () => {
    studio = await startStudio();
  });

  afterAll(async () => {
    await studio?.stop();
  });

  it('signs up, keeps the session, signs out and in, and returns where the visitor was going', async () => {
    const email = newEmail();
    const { page, errors } = await openPage(browser, studio, '/signup');

    // Sign up: straight in (no e-mail confirmation), home with the 15 starting credits.
    await signUp(page, email);
    await page.waitForURL(`${studio.url}/`);
    await creditChip(page).waitFor();
    await expect(creditChip(page).textContent()).resolves.toContain('15 credits');

    // A reload keeps the session.
    await page.reload();
    await creditChip(page).waitFor();
    await expect(
      page.getByRole('button', { name: 'Account menu for Amara Okafor' }).isVisible(),
    ).resolves.toBe(true);

    // Logout lands on Log In, signed out.
    await logOut(page);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await expect(creditChip(page).count()).resolves.toBe(0);

    // A wrong password is refused in the designer's words.
    await logIn(page, email, 'not-the-password');
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Invalid email or password.',
    );

    // The right one signs in and goes home.
    await logIn(page, email);
    await page.waitForURL(`${studio.url}/`);
    await creditChip(page).waitFor();

    // Signed out, a signed-in page sends the visitor to Log In, and back after signing in.
    await logOut(page);
    await page.goto(`${studio.url}/collection`);
    await page.waitForURL('**/login');
    await logIn(page, email);
    await page.waitForURL(`${studio.url}/collection`);
    await creditChip(page).waitFor();

    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows why Google sign-in failed when it is not set up', async () => {
    const { page } = await openPage(browser, studio, '/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    // Off to /auth/v1/authorize, and straight back to Log In with the reason in the address.
    await page
      .getByRole('alert')
      .filter({ hasText: /Google/ })
      .waitFor();
    await page.close();
  });
});

describe('signing in when e-mail confirmation is on', () => {
  let studio: RunningStudio;

  beforeAll(async () => {
    studio = await startStudio({ AUTH_EMAIL_CONFIRMATION: 'true' });
  });

  afterAll(async () => {
    await studio?.stop();
  });

  it('asks to confirm the e-mail before logging in', async () => {
    const email = newEmail();
    const { page, errors } = await openPage(browser, studio, '/signup');
    await signUp(page, email, 'Lena Fischer');
    await page
      .getByRole('status')
      .filter({
        hasText:
          'Signup successful! If email verification is required, please check your inbox to continue.',
      })
      .waitFor();

    await page.getByRole('link', { name: 'Go to Log In' }).click();
    await page.waitForURL('**/login');
    await logIn(page, email);
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Please confirm your email address before logging in.',
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
