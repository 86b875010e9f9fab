// One payment customer per user, created on the first checkout or portal visit and kept in
// profiles.stripe_customer_id (the local checkout's ids live there too, prefixed `cus_local_`; a
// provider never reuses an id it did not make).
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { profiles, type ProfileRow } from '../db/schema';
import type { PaymentProvider } from './provider';

export async function ensureCustomer(
  db: AppDb,
  provider: PaymentProvider,
  profile: ProfileRow,
): Promise<string> {
  const stored = profile.stripeCustomerId;
  if (stored && provider.ownsCustomerId(stored)) return stored;
  const created = await provider.createCustomer({
    userId: profile.userId,
    email: profile.email,
    name: profile.name,
  });
  // Only over what we read: when two first checkouts race, the first stored id wins.
  const [updated] = await db
    .update(profiles)
    .set({ stripeCustomerId: created })
    .where(
      and(
        eq(profiles.userId, profile.userId),
        stored === null ? isNull(profiles.stripeCustomerId) : eq(profiles.stripeCustomerId, stored),
      ),
    )
    .returning({ customerId: profiles.stripeCustomerId });
  if (updated) return created;
  const [current] = await db
    .select({ customerId: profiles.stripeCustomerId })
    .from(profiles)
    .where(eq(profiles.userId, profile.userId));
  const winner = current?.customerId;
  return winner && provider.ownsCustomerId(winner) ? winner : created;
}
