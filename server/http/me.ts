// GET /api/auth/me: the signed-in designer's profile, created on the first call with the free
// plan and its credits (a new user's first requests may race; ensureProfile grants once).
// PUT /api/auth/me: a new name, from the account panel; the app also stores it in the auth
// service's user_metadata, but a hosted project cannot tell this profile.
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { endpoints } from '../../src/api/endpoints';
import type { Profile } from '../../src/api/profile';
import { ensureProfile } from '../billing/credits';
import { profileChanged, ProfileCache } from '../billing/profile-cache';
import { profiles, type ProfileRow } from '../db/schema';
import type { ApiDeps, SignedInEnv } from './api-deps';
import { jsonBody, jsonBodyLimit } from './json-body';
import { respond } from './respond';

/** The profile's columns the answer is made of. */
const answered = {
  userId: profiles.userId,
  name: profiles.name,
  email: profiles.email,
  subscriptionTier: profiles.subscriptionTier,
  availableCredits: profiles.availableCredits,
  lockedCredits: profiles.lockedCredits,
};

const toProfile = (profile: Pick<ProfileRow, keyof typeof answered>): Profile => ({
  user_id: profile.userId,
  name: profile.name,
  email: profile.email,
  subscription_tier: profile.subscriptionTier,
  available_credits: profile.availableCredits,
  locked_credits: profile.lockedCredits,
});

export function createMeRouter({ db }: Pick<ApiDeps, 'db'>): Hono<SignedInEnv> {
  const router = new Hono<SignedInEnv>();
  // The read every signed-in screen makes: one prepared primary-key select, and a burst of calls
  // for one designer answered from a short memory (profile-cache.ts says what keeps it right).
  const profileQuery = db
    .select(answered)
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('me_profile');
  const cache = new ProfileCache<Profile>();

  router.get('/', async (c) => {
    const user = c.get('user');
    const known = await cache.read(user.userId, async () => {
      const [row] = await profileQuery.execute({ userId: user.userId });
      return row && toProfile(row);
    });
    // Seen for the first time: the profile is made (once, however many first calls race).
    const profile =
      known ??
      toProfile(
        await ensureProfile(db, {
          userId: user.userId,
          email: user.email,
          name: user.name ?? null,
        }),
      );
    return respond(c, endpoints.getProfile.response, profile);
  });

  router.put('/', jsonBodyLimit(), jsonBody(endpoints.updateProfile.body), async (c) => {
    const user = c.get('user');
    const { name } = c.req.valid('json');
    await ensureProfile(db, { userId: user.userId, email: user.email, name });
    const [updated] = await db
      .update(profiles)
      .set({ name })
      .where(eq(profiles.userId, user.userId))
      .returning();
    profileChanged(user.userId);
    if (!updated) throw new Error(`Profile ${user.userId} vanished while renaming it.`);
    return respond(c, endpoints.updateProfile.response, toProfile(updated));
  });

  return router;
}
