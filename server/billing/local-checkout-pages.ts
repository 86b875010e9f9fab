// The local test checkout's pages, served at /checkout: a card form per checkout session and a
// small billing portal. Server-rendered HTML styled like the studio (dark, Inter and a serif for
// headings), one form per action, every field labelled. The session ids in the paths are the
// only credential, as with Stripe's hosted pages: they are random and expire.
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Logger } from '../logger';
import { formatEuroCents } from '../../src/api/billing';
import { planForPriceId, PAID_TIERS } from '../../src/api/plans';
import {
  LOCAL_PRICE_IDS,
  planTitle,
  successUrlOf,
  type LocalCheckoutSession,
  type LocalPaymentProvider,
  type LocalSubscription,
  type PortalAction,
} from './local-provider';

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

const PORTAL_ACTIONS: readonly PortalAction[] = [
  'change-plan',
  'cancel',
  'resume',
  'end-period',
  'renew',
];

const CONTENT_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

export function createLocalCheckoutRouter(provider: LocalPaymentProvider, logger: Logger): Hono {
  const router = new Hono();
  router.use(async (c, next) => {
    await next();
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('Cache-Control', 'no-store');
  });

  router.get('/portal/:id', async (c) => {
    await provider.deliverPendingFor(c.req.param('id'));
    const portal = await provider.portal(c.req.param('id'));
    if (!portal) return c.html(notFoundPage('This billing page does not exist.'), 404);
    if (portal.expired) {
      return c.html(
        messagePage('This billing page has expired', 'Open it again from the studio.', {
          href: portal.session.return_url,
          label: 'Back to Jewel Studio',
        }),
        410,
      );
    }
    const updated = c.req.query('updated') === '1';
    return c.html(portalPage(c.req.param('id'), portal, updated));
  });

  router.post('/portal/:id/:action', async (c) => {
    const id = c.req.param('id');
    const action = c.req.param('action') as PortalAction;
    if (!PORTAL_ACTIONS.includes(action)) return c.html(notFoundPage('Unknown action.'), 404);
    const form = await c.req.parseBody();
    let done;
    try {
      done = await provider.portalAction(
        id,
        action,
        typeof form.subscription === 'string' ? form.subscription : '',
        typeof form.priceId === 'string' ? form.priceId : undefined,
        typeof form.period === 'string' && /^\d+$/.test(form.period)
          ? Number(form.period)
          : undefined,
      );
    } catch (error) {
      // Changed, but the webhook did not take the events: the portal page delivers them again.
      logger.error('Local portal: event delivery failed', { portalSessionId: id, error });
      return c.html(
        messagePage('Your change is saved', 'The studio has not recorded it yet.', {
          href: `/checkout/portal/${encodeURIComponent(id)}`,
          label: 'Try again',
        }),
        503,
      );
    }
    if (!done) {
      return c.html(
        messagePage('That change is not possible', 'Reload the billing page and try again.', {
          href: `/checkout/portal/${encodeURIComponent(id)}`,
          label: 'Back to billing',
        }),
        409,
      );
    }
    return c.redirect(`/checkout/portal/${encodeURIComponent(id)}?updated=1`, 303);
  });

  router.get('/:id', async (c) => {
    const id = c.req.param('id');
    const session = await provider.checkoutSession(id);
    if (!session) return c.html(notFoundPage('This checkout does not exist.'), 404);
    if (session.status === 'complete') await provider.deliverPendingFor(id);
    if (session.status !== 'open') return c.html(closedPage(session), 410);
    return c.html(checkoutPage(session));
  });

  router.post('/:id', async (c) => {
    const id = c.req.param('id');
    const form = await c.req.parseBody();
    const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
    const card = {
      number: field('cardNumber'),
      expiry: field('expiry'),
      cvc: field('cvc'),
      name: field('name'),
    };
    let result;
    try {
      result = await provider.pay(id, card);
    } catch (error) {
      // Paid, but the webhook did not take the events: they stay queued for the next visit.
      logger.error('Local checkout: event delivery failed', { checkoutSessionId: id, error });
      return c.html(
        messagePage(
          'Your payment went through',
          'The studio has not recorded it yet. Try again in a moment.',
          { href: `/checkout/${encodeURIComponent(id)}`, label: 'Try again' },
        ),
        503,
      );
    }
    if (result.ok) return c.redirect(result.redirectTo, 303);
    const session = await provider.checkoutSession(id);
    if (!session) return c.html(notFoundPage('This checkout does not exist.'), 404);
    if (session.status !== 'open') return c.html(closedPage(session), 410);
    // The form again, with the message and what was typed (never the security code).
    return c.html(checkoutPage(session, { message: result.message, card }), result.status);
  });

  return router;
}

