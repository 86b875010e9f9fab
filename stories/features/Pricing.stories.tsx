// Pricing (`/pricing`, public): the Monthly/Yearly switch, the four plan cards with the buttons of
// spec §6 for every tier, the Buy Extra Credits panel, the FAQ; narrow screens use two tabs.
// The cards are the catalogue's; the price ids come from MSW (GET /api/plans) when a plan is chosen,
// the tier from the profile (GET /api/auth/me). Leaving for the payment provider is recorded
// instead of performed.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import type {
  CheckoutSessionRequest,
  CreditCheckoutSessionRequest,
  PortalSessionRequest,
} from '../../src/api/billing';
import type { SubscriptionTier } from '../../src/api/profile';
import type { AppStore } from '../../src/app/providers';
import { externalNavigatorAtom } from '../../src/features/pricing/atoms';
import { PricingScreen } from '../../src/features/pricing/PricingScreen';
import { returnPath } from '../../src/features/session/model';
import { MOCK_PRICE_IDS, makePlanTiers } from '../mocks/fixtures/plans';
import { makeProfile, makeSession } from '../mocks/fixtures/profile';
import { authServiceHandlers } from '../mocks/handlers/auth';
import { planHandlers } from '../mocks/handlers/plans';
import { profileHandlers } from '../mocks/handlers/profile';
import {
  MOCK_CHECKOUT_SESSION_ID,
  MOCK_PORTAL_URL,
  subscriptionHandlers,
} from '../mocks/handlers/subscriptions';
import { withSession } from '../mocks/session';

const CHECKOUT_URL = `/checkout/${MOCK_CHECKOUT_SESSION_ID}`;
const narrow = { viewport: { value: 'narrow', isRotated: false } };

/** What the stories saw: requests to the payment endpoints and addresses the page left for. */
const seen = {
  checkout: [] as CheckoutSessionRequest[],
  portal: [] as PortalSessionRequest[],
  credits: [] as CreditCheckoutSessionRequest[],
  leftFor: [] as string[],
  /** When set, leaving the page fails with this error. */
  leaveError: null as Error | null,
};

const signedInAs =
  (tier: SubscriptionTier | null) =>
  (store: AppStore): void => {
    withSession(tier === null ? null : makeSession())(store);
    store.set(externalNavigatorAtom, {
      assign: (url) => {
        if (seen.leaveError) throw seen.leaveError;
        seen.leftFor.push(url);
      },
    });
  };

/**
 * ArrowUp (positive) or ArrowDown pressed `times`: the browser's own step rule, as the arrow keys
 * apply it (user-event does not step number fields), then the input event they send.
 */
