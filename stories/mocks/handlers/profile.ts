// GET /api/auth/me
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
};