/** Stripe amounts are in cents. */
function formatEuros(cents: number): string {
  return formatEuroCents(cents / 100);
}

function formatDate(seconds: number): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(seconds * 1000),
  );
}

function checkoutPage(
  session: LocalCheckoutSession,
  failure?: { message: string; card: { number: string; expiry: string; name: string } },
): Markup {
  const amount = formatEuros(session.amount_total);
  const per =
    session.mode === 'subscription'
      ? session.line_item.price?.endsWith('_yearly')
        ? ' per year'
        : ' per month'
      : '';
  return layout(
    `Pay ${amount} · Jewel Studio test checkout`,
    html`<section class="summary" aria-labelledby="summary-title">
        <p class="eyebrow">Your order</p>
        <h1 id="summary-title">${session.line_item.description}</h1>
        <p class="amount">${amount}<span class="per">${per}</span></p>
        ${
          session.mode === 'payment'
            ? html`<p class="muted">
                ${session.line_item.quantity.toLocaleString('en-US')} ×
                ${formatEuros(session.line_item.unit_amount)}
              </p>`
            : ''
        }
      </section>
      <section class="card" aria-labelledby="pay-title">
        <h2 id="pay-title">Pay with card</h2>
        ${failure ? html`<p class="error" role="alert">${failure.message}</p>` : ''}
        <form method="post" action="/checkout/${session.id}" novalidate>
          <div class="field">
            <label for="card-number">Card number</label>
            <input
              id="card-number"
              name="cardNumber"
              inputmode="numeric"
              autocomplete="cc-number"
              placeholder="4242 4242 4242 4242"
              value="${failure?.card.number ?? ''}"
              required
            />
          </div>
          <div class="row">
            <div class="field">
              <label for="card-expiry">Expiry</label>
              <input
                id="card-expiry"
                name="expiry"
                inputmode="numeric"
                autocomplete="cc-exp"
                placeholder="MM / YY"
                value="${failure?.card.expiry ?? ''}"
                required
              />
            </div>
            <div class="field">
              <label for="card-cvc">CVC</label>
              <input
                id="card-cvc"
                name="cvc"
                inputmode="numeric"
                autocomplete="cc-csc"
                placeholder="123"
                required
              />
            </div>
          </div>
          <div class="field">
            <label for="card-name">Name on card</label>
            <input
              id="card-name"
              name="name"
              autocomplete="cc-name"
              value="${failure?.card.name ?? ''}"
              required
            />
          </div>
          <button type="submit" class="primary">Pay ${amount}</button>
        </form>
        <p class="actions"><a href="${session.cancel_url}">Cancel</a></p>
      </section>
      <p class="hint">
        Test checkout: no card is charged. 4242 4242 4242 4242 pays and 4000 0000 0000 0002 is
        declined, with any future expiry date and any CVC.
      </p>`,
  );
}

function closedPage(session: LocalCheckoutSession): Markup {
  if (session.status === 'complete') {
    return messagePage('This checkout is complete', 'The payment has been received.', {
      href: successUrlOf(session),
      label: 'Back to Jewel Studio',
    });
  }
  return messagePage('This checkout has expired', 'Start again from the studio.', {
    href: session.cancel_url,
    label: 'Back to Jewel Studio',
  });
}

