// A forgotten password against the real studio: "Forgot password?" on Log In, the reset link the
// server writes to its log (no SMTP configured), a new password on the screen the link opens,
// then signing in with it. And the account panel: a new name and a new password.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { chooseFromMenu, logIn, logOut, newEmail, openPage, PASSWORD, signUp } from './journeys';
import { startStudio, type RunningStudio } from './server';

const NEW_PASSWORD = 'rose-gold-and-pearls-7';

let browser: Browser;
let studio: RunningStudio;

beforeAll(async () => {
  browser = await launchBrowser();
  // Info level: the reset link is logged there when no SMTP server is set.
  studio = await startStudio({ LOG_LEVEL: 'info' });
}, 120_000);

afterAll(async () => {
  await studio?.stop();
  await browser?.close();
});

const creditChip = (page: Page) => page.getByRole('link', { name: /credits/ });

/** The newest reset link the server logged for this address. */
async function resetLinkFor(email: string): Promise<string> {
  const pattern = new RegExp(`Reset password ${email.replace(/[.+]/g, '\\$&')}: (\\S+)`, 'g');
  for (let tries = 0; tries < 50; tries += 1) {
    const links = [...studio.log().matchAll(pattern)].map((match) => match[1]!);
    if (links.length > 0) return links.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset link for ${email} in the server log:\n${studio.log()}`);
}

describe('a forgotten password', () => {
  it('forgot → link from the log → new password → sign in with it', async () => {
    const email = newEmail();
    const { page, errors } = await openPage(browser, studio, '/signup');
    await signUp(page, email);
    await creditChip(page).waitFor();
    await logOut(page);

    // Log In → Forgot password? → the address → word that a link is on its way.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel(/^Email Address/).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();

    // The link signs in (PASSWORD_RECOVERY) on the screen for a new password.
    const link = await resetLinkFor(email);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(`${studio.url}/reset-password`);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expect(page.getByText(`For ${email}`).isVisible()).resolves.toBe(true);

    // One of the most common passwords is refused as Supabase refuses it.
    await page.getByLabel(/^New Password/).fill('password123');
    await page.getByLabel(/^Confirm New Password/).fill('password123');
    await page.getByRole('button', { name: 'Save Password' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Password is known to be weak and easy to guess',
    );

    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save Password' }).click();
    await page.waitForURL(`${studio.url}/`);
    await page.getByText('Your password has been changed.').waitFor();

    // The old password no longer works; the new one does.
    await logOut(page);
    await logIn(page, email, PASSWORD);
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Invalid email or password.',
    );
    await logIn(page, email, NEW_PASSWORD);
    await page.waitForURL(`${studio.url}/`);
    await creditChip(page).waitFor();

    // The link worked once.
    await logOut(page);
    await page.goto(link);
    await page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'Email link is invalid or has expired',
    );

    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});

describe('the account panel', () => {
  it('renames the designer and changes the password with the current one', async () => {
    const email = newEmail();
    const { page, errors } = await openPage(browser, studio, '/signup');
    await signUp(page, email);
    await creditChip(page).waitFor();

    await chooseFromMenu(
      page.getByRole('button', { name: 'Account menu for Amara Okafor' }),
      'Account',
    );
    await page.waitForURL('**/account');

    const name = page.getByRole('region', { name: 'Name' });
    await name.getByLabel(/^Full Name/).fill('Amara Okafor-Laurent');
    await name.getByRole('button', { name: 'Save Name' }).click();
    await name.getByText('Your name has been saved.').waitFor();
    await page.getByRole('button', { name: 'Account menu for Amara Okafor-Laurent' }).waitFor();

    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel(/^Current Password/).fill('not-my-password');
    await password.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await password.getByLabel(/^Confirm New Password/).fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await password.getByText('Your current password is not correct.').waitFor();

    await password.getByLabel(/^Current Password/).fill(PASSWORD);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await password.getByText(/Your password has been changed/).waitFor();

    // The name survives a reload (the studio profile has it), and the new password signs in.
    await page.reload();
    await page.getByRole('button', { name: 'Account menu for Amara Okafor-Laurent' }).waitFor();
    await logOut(page, 'Amara Okafor-Laurent');
    await logIn(page, email, NEW_PASSWORD);
    // Signed out on the account page: signing in goes back there.
    await page.waitForURL(`${studio.url}/account`);
    await creditChip(page).waitFor();

    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
