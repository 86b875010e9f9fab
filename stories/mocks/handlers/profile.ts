// GET /api/auth/me, PUT /api/auth/me (a new name)
import type { Profile } from '../../../src/api/profile';
import { makeProfile } from '../fixtures/profile';
import { failing, handle, inTurn, pending, respond, unreachable } from './respond';

export const profileHandlers = {
  ok: (profile: Profile = makeProfile()) =>
    handle('getProfile', () => respond('getProfile', profile)),
  /** Each call gets the next profile, the last repeats: payment verification, credit polling. */
  sequence: (profiles: readonly Profile[]) => {
    const next = inTurn(profiles);
    return handle('getProfile', () => respond('getProfile', next()));
  },
  error: (status = 500, detail = 'Something went wrong on our side. Please try again.') =>
    failing('getProfile', status, detail),
  unauthorized: () => failing('getProfile', 401, 'Not signed in.', 'unauthorized'),
  pending: () => pending('getProfile'),
  unreachable: () => unreachable('getProfile'),
  /** The renamed profile. */
  update: (profile: Profile = makeProfile()) =>
    handle('updateProfile', async ({ request }) => {
      const body = (await request.json()) as { name?: string };
      return respond('updateProfile', { ...profile, name: body.name?.trim() ?? profile.name });
    }),
  /** GET and PUT on one profile kept in memory: a rename shows in every later read. */
  editable: (initial: Profile = makeProfile()) => {
    let profile = initial;
    return [
      handle('getProfile', () => respond('getProfile', profile)),
      handle('updateProfile', async ({ request }) => {
        const body = (await request.json()) as { name?: string };
        profile = { ...profile, name: body.name?.trim() ?? profile.name };
        return respond('updateProfile', profile);
      }),
    ];
  },
  updateError: (status = 500, detail = 'Something went wrong on our side. Please try again.') =>
    failing('updateProfile', status, detail),
};
