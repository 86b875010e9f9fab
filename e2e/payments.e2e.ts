// Plans and credit packs end to end, through the local test checkout: it takes cards like
// Stripe's test mode and sends Stripe-signed events to the same webhook the real Stripe would.
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { newEmail, openPage, signUp, visit } from './journeys';
import { startStudio, type RunningStudio } from './server';

let browser: Browser;
let studio: RunningStudio;

beforeAll(async () => {
  [browser, studio] = await Promise.all([launchBrowser(), startStudio()]);
});

afterAll(async () => {
  await browser?.close();
  await studio?.stop();
});

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Amara Okafor');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** The signed-in designer's profile, read with the page's own session. */
async function profileOf(page: Page) {
  return page.evaluate(async () => {
    const key = Object.keys(localStorage).find((name) => /^sb-.*-auth-token$/.test(name));
    const session = JSON.parse(localStorage.getItem(key!)!) as { access_token: string };
    const response = await fetch('/api/auth/me', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
    return (await response.json()) as { subscription_tier: string; available_credits: number };
  });
}

const creditChip = (page: Page, credits: number) =>
  page.getByRole('link', { name: new RegExp(`^${credits} credits`) });

describe('plans and credit packs', () => {
  it('subscribes to Start, buys credits, survives a declined card, and cancels', async () => {
    const { page, errors } = await openPage(browser, studio, '/signup');
    await signUp(page, newEmail());
    await page.waitForURL(`${studio.url}/`);
    await creditChip(page, 15).waitFor();

    // Start, monthly: €39.00 at the checkout, paid with the test card that succeeds.
    await visit(page, `${studio.url}/pricing`);
    await page.getByRole('radio', { name: 'Monthly' }).check();
    await page.getByRole('button', { name: 'Subscribe to Start' }).click();
    await page.waitForURL(/\/checkout\/[^/]+$/);
    await page.getByText('€39.00').first().waitFor();
    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL('**/payment/success');
    await page.getByText('Payment Successful!').waitFor();
    await page.getByText('Your subscription is now active. Redirecting you...').waitFor();
    await page.waitForURL('**/craft', { timeout: 15_000 });
    await creditChip(page, 65).waitFor();
    expect(await profileOf(page)).toMatchObject({
      subscription_tier: 'start',
      available_credits: 65,
    });

    // 20 extra credits: €30.00. The arrows count in tens from the 50 the field starts at.
    await visit(page, `${studio.url}/pricing`);
    await page.getByRole('button', { name: 'Manage Subscription' }).waitFor();
    const quantity = page.getByLabel('Number of credits');
    await quantity.press('ArrowUp');
    expect(await quantity.inputValue()).toBe('60');
    for (let i = 0; i < 4; i += 1) await quantity.press('ArrowDown');
    expect(await quantity.inputValue()).toBe('20');
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    await page.waitForURL(/\/checkout\/[^/]+$/);
    await page.getByText('€30.00').first().waitFor();
    await payWith(page, '4242 4242 4242 4242');
    // The success page says what the top-up added, not that a subscription is active.
    await page.waitForURL('**/payment/success?credits=20&balance=65');
    await page.getByText('20 credits were added to your balance. Redirecting you...').waitFor();
    await page.waitForURL('**/craft', { timeout: 15_000 });
    await creditChip(page, 85).waitFor();

    // A declined card changes nothing; Cancel goes back to the pricing page.
    await visit(page, `${studio.url}/pricing`);
    await page.getByLabel('Number of credits').fill('10');
    await page.getByRole('button', { name: 'Buy Credits' }).click();
    await page.waitForURL(/\/checkout\/[^/]+$/);
    await page.getByText('€15.00').first().waitFor();
    await payWith(page, '4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/pricing');
    await creditChip(page, 85).waitFor();
    expect(await profileOf(page)).toMatchObject({
      subscription_tier: 'start',
      available_credits: 85,
    });

    // Manage Subscription opens the billing portal; cancelling keeps the plan to the period's end.
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    await page.waitForURL(/\/checkout\/portal\//);
    await page.getByRole('heading', { name: 'Start, monthly' }).waitFor();
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const endNow = page.getByRole('button', { name: 'End period now' });
    await endNow.waitFor();
    await page
      .getByText(/Ends on/)
      .first()
      .waitFor();
    // Locally the period can end now: the studio moves to Free and the credits stay.
    await endNow.click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your subscription has been updated.' })
      .waitFor();
    await page.getByRole('link', { name: 'Back to Jewel Studio' }).click();
    await page.waitForURL('**/pricing');
    await page.getByRole('button', { name: 'Your Current Plan' }).waitFor();
    expect(await profileOf(page)).toMatchObject({
      subscription_tier: 'free',
      available_credits: 85,
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});
