// GET /api/plans (public)
import type { PlanTier } from '../../../src/api/billing';
import { makePlanTiers } from '../fixtures/plans';
import { failing, handle, pending, respond } from './respond';

export const planHandlers = {
  list: (plans: PlanTier[] = makePlanTiers()) =>
    handle('listPlans', () => respond('listPlans', plans)),
  error: (status = 500, detail = 'Something went wrong on our side. Please try again.') =>
    failing('listPlans', status, detail),
  pending: () => pending('listPlans'),
};
