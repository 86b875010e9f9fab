// GET /api/auth/me: the signed-in designer's profile, created on the first call with the free
// plan and its credits (a new user's first requests may race; ensureProfile grants once).
import { Hono } from 'hono';
import { endpoints } from '../../src/api/endpoints';
import { ensureProfile } from '../billing/credits';
import type { ApiDeps, SignedInEnv } from './api-deps';
import { respond } from './respond';

export function createMeRouter({ db }: Pick<ApiDeps, 'db'>): Hono<SignedInEnv> {
  const router = new Hono<SignedInEnv>();

  router.get('/', async (c) => {
    const user = c.get('user');
    const profile = await ensureProfile(db, {
      userId: user.userId,
      email: user.email,
      name: user.name ?? null,
    });
    return respond(c, endpoints.getProfile.response, {
      user_id: profile.userId,
      name: profile.name,
      email: profile.email,
      subscription_tier: profile.subscriptionTier,
      available_credits: profile.availableCredits,
      locked_credits: profile.lockedCredits,
    });
  });

  return router;
}
