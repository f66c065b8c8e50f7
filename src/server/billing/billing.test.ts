// Billing against the local Stripe stand-in: checkout, the success page's confirmation, every webhook
// transition (duplicates and out of order included), signatures, the portal and its failure, plan limits, the
// downgrade lock, complimentary Premium (admins only, audited) and revenue.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, billingInvoices } from '#server/db/schema/billing';
import { children } from '#server/db/schema/children';
import { moderationAuditLog } from '#server/db/schema/moderation';
import { parentProfiles, subscriptions } from '#server/db/schema/users';
import { type Caller, signUpAs } from '#server/test/auth-helpers';
import { type StripeStandIn, startStripeStandIn } from '#server/test/stripe-stand-in';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import type { BillingStatus, CheckoutSessionState, ComplimentaryPremium } from '#shared/billing';
import type { Child } from '#shared/children.schema';
import { paidRevenue } from './billing.service';

let t: TestApp;
let unconfigured: TestApp;
let stripe: StripeStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripe.env);
  stripe.deliver = async (payload, signature) =>
    (
      await t.app.request('/api/billing/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
        body: payload,
      })
    ).status;
  unconfigured = await createTestApp();
});

afterAll(async () => {
  await t.close();
  await unconfigured.close();
  await stripe.close();
});

const message = async (response: Response) => ((await response.json()) as ApiErrorBody).error.message;
const statusOf = async (who: Caller) =>
  (await (await who.request('/api/billing/status')).json()) as BillingStatus;
const tierOf = async (userId: string) =>
  (await t.db.select().from(parentProfiles).where(eq(parentProfiles.userId, userId)))[0]?.subscriptionTier;