function portalPage(
  id: string,
  portal: { session: { return_url: string }; subscriptions: LocalSubscription[] },
  updated: boolean,
): Markup {
  const serving = portal.subscriptions.filter((s) => s.status !== 'canceled');
  const action = (name: PortalAction) => `/checkout/portal/${id}/${name}`;
  const plans = PAID_TIERS.flatMap((tier) =>
    (['monthly', 'yearly'] as const).map((period) => ({
      priceId: LOCAL_PRICE_IDS[tier]?.[period] ?? '',
      label: `${planTitle(tier)}, ${period}`,
    })),
  );
  const body = serving.length
    ? serving.map((subscription, index) => {
        const item = subscription.items.data[0];
        const priceId = item?.price.id ?? '';
        const plan = planForPriceId(LOCAL_PRICE_IDS, priceId);
        const title = plan ? `${planTitle(plan.tier)}, ${plan.period}` : priceId;
        const end = item ? formatDate(item.current_period_end) : '';
        const selectId = `new-plan-${index}`;
        return html`<section class="card" aria-labelledby="plan-${index}">
          <p class="eyebrow">Current plan</p>
          <h2 id="plan-${index}">${title}</h2>
          <p class="muted">
            ${subscription.cancel_at_period_end ? `Ends on ${end}` : `Renews on ${end}`}
          </p>
          <form method="post" action="${action('change-plan')}" class="inline">
            <input type="hidden" name="subscription" value="${subscription.id}" />
            <div class="field">
              <label for="${selectId}">New plan</label>
              <select id="${selectId}" name="priceId">
                ${plans
                  .filter((p) => p.priceId !== priceId)
                  .map((p) => html`<option value="${p.priceId}">${p.label}</option>`)}
              </select>
            </div>
            <button type="submit">Change plan</button>
          </form>
          ${
            subscription.cancel_at_period_end
              ? html`<p>
                    Your subscription is cancelled and ends on ${end}. The studio keeps your plan
                    until then; locally, end the period now to see the move to the Free plan.
                  </p>
                  <div class="buttons">
                    <form method="post" action="${action('resume')}">
                      <input type="hidden" name="subscription" value="${subscription.id}" />
                      <button type="submit">Keep subscription</button>
                    </form>
                    <form method="post" action="${action('end-period')}">
                      <input type="hidden" name="subscription" value="${subscription.id}" />
                      <button type="submit" class="danger">End period now</button>
                    </form>
                  </div>`
              : html`<div class="buttons">
                  <form method="post" action="${action('cancel')}">
                    <input type="hidden" name="subscription" value="${subscription.id}" />
                    <button type="submit" class="danger">Cancel subscription</button>
                  </form>
                  <form method="post" action="${action('renew')}">
                    <input type="hidden" name="subscription" value="${subscription.id}" />
                    <input
                      type="hidden"
                      name="period"
                      value="${item?.current_period_start ?? ''}"
                    />
                    <button type="submit">Renew now</button>
                  </form>
                </div>`
          }
        </section>`;
      })
    : html`<section class="card" aria-labelledby="plan-free">
        <p class="eyebrow">Current plan</p>
        <h2 id="plan-free">Free</h2>
        <p class="muted">You have no active subscription.</p>
      </section>`;
  return layout(
    'Billing · Jewel Studio test portal',
    html`<h1>Billing</h1>
      ${updated ? html`<p class="notice" role="status">Your subscription has been updated.</p>` : ''}
      ${body}
      <p class="actions"><a href="${portal.session.return_url}">Back to Jewel Studio</a></p>
      <p class="hint">
        Test billing portal. Cancelling keeps the plan until the end of the period; "End period now"
        ends it at once, as the end of the period would. "Renew now" starts the next period and
        grants its credits.
      </p>`,
  );
}

