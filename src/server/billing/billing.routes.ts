// Billing routes: the parent's plan, checkout, the success page's confirmation, the spec's billing portal
// call, choosing the active child over the Free limit, Stripe's webhook (public: its signature is the credential)
// and complimentary Premium for admins, who also see every family's second paid subscription and its refund.
import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { clientIp } from '#server/http/client-ip';
import { enforceRateLimit, RATE_LIMITS } from '#server/http/rate-limit';
import { readJson } from '#server/http/read-json';
import { requireRole, requireUserFrom } from '#server/http/session';
import { requireAdmin } from '#server/moderation';
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
  .post('/billing/webhook', async (c) => {
    const deps = c.get('deps');
    await enforceRateLimit(c, RATE_LIMITS.billingWebhook, clientIp(c));
    const raw = await c.req.text();
    const event = verifyWebhook(deps, raw, c.req.header('stripe-signature'));
    const result = await handleWebhookEvent(deps, event);
    return c.json({ received: true, duplicate: result.duplicate });
  })
  .use('/billing/status', requireRole('parent'))
  .use('/billing/checkout-sessions', requireRole('parent'))
  .use('/billing/checkout-sessions/*', requireRole('parent'))
  .use('/billing/active-child', requireRole('parent'))
  .use('/create-portal-session', requireRole('parent'))
  .get('/billing/status', async (c) => {
    return c.json(await billingStatus(c.get('deps'), await requireUserFrom(c)));
  })
  .post('/billing/checkout-sessions', async (c) => {
    const user = await requireUserFrom(c);
    await enforceRateLimit(c, RATE_LIMITS.billing, user.id);
    return c.json(await createCheckoutSession(c.get('deps'), user), 201);
  })
  .get('/billing/checkout-sessions/:sessionId', async (c) => {
    return c.json(
      await checkoutSessionState(c.get('deps'), await requireUserFrom(c), c.req.param('sessionId')),
    );
  })
  .post('/billing/active-child', async (c) => {
    const input = parseOrThrow(chooseActiveChildSchema, await readJson(c));
    return c.json(await chooseActiveChild(c.get('deps'), await requireUserFrom(c), input.childId));
  })
  .post('/create-portal-session', async (c) => {
    const user = await requireUserFrom(c);
    // The spec's body carries a userId; it is ignored: the portal is always the signed-in parent's own.
    parseOrThrow(portalSessionSchema, (await readJson(c)) ?? {});
    await enforceRateLimit(c, RATE_LIMITS.billing, user.id);
    return c.json(await createPortalSession(c.get('deps'), user));
  })
  .use('/admin/billing/*', requireAdmin)
  .get('/admin/billing/duplicate-subscriptions', async (c) =>
    c.json({ entries: await duplicateSubscriptions(c.get('deps').db) }),
  )
  .use('/admin/users/:id/complimentary-premium', requireAdmin)
  .get('/admin/users/:id/complimentary-premium', async (c) =>
    c.json(await complimentaryPremium(c.get('deps').db, c.req.param('id'))),
  )
  .put('/admin/users/:id/complimentary-premium', async (c) => {
    const admin = await requireUserFrom(c);
    const input = parseOrThrow(complimentaryPremiumSchema, await readJson(c));
    return c.json(
      await setComplimentaryPremium(c.get('deps').db, admin.id, c.req.param('id'), input.granted),
    );
  });
