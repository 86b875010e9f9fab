import { readFileSync, readdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, viewports } from './browser';
import { recordPolicyViolations, visit } from './journeys';
import { startStudio, type RunningStudio } from './server';

let studio: RunningStudio;
let browser: Browser;

beforeAll(async () => {
  [studio, browser] = await Promise.all([startStudio(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

const openPage = async (path: string, size: keyof typeof viewports) => {
  const page = await browser.newPage({ viewport: viewports[size] });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await recordPolicyViolations(page, errors);
  await visit(page, `${studio.url}${path}`);
  // The shell is up and the first session check has found nobody signed in.
  await page.getByRole('link', { name: /^(Log In \/ Sign Up|Login)$/ }).waitFor();
  return { page, errors };
};

describe('the studio shell served by the server', () => {
  it('shows the wide layout: black top bar, Craft and Collection centred', async () => {
    const { page, errors } = await openPage('/', 'wide');
    const bar = page.locator('header').first();
    await expect(bar.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(
      'rgb(0, 0, 0)',
    );
    const nav = page.getByRole('navigation', { name: 'Primary' });
    await expect(nav.getByRole('link').allTextContents()).resolves.toEqual(['Craft', 'Collection']);
    const box = (await nav.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - viewports.wide.width / 2)).toBeLessThan(4);
    await expect(page.getByRole('link', { name: 'Log In / Sign Up' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('works at 390 px: bottom navigation and the drawer', async () => {
    const { page, errors } = await openPage('/', 'narrow');
    const bottom = page.getByRole('navigation', { name: 'Main' });
    await expect(bottom.getByRole('link').allTextContents()).resolves.toEqual([
      'Home',
      'Craft',
      'Collection',
    ]);
    await expect(page.getByRole('link', { name: 'Login' }).isVisible()).resolves.toBe(true);

    await bottom.getByRole('link', { name: 'Home' }).click();
    await expect(
      bottom.getByRole('link', { name: 'Home' }).getAttribute('aria-current'),
    ).resolves.toBe('page');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Jewel Studio' });
    await drawer.getByRole('link', { name: 'Pricing & Credits' }).waitFor(); // loads on first open
    await expect(drawer.getByRole('link').allTextContents()).resolves.toEqual([
      'Home / Upload',
      'Craft',
      'Collection',
      'Library',
      'Pricing & Credits',
    ]);
    await drawer.getByRole('link', { name: 'Pricing & Credits' }).click();
    await page.waitForURL('**/pricing');
    await drawer.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves client routes on reload and a not-found page for unknown ones', async () => {
    const { page } = await openPage('/pricing', 'wide');
    await page.getByRole('heading', { name: 'Pricing', level: 1 }).waitFor();
    // Signed-in pages send an anonymous visitor to Log In.
    await page.goto(`${studio.url}/craft/3f9c2a71`);
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.goto(`${studio.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });

  it('serves the app under a Content-Security-Policy that reports what it blocks', async () => {
    const { page, errors } = await openPage('/', 'wide');
    const response = await page.request.get(`${studio.url}/`);
    expect(response.headers()['content-security-policy']).toMatch(/script-src 'self'[;\s]/);
    expect(errors).toEqual([]);
    // Injected inline script is refused, and the journeys' recorder sees the refusal.
    await page.addScriptTag({ content: 'window.injected = true' }).catch(() => undefined);
    await expect.poll(() => errors.join('\n')).toContain('CSP violation: script-src-elem');
    await expect(page.evaluate(() => 'injected' in window)).resolves.toBe(false);
    await page.close();
  });

  it('lets model-viewer show a 3D model under the policy (its WebAssembly, workers, blob: URLs)', async () => {
    const { page, errors } = await openPage('/no/such/page', 'wide');
    // The viewer's own chunk from the build, and the Storybook's sample ring, as an object URL
    // (what the app hands model-viewer is a signed URL on this origin; blob: is the stricter case).
    const chunk = readdirSync('dist/static').find((file) => /^model-viewer-.*\.js$/.test(file));
    const glb = JSON.stringify([...readFileSync('.storybook/public/mock-images/ring.glb')]);
    // A string, so the test's transform leaves the page's import() alone.
    const outcome = await page.evaluate(`(async () => {
      await import('/static/${chunk}');
      const bytes = new Uint8Array(${glb});
      const viewer = document.createElement('model-viewer');
      viewer.setAttribute('loading', 'eager');
      viewer.setAttribute('src', URL.createObjectURL(new Blob([bytes])));
      viewer.style.cssText = 'position: fixed; inset: 0 auto auto 0; width: 400px; height: 400px';
      document.body.append(viewer);
      return new Promise((done) => {
        viewer.addEventListener('load', () => done('load'));
        viewer.addEventListener('error', () => done('error'));
        setTimeout(() => done('timeout'), 30000);
      });
    })()`);
    expect(outcome).toBe('load');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers unknown API paths with JSON, never the app', async () => {
    const response = await fetch(`${studio.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: expect.stringContaining('/api/nope') });
  });
});
