// Steps several journeys share: signing up, in and out through the real screens.
import type { Browser, Page } from 'playwright-core';
import { viewports } from './browser';
import type { RunningStudio } from './server';

export const PASSWORD = 'facets-and-gold-42';
let accounts = 0;
export const newEmail = () => `designer${Date.now()}-${(accounts += 1)}@atelier.test`;

/** A page that records uncaught errors and console errors (refused requests aside). */
export async function openPage(browser: Browser, studio: RunningStudio, path: string) {
  const page = await browser.newPage({ viewport: viewports.wide });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Chromium logs every 4xx as "Failed to load resource"; a wrong password is one on purpose.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  await recordPolicyViolations(page, errors);
  await page.goto(`${studio.url}${path}`);
  return { page, errors };
}

/**
 * Adds every Content-Security-Policy violation on the page (and in its shadow roots) to `errors`,
 * so a journey that expects no errors fails on one, whatever the console says about it.
 */
export async function recordPolicyViolations(page: Page, errors: string[]) {
  await page.exposeBinding('reportPolicyViolation', (_source, text: string) => errors.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
      .reportPolicyViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline code';
      const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
      report(`CSP violation: ${event.effectiveDirective} blocked ${blocked}${where}`);
    });
  });
}

export async function signUp(page: Page, email: string, name = 'Amara Okafor') {
  await page.getByLabel(/^Full Name/).fill(name);
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

export async function logIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

export async function logOut(page: Page, name = 'Amara Okafor') {
  await page.getByRole('button', { name: `Account menu for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL('**/login');
}