function messagePage(title: string, text: string, link: { href: string; label: string }): Markup {
  return layout(
    `${title} · Jewel Studio`,
    html`<h1>${title}</h1>
      <p>${text}</p>
      <p class="actions"><a href="${link.href}">${link.label}</a></p>`,
  );
}

function notFoundPage(text: string): Markup {
  return layout(
    'Not found · Jewel Studio',
    html`<h1>Not found</h1>
      <p>${text}</p>
      <p class="actions"><a href="/">Back to Jewel Studio</a></p>`,
  );
}

function layout(title: string, content: Markup): Markup {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${STYLES}
        </style>
      </head>
      <body>
        <header class="bar">
          <span class="logo">Jewel Studio</span><span class="badge">Test mode</span>
        </header>
        <main>${content}</main>
      </body>
    </html>`;
}

// The studio's tokens (src/ui/theme): canvas, surfaces, warm text, gold accent; AA contrast.
const STYLES = `
:root { color-scheme: dark; }
* { box-sizing: border-box; }
body { margin: 0; background: #0c0c0d; color: #f3eee4;
  font: 16px/1.5 'Inter', 'Helvetica Neue', Arial, sans-serif; }
.bar { display: flex; justify-content: space-between; align-items: center; padding: 12px 20px;
  background: #000; border-bottom: 1px solid rgba(243,238,228,0.1); }
.logo { font-family: 'Cormorant Garamond', Georgia, serif; font-size: 22px; letter-spacing: 0.02em; }
.badge { font-size: 12px; padding: 2px 10px; border-radius: 9999px; color: #efc088;
  background: rgba(226,170,92,0.14); }
main { max-width: 480px; margin: 0 auto; padding: 32px 20px 48px; display: grid; gap: 24px; }
h1, h2 { font-family: 'Cormorant Garamond', Georgia, serif; font-weight: 500; margin: 0; }
h1 { font-size: 32px; line-height: 1.2; }
h2 { font-size: 24px; }
p { margin: 0; }
.eyebrow { font-size: 12px; text-transform: uppercase; letter-spacing: 0.12em; color: #c2bbae; }
.amount { font-size: 36px; font-weight: 600; color: #d6b779; }
.per { font-size: 16px; font-weight: 400; color: #c2bbae; }
.muted, .hint { color: #c2bbae; }
.hint { font-size: 14px; }
.summary { display: grid; gap: 8px; }
.card { display: grid; gap: 16px; padding: 24px; border-radius: 12px; background: #151517;
  border: 1px solid rgba(243,238,228,0.1); }
form { display: grid; gap: 16px; margin: 0; }
form.inline { grid-template-columns: 1fr auto; align-items: end; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.field { display: grid; gap: 6px; }
label { font-size: 14px; color: #c2bbae; }
input, select { width: 100%; min-height: 44px; padding: 10px 12px; border-radius: 8px;
  background: #1e1e21; color: #f3eee4; border: 1px solid rgba(243,238,228,0.22); font: inherit; }
input::placeholder { color: #9a9387; }
button { min-height: 44px; padding: 10px 18px; border-radius: 9999px; font: inherit; font-weight: 600;
  cursor: pointer; background: transparent; color: #f3eee4; border: 1px solid rgba(243,238,228,0.22); }
button:hover { background: rgba(243,238,228,0.06); }
button.primary { background: #d6b779; color: #1b150a; border-color: #d6b779; width: 100%; }
button.primary:hover { background: #e4c991; }
button.danger { color: #f4a59b; }
.buttons { display: flex; flex-wrap: wrap; gap: 12px; }
:focus-visible { outline: 2px solid #e8cc92; outline-offset: 2px; }
a { color: #d6b779; }
.actions { text-align: center; }
.error { padding: 12px 16px; border-radius: 8px; background: rgba(230,120,108,0.14); color: #f4a59b; }
.notice { padding: 12px 16px; border-radius: 8px; background: rgba(124,186,148,0.14); color: #9fd3b2; }
@media (max-width: 420px) { form.inline { grid-template-columns: 1fr; } }
`;
