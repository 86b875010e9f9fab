// Steps several journeys share: signing up, in and out through the real screens.
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
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
  await visit(page, `${studio.url}${path}`);
  return { page, errors };
}

/**
 * Goes to `url` and waits until the app has started. A painted page (/, /pricing, /login) shows
 * its buttons before the app has loaded its screen and hydrated them: a click then does nothing
 * (CI: a journey waited 30 s for Google's alert; the shell's drawer never opened).
 */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  await appStarted(page);
}

/**
 * Resolves once React has claimed the root (hydrateRoot or createRoot was called): from then on
 * a click on markup still hydrating is replayed, not lost.
 */
export const appStarted = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

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
  await chooseFromMenu(page.getByRole('button', { name: `Account menu for ${name}` }), 'Logout');
  await page.waitForURL('**/login');
}

/**
 * Opens a menu and picks an item once the menu sits beside its button. The panel first renders
 * at the page's top-left and moves beside the button when its position is computed, a frame
 * later, or several on a loaded machine; a click landing in between went down on the item and
 * up on the page (seen in the journeys with the machine busy), so it chose nothing.
 */
export async function chooseFromMenu(trigger: Locator, item: string | RegExp) {
  await trigger.click();
  const menu = trigger.page().getByRole('menu');
  await menu.getByRole('menuitem', { name: item }).waitFor();
  await expect.poll(() => besideEachOther(trigger, menu)).toBe(true);
  await menu.getByRole('menuitem', { name: item }).click();
}

/** The menu's top just below the button, or its bottom just above (flipped near the page's end). */
async function besideEachOther(trigger: Locator, menu: Locator) {
  const [button, panel] = await Promise.all([trigger.boundingBox(), menu.boundingBox()]);
  if (!button || !panel) return false;
  const GAP = 24; // the panel's offset (6 px) and some room
  const below =
    panel.y >= button.y + button.height - 1 && panel.y <= button.y + button.height + GAP;
  const above = panel.y + panel.height <= button.y + 1 && panel.y + panel.height >= button.y - GAP;
  return below || above;
}