const subscriptionOf = async (userId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

async function addChild(who: Caller, name: string): Promise<Response> {
  return who.request('/api/children', { json: { name, dateOfBirth: '2018-03-04' } });
}

/** A Free parent goes through checkout: the session, the hosted page's payment and its webhooks. */
async function subscribe(who: Caller) {
  const created = await who.request('/api/billing/checkout-sessions', { method: 'POST' });
  expect(created.status).toBe(201);
  const { url } = (await created.json()) as { url: string };
  const sessionId = url.split('/').at(-1) as string;
  const subscription = await stripe.completeCheckout(sessionId);
  return { sessionId, subscription };
}

describe('checkout', () => {
  it('creates a subscription-mode Checkout Session for the signed-in parent with the configured price', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const response = await parent.request('/api/billing/checkout-sessions', { method: 'POST' });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const session = stripe.sessions.get(url.split('/').at(-1) as string);
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: parent.userId,
      subscription_metadata: { userId: parent.userId },
      success_url: 'http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/checkout/cancel',
    });
    // A second click within the minute reuses the session (idempotency key) and the customer.
    const again = (await (
      await parent.request('/api/billing/checkout-sessions', { method: 'POST' })
    ).json()) as {
      url: string;
    };
    expect(again.url).toBe(url);
    expect(stripe.requests.filter((line) => line === 'POST /v1/customers')).toHaveLength(1);
  });

  it('says the session is pending until the webhook has arrived, then active', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const created = (await (
      await parent.request('/api/billing/checkout-sessions', { method: 'POST' })
    ).json()) as {
      url: string;
    };
    const sessionId = created.url.split('/').at(-1) as string;
    const pending = (await (
      await parent.request(`/api/billing/checkout-sessions/${sessionId}`)
    ).json()) as CheckoutSessionState;
    expect(pending.state).toBe('pending');
    await stripe.completeCheckout(sessionId);
    const active = (await (
      await parent.request(`/api/billing/checkout-sessions/${sessionId}`)
    ).json()) as CheckoutSessionState;
    expect(active.state).toBe('active');
    // Someone else's session answers like a missing one.
    const other = await signUpAs(t.app, t.db, 'parent');
    const theirs = await other.request(`/api/billing/checkout-sessions/${sessionId}`);
    expect(theirs.status).toBe(404);
    expect(await message(theirs)).toBe('Checkout session not found');
    expect((await parent.request('/api/billing/checkout-sessions/not-a-session')).status).toBe(404);
  });

  it('refuses a second subscription, creators and signed-out callers', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    await subscribe(parent);
    const again = await parent.request('/api/billing/checkout-sessions', { method: 'POST' });
    expect(again.status).toBe(409);
    expect(await message(again)).toBe('You already have Premium.');
    const creator = await signUpAs(t.app, t.db, 'creator');
    expect((await creator.request('/api/billing/checkout-sessions', { method: 'POST' })).status).toBe(403);
    const anonymous = await t.app.request('/api/billing/checkout-sessions', {
      method: 'POST',
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('says payments are not set up on a server without Stripe, and the status says so too', async () => {
    const parent = await signUpAs(unconfigured.app, unconfigured.db, 'parent');
    const response = await parent.request('/api/billing/checkout-sessions', { method: 'POST' });
    expect(response.status).toBe(409);
    expect(await message(response)).toBe(
      'Payments are not set up on this server yet. Please contact support to upgrade.',
    );
    const status = (await (await parent.request('/api/billing/status')).json()) as BillingStatus;
    expect(status).toMatchObject({ configured: false, plan: 'free', status: 'free', canManage: false });
    const portal = await parent.request('/api/create-portal-session', { json: { userId: parent.userId } });
    expect(portal.status).toBe(409);
    expect(await message(portal)).toBe('Failed to create portal session');
  });
});

describe('webhooks', () => {
  it('makes the family Premium on checkout, stores the paid invoice, and counts it as revenue', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const { subscription } = await subscribe(parent);
    expect(await tierOf(parent.userId)).toBe('Premium');
    expect(await subscriptionOf(parent.userId)).toMatchObject({
      status: 'active',
      planId: 'premium',
      providerSubscriptionId: subscription.id,
      providerCustomerId: subscription.customer,
    });
    const status = await statusOf(parent);
    expect(status).toMatchObject({ plan: 'premium', status: 'active', canManage: true, configured: true });
    expect(status.currentPeriodEnd).not.toBeNull();
    const invoices = await t.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.userId, parent.userId));
    expect(invoices).toEqual([expect.objectContaining({ amountPaid: 599, currency: 'gbp' })]);
    const today = new Date().toISOString().slice(0, 10);
    const revenue = await paidRevenue(t.db, {
      granularity: 'day',
      from: new Date(Date.now() - 86_400_000),
      to: new Date(Date.now() + 86_400_000),
    });
    expect(
      revenue.find((point) => point.period === today && point.currency === 'gbp')?.amountMinor,
    ).toBeGreaterThanOrEqual(599);
  });

  it('ignores a duplicate delivery of the same event', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const { subscription } = await subscribe(parent);
    const { payload, signature, event } = stripe.signedEvent('invoice.paid', stripe.invoiceFor(subscription));
    expect(await stripe.deliver(payload, signature)).toBe(200);
    expect(await stripe.deliver(payload, signature)).toBe(200);
    const stored = await t.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, event.id as string));
    expect(stored).toHaveLength(1);
    const invoices = await t.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.userId, parent.userId));
    expect(invoices).toHaveLength(2); // the checkout's and this one, once
  });

  it('moves to past_due when a payment fails and back to active when it is paid; Premium is kept meanwhile', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const { subscription } = await subscribe(parent);
    await stripe.failPayment(subscription.id);
    expect((await subscriptionOf(parent.userId))?.status).toBe('past_due');
    expect(await tierOf(parent.userId)).toBe('Premium');
    expect((await statusOf(parent)).status).toBe('past_due');
    subscription.status = 'active';
    expect(await stripe.send('invoice.paid', stripe.invoiceFor(subscription))).toBe(200);
    expect((await subscriptionOf(parent.userId))?.status).toBe('active');
  });

  it('applies events that arrive out of order as Stripe now has them (a late "created" cannot undo a cancellation)', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const { subscription } = await subscribe(parent);
    const early = stripe.signedEvent(
      'customer.subscription.updated',
      { ...subscription },
      subscription.created,
    );
    subscription.status = 'canceled';
    expect(await stripe.send('customer.subscription.deleted', { ...subscription })).toBe(200);
    expect(await tierOf(parent.userId)).toBe('Basic');
    // The older event, delivered late, still says active in its body: Stripe's current state wins.
    expect(await stripe.deliver(early.payload, early.signature)).toBe(200);
    expect((await subscriptionOf(parent.userId))?.status).toBe('canceled');
    expect(await tierOf(parent.userId)).toBe('Basic');
    expect((await statusOf(parent)).status).toBe('canceled');
  });

  it('marks a subscription that will end at the period end, and trialing counts as Premium', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const { subscription } = await subscribe(parent);
    subscription.cancel_at_period_end = true;
    subscription.status = 'trialing';
    expect(await stripe.send('customer.subscription.updated', { ...subscription })).toBe(200);
    expect(await statusOf(parent)).toMatchObject({
      status: 'trialing',
      cancelAtPeriodEnd: true,
      plan: 'premium',
    });
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const { subscription } = await subscribe(parent);
    const { payload, event } = stripe.signedEvent('customer.subscription.deleted', {
      ...subscription,
      status: 'canceled',
    });
    for (const signature of [undefined, 't=1,v1=deadbeef']) {
      const response = await t.app.request('/api/billing/webhook', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(signature ? { 'Stripe-Signature': signature } : {}),
        },
        body: payload,
      });
      expect(response.status).toBe(400);
      expect(await message(response)).toBe('The webhook signature is not valid');
    }
    expect(
      await t.db
        .select()
        .from(billingEvents)
        .where(eq(billingEvents.id, event.id as string)),
    ).toHaveLength(0);
    expect(await tierOf(parent.userId)).toBe('Premium');
  });
});

