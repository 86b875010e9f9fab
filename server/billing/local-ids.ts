// Ids of the local test checkout's objects: Stripe's prefixes plus `local_`, so they can never be
// mistaken for (or sent to) Stripe's, and 24 random bytes, so a checkout or portal link cannot be
// guessed.
import { randomBytes } from 'node:crypto';

export const LOCAL_CUSTOMER_PREFIX = 'cus_local_';

export function localId(prefix: 'cus' | 'cs' | 'bps' | 'sub' | 'in' | 'evt'): string {
  return `${prefix}_local_${randomBytes(18).toString('base64url')}`;
}