function pressArrows(input: HTMLElement, times: number) {
  const field = input as HTMLInputElement;
  for (let i = 0; i < Math.abs(times); i += 1) {
    if (times > 0) field.stepUp();
    else field.stepDown();
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const asTier = (tier: SubscriptionTier) => ({
  store: signedInAs(tier),
  msw: [profileHandlers.ok(makeProfile({ subscription_tier: tier }))],
});

/** Shows where the Login screen would send the visitor back to, with the same rule it uses. */
function LoginProbe() {
  const location = useLocation();
  return (
    <p style={{ padding: 24 }}>Login, then back to {returnPath(location.state, location.search)}</p>
  );
}

const meta = {
  title: 'Features/Pricing',
  component: PricingScreen,
  // Its own routes, so the story can show where /login would return to.
  render: () => (
    <Routes>
      <Route path="/pricing" element={<PricingScreen />} />
      <Route path="/login" element={<LoginProbe />} />
    </Routes>
  ),
  parameters: { router: { path: '*', initialEntry: '/pricing' }, store: signedInAs('pro') },
  beforeEach: ({ msw }) => {
    seen.checkout = [];
    seen.portal = [];
    seen.credits = [];
    seen.leftFor = [];
    seen.leaveError = null;
    msw.use(
      ...authServiceHandlers(),
      profileHandlers.ok(makeProfile({ subscription_tier: 'pro' })),
      planHandlers.list(),
      subscriptionHandlers.checkout(CHECKOUT_URL, (body) => seen.checkout.push(body)),
      subscriptionHandlers.portal(MOCK_PORTAL_URL, (body) => seen.portal.push(body)),
      subscriptionHandlers.creditCheckout(CHECKOUT_URL, (body) => seen.credits.push(body)),
    );
  },
} satisfies Meta<typeof PricingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The plan cards' buttons, in card order. */
async function planButtons(canvas: Canvas): Promise<string[]> {
  const plans = await canvas.findByRole('region', { name: 'Subscription Plans' });
  const cards = await within(plans).findAllByRole('article');
  return cards.map((card) => within(card).getByRole('button').textContent ?? '');
}

const card = (canvas: Canvas, title: string) => canvas.getByRole('article', { name: title });

export const Yearly: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: 'Yearly' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    await expect(canvas.getByText('Save 20%')).toBeVisible();
    await expect(await planButtons(canvas)).toEqual([
      'Default Plan',
      'Manage Plan',
      'Manage Subscription',
      'Subscribe to Enterprise',
    ]);
    await expect(within(card(canvas, 'Start')).getByText('€390')).toBeVisible();
    await expect(within(card(canvas, 'Pro')).getByText('€890')).toBeVisible();
    await expect(within(card(canvas, 'Enterprise')).getByText('€2,490')).toBeVisible();
    await expect(within(card(canvas, 'Pro')).getByText('1,115 Credits / year')).toBeVisible();
    await expect(within(card(canvas, 'Pro')).getByText('Save €178 a year')).toBeVisible();
    await expect(within(card(canvas, 'Free')).getByText('15 Credits')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Enterprise' }));
    await waitFor(() => expect(seen.leftFor).toEqual([CHECKOUT_URL]));
    await expect(seen.checkout).toEqual([
      {
        priceId: MOCK_PRICE_IDS.enterprise.yearly,
        successUrl: `${window.location.origin}/payment/success`,
        cancelUrl: `${window.location.origin}/pricing`,
      },
    ]);
  },
};

export const Monthly: Story = {
  play: async ({ canvas, userEvent }) => {
    await planButtons(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly' }));
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await expect(within(card(canvas, 'Start')).getByText('€39')).toBeVisible();
    await expect(within(card(canvas, 'Pro')).getByText('€89')).toBeVisible();
    await expect(within(card(canvas, 'Enterprise')).getByText('€249')).toBeVisible();
    await expect(within(card(canvas, 'Start')).getByText('50 Credits / month')).toBeVisible();
    await expect(within(card(canvas, 'Pro')).getAllByText('/ month')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Enterprise' }));
    await waitFor(() => expect(seen.leftFor).toEqual([CHECKOUT_URL]));
    await expect(seen.checkout.map((body) => body.priceId)).toEqual([
      MOCK_PRICE_IDS.enterprise.monthly,
    ]);
  },
};

export const Anonymous: Story = {
  parameters: { store: signedInAs(null) },
  play: async ({ canvas }) => {
    await expect(await planButtons(canvas)).toEqual([
      'Default Plan',
      'Subscribe to Start',
      'Subscribe to Pro',
      'Subscribe to Enterprise',
    ]);
    await expect(canvas.getByRole('button', { name: 'Default Plan' })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: 'Number of credits' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  },
};

/** Subscribing without a session goes through sign-in, which returns to /pricing. */
export const AnonymousSubscribes: Story = {
  parameters: { store: signedInAs(null) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe to Pro' }));
    await expect(await canvas.findByText('Login, then back to /pricing')).toBeVisible();
    await expect(seen.checkout).toEqual([]);
  },
};

/** Buying credits without a session also goes through sign-in. */
export const AnonymousBuysCredits: Story = {
  parameters: { store: signedInAs(null) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy Credits' }));
    await expect(await canvas.findByText('Login, then back to /pricing')).toBeVisible();
    await expect(seen.credits).toEqual([]);
  },
};

export const FreeUser: Story = {
  parameters: { store: asTier('free').store },
  beforeEach: ({ msw }) => {
    msw.use(...asTier('free').msw);
  },
  play: async ({ canvas }) => {
    await expect(await planButtons(canvas)).toEqual([
      'Your Current Plan',
      'Subscribe to Start',
      'Subscribe to Pro',
      'Subscribe to Enterprise',
    ]);
    await expect(canvas.getByRole('button', { name: 'Your Current Plan' })).toBeDisabled();
    // Spec §6: the free tier cannot buy extra credits.
    await expect(canvas.getByRole('spinbutton', { name: 'Number of credits' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Buy Credits' })).toBeDisabled();
  },
};

export const StartUser: Story = {
  parameters: { store: asTier('start').store },
  beforeEach: ({ msw }) => {
    msw.use(...asTier('start').msw);
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await planButtons(canvas)).toEqual([
      'Default Plan',
      'Manage Subscription',
      'Subscribe to Pro',
      'Subscribe to Enterprise',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() => expect(seen.leftFor).toEqual([MOCK_PORTAL_URL]));
    await expect(seen.portal).toEqual([{ returnUrl: window.location.href }]);
  },
};

export const ProUser: Story = {
  parameters: { store: asTier('pro').store },
  play: async ({ canvas, userEvent }) => {
    await expect(await planButtons(canvas)).toEqual([
      'Default Plan',
      'Manage Plan',
      'Manage Subscription',
      'Subscribe to Enterprise',
    ]);
    await expect(within(card(canvas, 'Pro')).getByText('Current')).toBeVisible();
    const quantity = canvas.getByRole('spinbutton', { name: 'Number of credits' });
    await expect(quantity).toHaveValue(50);
    await expect(quantity).toHaveAttribute('step', '10');
    await expect(canvas.getByText('50 × €1.50 = €75.00')).toBeVisible();
    // The arrows count in tens from 50 (not from a min of 1: 51), and stop at 10 going down.
    pressArrows(quantity, 1);
    await expect(quantity).toHaveValue(60);
    pressArrows(quantity, -2);
    await expect(quantity).toHaveValue(40);
    pressArrows(quantity, -4);
    await expect(quantity).toHaveValue(10);
    pressArrows(quantity, 5);
    await expect(quantity).toHaveValue(60);
    await expect(canvas.getByText('60 × €1.50 = €90.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Credits' }));
    await waitFor(() => expect(seen.leftFor).toEqual([CHECKOUT_URL]));
    // The success page learns it was a top-up of 60 on a balance of 115.
    await expect(seen.credits).toEqual([
      {
        quantity: 60,
        successUrl: `${window.location.origin}/payment/success?credits=60&balance=115`,
        cancelUrl: `${window.location.origin}/pricing`,
      },
    ]);
  },
};

export const EnterpriseUser: Story = {
  parameters: { store: asTier('enterprise').store },
  beforeEach: ({ msw }) => {
    msw.use(...asTier('enterprise').msw, subscriptionHandlers.error('createPortalSession'));
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await planButtons(canvas)).toEqual([
      'Default Plan',
      'Manage Plan',
      'Manage Plan',
      'Manage Subscription',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Manage Subscription' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not open management portal.',
    );
    await expect(seen.leftFor).toEqual([]);
  },
};

export const NarrowPlans: Story = {
  globals: narrow,
  parameters: { store: asTier('free').store },
  beforeEach: ({ msw }) => {
    msw.use(...asTier('free').msw);
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('tab', { name: 'Subscription Plans', selected: true }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Buy Credits' })).toBeVisible();
    await expect(await planButtons(canvas)).toEqual([
      'Your Current Plan',
      'Upgrade Plan',
      'Upgrade Plan',
      'Upgrade Plan',
    ]);
    await expect(canvas.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    await expect(canvas.queryByRole('spinbutton', { name: 'Number of credits' })).toBeNull();
  },
};

export const NarrowCredits: Story = {
  globals: narrow,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Buy Credits' }));
    const quantity = await canvas.findByRole('spinbutton', { name: 'Number of credits' });
    await expect(canvas.getByRole('heading', { name: 'Buy Extra Credits' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Subscription Plans' })).toBeNull();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '120');
    await expect(quantity).toHaveValue(120);
    await expect(canvas.getByText('120 × €1.50 = €180.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy Credits' })).toBeEnabled();
  },
};

export const InvalidCreditQuantity: Story = {
  play: async ({ canvas, userEvent }) => {
    const quantity = await canvas.findByRole('spinbutton', { name: 'Number of credits' });
    await userEvent.clear(quantity);
    // Not a number: it becomes 0.
    await userEvent.type(quantity, 'abc');
    await expect(quantity).toHaveValue(0);
    await expect(canvas.getByText('Please enter a valid number of credits.')).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('0 × €1.50 = €0.00')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buy Credits' })).toBeDisabled();
    await expect(seen.credits).toEqual([]);
  },
};

export const PlanUnavailable: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      planHandlers.list(makePlanTiers({ start: MOCK_PRICE_IDS.start, pro: MOCK_PRICE_IDS.pro })),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe to Enterprise' }));
    await expect(await within(card(canvas, 'Enterprise')).findByRole('alert')).toHaveTextContent(
      'This plan is not available in the current environment. Please contact support or select another plan.',
    );
    await expect(seen.checkout).toEqual([]);
    await expect(seen.leftFor).toEqual([]);
  },
};

export const CheckoutError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      subscriptionHandlers.error(
        'createCheckoutSession',
        502,
        'The payment provider could not be reached. Please try again.',
      ),
      subscriptionHandlers.error('createCreditCheckoutSession'),
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe to Enterprise' }));
    const plans = canvas.getByRole('region', { name: 'Subscription Plans' });
    await expect(await within(plans).findByRole('alert')).toHaveTextContent(
      'The payment provider could not be reached. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Credits' }));
    const credits = canvas.getByRole('region', { name: 'Buy Extra Credits' });
    await expect(await within(credits).findByRole('alert')).toHaveTextContent(
      'Could not initiate credit purchase.',
    );
    await expect(seen.leftFor).toEqual([]);
  },
};

/** The checkout session exists but the browser could not go there: its own message. */
export const CheckoutRedirectError: Story = {
  play: async ({ canvas, userEvent }) => {
    seen.leaveError = new Error('The checkout page could not be opened.');
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe to Enterprise' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The checkout page could not be opened.',
    );
    await expect(seen.checkout.length).toBe(1);
  },
};

/** The cards are the catalogue's, there at once; a plan chosen waits for this environment's prices. */
export const PricesPending: Story = {
  beforeEach: ({ msw }) => {
    msw.use(planHandlers.pending());
  },
  play: async ({ canvas, userEvent }) => {
    const plans = await canvas.findByRole('region', { name: 'Subscription Plans' });
    await expect(within(plans).getAllByRole('article')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe to Enterprise' }));
    await expect(
      await canvas.findByRole('button', { name: 'Subscribe to Enterprise' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(seen.checkout).toEqual([]);
  },
};