describe('POST /api/create-portal-session', () => {
  it('answers the portal url for the signed-in parent, whatever userId the body names', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const other = await signUpAs(t.app, t.db, 'parent');
    const { subscription } = await subscribe(parent);
    const response = await parent.request('/api/create-portal-session', { json: { userId: other.userId } });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${stripe.url}/portal/bps_`));
    expect(stripe.customers.get(subscription.customer)?.metadata).toEqual({ userId: parent.userId });
    // The other parent has no customer: the spec's failure, never someone else's portal.
    const theirs = await other.request('/api/create-portal-session', { json: { userId: parent.userId } });
    expect(theirs.status).toBe(409);
    expect(await message(theirs)).toBe('Failed to create portal session');
  });

  it('answers "Failed to create portal session" when Stripe fails', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    await subscribe(parent);
    stripe.failPortal = true;
    try {
      const response = await parent.request('/api/create-portal-session', { json: {} });
      expect(response.status).toBe(503);
      expect(await message(response)).toBe('Failed to create portal session');
    } finally {
      stripe.failPortal = false;
    }
  });
});

describe('plan limits and downgrade', () => {
  it('holds Free to one child, Premium to four, and locks (never deletes) the extra children on downgrade', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    expect((await addChild(parent, 'Amina')).status).toBe(201);
    const refused = await addChild(parent, 'Bilal');
    expect(refused.status).toBe(409);
    expect(await message(refused)).toBe(
      'Your Free plan includes 1 child profile. Upgrade to Premium to add up to 4 children.',
    );
    const { subscription } = await subscribe(parent);
    for (const name of ['Bilal', 'Maryam', 'Yusuf']) expect((await addChild(parent, name)).status).toBe(201);
    expect(await message(await addChild(parent, 'Zaid'))).toBe('Your plan includes up to 4 child profiles.');

    await stripe.cancel(subscription.id);
    const status = await statusOf(parent);
    expect(status.plan).toBe('free');
    expect(status.children.map((child) => [child.name, child.locked])).toEqual([
      ['Amina', false],
      ['Bilal', true],
      ['Maryam', true],
      ['Yusuf', true],
    ]);
    expect(await t.db.select().from(children).where(eq(children.parentId, parent.userId))).toHaveLength(4);

    // A locked child cannot enter child mode; the list says which are locked.
    const bilal = status.children[1]?.id as string;
    const start = await parent.request('/api/child-sessions', {
      json: { childId: bilal },
      headers: { 'x-device-id': 'device-billing-0001' },
    });
    expect(start.status).toBe(403);
    expect(await message(start)).toBe(
      'This child profile is locked on the Free plan. Upgrade to Premium to unlock it, or choose this child as the active one.',
    );
    const list = (await (await parent.request('/api/children')).json()) as Child[];
    expect(list.find((child) => child.id === bilal)?.locked).toBe(true);

    // The parent picks Bilal to stay active instead.
    const chosen = await parent.request('/api/billing/active-child', { json: { childId: bilal } });
    expect(chosen.status).toBe(200);
    const after = (await chosen.json()) as BillingStatus;
    expect(after.children.filter((child) => !child.locked).map((child) => child.name)).toEqual(['Bilal']);

    // Upgrading again unlocks everyone.
    const again = await subscribe(parent);
    expect(again.subscription.id).not.toBe(subscription.id);
    expect((await statusOf(parent)).children.every((child) => !child.locked)).toBe(true);
  });

  it('refuses choosing an active child when not over the limit, someone else’s child, and bad input', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent', { withChild: true });
    const [mine] = (await (await parent.request('/api/children')).json()) as Child[];
    const notOver = await parent.request('/api/billing/active-child', { json: { childId: mine?.id } });
    expect(notOver.status).toBe(409);
    expect(await message(notOver)).toBe('Every child profile is already active on your plan.');
    const other = await signUpAs(t.app, t.db, 'parent', { withChild: true });
    const theirs = await other.request('/api/billing/active-child', { json: { childId: mine?.id } });
    expect(theirs.status).toBe(404);
    const bad = await parent.request('/api/billing/active-child', { json: {} });
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('Choose a child');
  });
});

describe('complimentary Premium', () => {
  it('lets an admin grant and revoke it, audited; parents and creators may not', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const parent = await signUpAs(t.app, t.db, 'parent');
    const path = `/api/admin/users/${parent.userId}/complimentary-premium`;
    expect((await parent.request(path, { method: 'PUT', json: { granted: true } })).status).toBe(403);
    const creator = await signUpAs(t.app, t.db, 'creator');
    expect((await creator.request(path)).status).toBe(403);

    const granted = await admin.request(path, { method: 'PUT', json: { granted: true } });
    expect(granted.status).toBe(200);
    expect((await granted.json()) as ComplimentaryPremium).toMatchObject({ granted: true, tier: 'Premium' });
    expect(await statusOf(parent)).toMatchObject({ plan: 'premium', complimentary: true, status: 'active' });
    // Premium limits apply at once.
    expect((await addChild(parent, 'Amina')).status).toBe(201);
    expect((await addChild(parent, 'Bilal')).status).toBe(201);

    const revoked = await admin.request(path, { method: 'PUT', json: { granted: false } });
    expect((await revoked.json()) as ComplimentaryPremium).toMatchObject({ granted: false, tier: 'Basic' });
    expect((await statusOf(parent)).children.map((child) => child.locked)).toEqual([false, true]);

    const audit = await t.db
      .select()
      .from(moderationAuditLog)
      .where(eq(moderationAuditLog.targetId, parent.userId));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      'billing.complimentary_premium.grant',
      'billing.complimentary_premium.revoke',
    ]);
    expect(audit.every((entry) => entry.actorId === admin.userId && entry.targetType === 'user')).toBe(true);
  });

  it('answers 404 for an unknown user, 409 for a creator, 400 for bad input', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const unknown = await admin.request('/api/admin/users/nobody-here/complimentary-premium', {
      method: 'PUT',
      json: { granted: true },
    });
    expect(unknown.status).toBe(404);
    expect(await message(unknown)).toBe('User not found');
    const creator = await signUpAs(t.app, t.db, 'creator');
    const forCreator = await admin.request(`/api/admin/users/${creator.userId}/complimentary-premium`, {
      method: 'PUT',
      json: { granted: true },
    });
    expect(forCreator.status).toBe(409);
    expect(await message(forCreator)).toBe('Complimentary Premium is for parent accounts only');
    const bad = await admin.request(`/api/admin/users/${creator.userId}/complimentary-premium`, {
      method: 'PUT',
      json: { granted: 'yes' },
    });
    expect(bad.status).toBe(400);
  });
});
