// Billing routes: the parent's plan, checkout, the success page's confirmation, the spec's billing portal
// call, choosing the active child over the Free limit, Stripe's webhook (public: its signature is the credential)
// and complimentary Premium for admins, who also see every family's second paid subscription and its refund.
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { clientIp } from '#server/http/client-ip';
import { enforceRateLimit, RATE_LIMITS } from '#server/http/rate-limit';
import { readJson } from '#server/http/read-json';
import { chooseActiveChildSchema, complimentaryPremiumSchema, portalSessionSchema } from '#shared/billing';
import {
  billingStatus,
  checkoutSessionState,
  chooseActiveChild,
  complimentaryPremium,
  createCheckoutSession,
  createPortalSession,
  duplicateSubscriptions,
  handleWebhookEvent,
  setComplimentaryPremium,
  verifyWebhook,
} from './billing.service';

export const BILLING_WEBHOOK_PATH = '/api/billing/webhook';

/**
 * Runs a request-hygiene middleware for every path but Stripe's webhook, which has no Origin and must reach its
 * route with its raw body untouched (the signature covers the exact bytes).
 */
export function exceptBillingWebhook(middleware: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => (c.req.path === BILLING_WEBHOOK_PATH ? next() : middleware(c, next));
}

export const billingRoutes = new Hono<AppEnv>()
  .post('/webhook', access({ audience: 'public' }), async (c) => {
    const deps = c.get('deps');
    await enforceRateLimit(c, RATE_LIMITS.billingWebhook, clientIp(c));
    const raw = await c.req.text();
    const event = verifyWebhook(deps, raw, c.req.header('stripe-signature'));
    const result = await handleWebhookEvent(deps, event);
    return c.json({ received: true, duplicate: result.duplicate });
  })
  .get('/status', access({ audience: 'parent' }), async (c) => {
    const deps = c.get('deps');
    return c.json(await billingStatus(deps, await requireUserFrom(c)));
  })
  .post('/checkout-sessions', access({ audience: 'parent' }), async (c) => {
    const deps = c.get('deps');
    const user = await requireUserFrom(c);
    await enforceRateLimit(c, RATE_LIMITS.billing, user.id);
    return c.json(await createCheckoutSession(deps, user), 201);
  })
  .get('/checkout-sessions/:sessionId', access({ audience: 'parent' }), async (c) => {
    const deps = c.get('deps');
    return c.json(await checkoutSessionState(deps, await requireUserFrom(c), c.req.param('sessionId')));
  })
  .post('/active-child', access({ audience: 'parent' }), async (c) => {
    const deps = c.get('deps');
    const input = parseOrThrow(chooseActiveChildSchema, await readJson(c));
    return c.json(await chooseActiveChild(deps, await requireUserFrom(c), input.childId));
  });

export const billingPortalRoutes = new Hono<AppEnv>().post('/', access({ audience: 'parent' }), async (c) => {
  const deps = c.get('deps');
  const user = await requireUserFrom(c);
  // The spec's body carries a userId; it is ignored: the portal is always the signed-in parent's own.
  parseOrThrow(portalSessionSchema, (await readJson(c)) ?? {});
  await enforceRateLimit(c, RATE_LIMITS.billing, user.id);
  return c.json(await createPortalSession(deps, user));
});

export const billingAdminRoutes = new Hono<AppEnv>().get(
  '/duplicate-subscriptions',
  access({ audience: 'admin' }),
  async (c) => c.json({ entries: await duplicateSubscriptions(c.get('deps').db) }),
);

export const billingAdminUsersRoutes = new Hono<AppEnv>()
  .get('/:id/complimentary-premium', access({ audience: 'admin', param: 'creatorUser' }), async (c) =>
    c.json(await complimentaryPremium(c.get('deps').db, c.req.param('id'))),
  )
  .put('/:id/complimentary-premium', access({ audience: 'admin', param: 'creatorUser' }), async (c) => {
    const admin = await requireUserFrom(c);
    const input = parseOrThrow(complimentaryPremiumSchema, await readJson(c));
    return c.json(
      await setComplimentaryPremium(c.get('deps').db, admin.id, c.req.param('id'), input.granted),
    );
  });
