// Helpers for the payment tests: calls on one app instance, the local checkout driven like a
// browser, and signed webhook deliveries.
import Stripe from 'stripe';
import { auditBalance } from './credits';
import type { AppDb } from '../db/client';

export const STUDIO = 'http://localhost:8080';
export const SUCCESS_URL = `${STUDIO}/payment/success`;
export const CANCEL_URL = `${STUDIO}/pricing`;
export const PAYING_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 34',
  cvc: '123',
  name: 'Ada Lovelace',
};
export const DECLINED_CARD = { ...PAYING_CARD, cardNumber: '4000 0000 0000 0002' };

export interface Answer {
  status: number;
  json: unknown;
}

/** An app (or anything answering requests the way Hono's `app.request` does). */
export interface Requester {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

/** A JSON call with a bearer token on a given app. */
export async function callOn(
  app: Requester,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const res = await app.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
}

/** Submits the local checkout form as a browser would. */
export function submitCard(
  app: Requester,
  checkoutUrl: string,
  card: Record<string, string>,
): Promise<Response> | Response {
  return app.request(new URL(checkoutUrl).pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card).toString(),
  });
}

/** Posts a form of the local billing portal. */
export function portalPost(
  app: Requester,
  portalUrl: string,
  action: string,
  fields: Record<string, string>,
): Promise<Response> | Response {
  return app.request(`${new URL(portalUrl).pathname}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export function signedHeader(payload: string, secret: string, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

export function postWebhook(
  app: Requester,
  payload: string,
  signature?: string,
): Promise<Response> | Response {
  return app.request('/api/webhooks/stripe', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(signature === undefined ? {} : { 'Stripe-Signature': signature }),
    },
    body: payload,
  });
}

/** Tier and balance of a user, checked against the ledger. */
export async function standing(db: AppDb, userId: string) {
  const { consistent, profile } = await auditBalance(db, userId);
  return {
    consistent,
    tier: profile.subscriptionTier,
    available: profile.availableCredits,
  };
}
