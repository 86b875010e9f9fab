// GET /api/plans (public): the four plans of spec §9 with this environment's price ids; a plan
// whose price id is not configured has priceId null (the pricing screen says it is not sold here).
import { Hono } from 'hono';
import { endpoints } from '../../src/api/endpoints';
import { planTiers } from '../../src/api/plans';
import type { PaymentProvider } from '../billing/provider';
import { respond } from './respond';

export function createPlansRouter({ payments }: { payments: PaymentProvider }): Hono {
  const router = new Hono();
  router.get('/', (c) => respond(c, endpoints.listPlans.response, planTiers(payments.priceIds)));
  return router;
}
