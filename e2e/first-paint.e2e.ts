// Landing pages arrive painted (src/api/first-paint.ts): the HTML already holds the page an
// anonymous visitor sees, in the device's layout, and the app hydrates that markup in place, with
// no mismatch and no second paint. A device with a session gets the plain shell.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_ATTRIBUTE } from '../src/api/first-paint';
import { SESSION_MARKER_COOKIE } from '../src/api/session-marker';
import { launchBrowser, viewports } from './browser';
import { recordPolicyViolations, visit } from './journeys';
import { startStudio, type RunningStudio } from './server';

// A phone's user agent (Lighthouse's mobile one): the server paints the narrow layout for it.
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/130.0.0.0 Mobile Safari/537.36';

const pages = [
  { path: '/', heading: /.+/ },
  { path: '/pricing', heading: /Pricing|plan/i },
  { path: '/login', heading: /Welcome back/ },
];
const layouts = [
  { layout: 'narrow', viewport: viewports.narrow, userAgent: PHONE_AGENT },
  { layout: 'wide', viewport: viewports.wide, userAgent: undefined },
] as const;

let browser: Browser;
let studio: RunningStudio;

beforeAll(async () => {
  [browser, studio] = await Promise.all([launchBrowser(), startStudio()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), studio?.stop()]);
});

async function openContext(options: Parameters<Browser['newContext']>[0]) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  await recordPolicyViolations(page, errors);
  return { context, page, errors };
}

/** The first heading as parsed from the HTML, before any script ran, kept to compare later. */
async function keepPaintedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { painted: Element | null }).painted = document.querySelector('h1');
    });
  });
}

describe('landing pages painted with the HTML', () => {
  for (const { path, heading } of pages) {
    for (const { layout, viewport, userAgent } of layouts) {
      it(`${path} (${layout}) shows its heading without JavaScript, then hydrates it in place`, async () => {
        // Without scripts: the page is there, in the layout the server chose.
        const still = await openContext({ viewport, userAgent, javaScriptEnabled: false });
        await still.page.goto(`${studio.url}${path}`);
        await expect(
          still.page.locator(`#root[${PRERENDERED_ATTRIBUTE}="${layout}"]`).count(),
        ).resolves.toBe(1);
        await expect(still.page.locator('h1').first().textContent()).resolves.toMatch(heading);
        await still.context.close();

        // With scripts: the same heading element stays (hydrated, not painted again), and the
        // console has no hydration complaint.
        const live = await openContext({ viewport, userAgent });
        await keepPaintedHeading(live.page);
        await visit(live.page, `${studio.url}${path}`);
        // Hydration finishes after the root is claimed: give React a moment to report mismatches.
        await live.page.waitForLoadState('networkidle');
        const kept = await live.page.evaluate(() => {
          const painted = (window as unknown as { painted: Element | null }).painted;
          return (
            painted !== null && painted.isConnected && painted === document.querySelector('h1')
          );
        });
        expect(live.errors).toEqual([]);
        expect(kept).toBe(true);
        await live.context.close();
      });
    }
  }

  it('is interactive once hydrated: an in-app link navigates without reloading', async () => {
    const { context, page, errors } = await openContext({ viewport: viewports.wide });
    await visit(page, `${studio.url}/login`);
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    await page.getByRole('link', { name: 'Sign up', exact: true }).click();
    await page.waitForURL('**/signup');
    await expect(
      page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the plain shell to a device with a session (the marker cookie)', async () => {
    const anonymous = await fetch(`${studio.url}/`);
    expect(await anonymous.text()).toContain(PRERENDERED_ATTRIBUTE);
    expect(anonymous.headers.get('vary')).toMatch(/Cookie/);
    const withSession = await fetch(`${studio.url}/`, {
      headers: { Cookie: `${SESSION_MARKER_COOKIE}=1` },
    });
    const html = await withSession.text();
    expect(html).not.toContain(PRERENDERED_ATTRIBUTE);
    expect(html).toContain('<div id="root"></div>');
  });
});
