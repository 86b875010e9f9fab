// Payment success (`/payment/success`): the checkout came back paid; the profile is checked until
// its tier is no longer free (then the studio opens), or verification times out after 10 checks.
// The profile comes from MSW; the checks run faster than spec §9's 1.5 s through the timing atom.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Profile } from '../../src/api/profile';
import type { AppStore } from '../../src/app/providers';
import { verificationTimingAtom } from '../../src/features/payment/atoms';
import type { VerificationTiming } from '../../src/features/payment/model';
import { PaymentSuccessScreen } from '../../src/features/payment/PaymentSuccessScreen';
import { makeFreeProfile, makeProfile, makeSession } from '../mocks/fixtures/profile';
import { authServiceHandlers } from '../mocks/handlers/auth';
import { handle, respond } from '../mocks/handlers/respond';
import { profileHandlers } from '../mocks/handlers/profile';
import { withSession } from '../mocks/session';

const signedInWith =
  (timing?: VerificationTiming) =>
  (store: AppStore): void => {
    withSession(makeSession())(store);
    if (timing) store.set(verificationTimingAtom, timing);
  };

/** Fast enough for a story, slow enough to see each step. */
const fast = (overrides: Partial<VerificationTiming> = {}): VerificationTiming => ({
  intervalMs: 60,
  maxAttempts: 10,
  redirectDelayMs: 60 * 60_000,
  ...overrides,
});

/** Counts the profile checks and answers each with the next profile (the last repeats). */
const profileCalls = { count: 0 };
function countedProfiles(profiles: Profile[]) {
  return handle('getProfile', () => {
    const profile = profiles[Math.min(profileCalls.count, profiles.length - 1)]!;
    profileCalls.count += 1;
    return respond('getProfile', profile);
  });
}

const meta = {
  title: 'Features/Payment Success',
  component: PaymentSuccessScreen,
  parameters: {
    router: { path: '/payment/success', initialEntry: '/payment/success' },
    store: signedInWith(),
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: ({ msw }) => {
    profileCalls.count = 0;
    msw.use(...authServiceHandlers());
  },
} satisfies Meta<typeof PaymentSuccessScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** The webhook has not arrived yet; the profile check is still on its way. */
export const Verifying: Story = {
  beforeEach: ({ msw }) => {
    msw.use(profileHandlers.pending());
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Verifying your payment...' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue to App' })).toBeNull();
  },
};

/** Free twice, then Pro: confirmed on the third check; the snackbar stays 4 s, click-away or not. */
export const Confirmed: Story = {
  parameters: { store: signedInWith(fast()) },
  beforeEach: ({ msw }) => {
    msw.use(
      countedProfiles([makeFreeProfile(), makeFreeProfile(), makeFreeProfile(), makeProfile()]),
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Payment Successful!' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('Your subscription is now active. Redirecting you...'),
    ).toBeVisible();
    const snackbar = await page(canvasElement).findByText(
      'Payment confirmed. Welcome to your new plan.',
    );
    await expect(snackbar).toBeVisible();
    const shownAt = performance.now();
    // Not closed by a click elsewhere.
    await userEvent.click(canvas.getByText('Your subscription is now active. Redirecting you...'));
    await expect(snackbar).toBeVisible();
    // Closed by its 4 s timer.
    await waitFor(
      () =>
        expect(
          page(canvasElement).queryByText('Payment confirmed. Welcome to your new plan.'),
        ).toBeNull(),
      { timeout: 6000 },
    );
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(3900);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Payment Successful!',
    );
  },
};

/**
 * A credit top-up (the checkout returns with ?credits=50&balance=115): the paid tier alone does not
 * confirm it; the balance reaching 165 does, and the page says the credits were added.
 */
export const CreditsAdded: Story = {
  parameters: {
    store: signedInWith(fast()),
    router: {
      path: '/payment/success',
      initialEntry: '/payment/success?credits=50&balance=115',
    },
  },
  beforeEach: ({ msw }) => {
    msw.use(
      countedProfiles([
        makeProfile({ available_credits: 115 }),
        makeProfile({ available_credits: 115 }),
        makeProfile({ available_credits: 165 }),
      ]),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Payment Successful!' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    // Pro from the first check, yet confirmed only once the balance grew.
    await expect(profileCalls.count).toBeGreaterThanOrEqual(3);
    await expect(
      canvas.getByText('50 credits were added to your balance. Redirecting you...'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Your subscription is now active/)).toBeNull();
    await expect(
      await page(canvasElement).findByText(
        'Payment confirmed. 50 credits were added to your balance.',
      ),
    ).toBeVisible();
  },
};

/** Confirmation leads to /craft after the redirect delay. */
export const RedirectsToCraft: Story = {
  parameters: { store: signedInWith(fast({ redirectDelayMs: 300 })) },
  beforeEach: ({ msw }) => {
    msw.use(countedProfiles([makeProfile({ subscription_tier: 'start' })]));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment Successful!')).toBeVisible();
    await expect(
      await canvas.findByText('Navigated to /craft', {}, { timeout: 3000 }),
    ).toBeVisible();
  },
};

/** The tier stays free through 10 checks. */
export const TimedOut: Story = {
  parameters: { store: signedInWith(fast({ intervalMs: 30 })) },
  beforeEach: ({ msw }) => {
    msw.use(countedProfiles([makeFreeProfile()]));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Verification Timed Out' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue to App' })).toBeEnabled();
    // Checking stops once verification has timed out.
    const calls = profileCalls.count;
    await expect(calls).toBeGreaterThan(0);
    await new Promise((done) => setTimeout(done, 200));
    await expect(profileCalls.count).toBe(calls);
  },
};

export const ContinueToApp: Story = {
  parameters: { store: signedInWith(fast({ intervalMs: 10, maxAttempts: 2 })) },
  beforeEach: ({ msw }) => {
    msw.use(countedProfiles([makeFreeProfile()]));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Continue to App' }, { timeout: 5000 }),
    );
    await expect(await canvas.findByText('Navigated to /craft')).toBeVisible();
  },
};
