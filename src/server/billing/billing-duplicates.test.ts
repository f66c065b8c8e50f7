// A family pays for Premium once. Checkouts: one open Checkout Session per family, whatever the timing (a tab left
// open, requests fired together). Should a second subscription still be paid (a session from elsewhere), the
// webhook keeps the first, cancels the second at Stripe at once, refunds what it charged, leaves it out of revenue,
// and admins see it and what was done with it.
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingDuplicateSubscriptions, billingInvoices } from '#server/db/schema/billing';
import { parentProfiles, subscriptions } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { fireTogether, statusCounts } from '#server/test/parallel';
import {
  STAND_IN_PRICE_ID,
  STAND_IN_SECRET_KEY,
  type StripeStandIn,
  startStripeStandIn,
} from '#server/test/stripe-stand-in';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { DuplicateSubscription } from '#shared/billing';

let t: TestApp;
let stripe: StripeStandIn;
/** Stripe's own client, aimed at the stand-in: a session made outside the app (another device, an old tab). */
let outside: Stripe;

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
  const api = new URL(stripe.url);
  outside = new Stripe(STAND_IN_SECRET_KEY, { host: api.hostname, port: api.port, protocol: 'http' });
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(async () => {
  await stripe.settled();
  await t.close();
  await stripe.close();
});

const sessionIdOf = (url: string) => url.split('/').at(-1) as string;

async function startCheckout(who: Caller) {
  const response = await who.request('/api/billing/checkout-sessions', { method: 'POST' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** A second Checkout Session for the same family, created at Stripe without the app (the app would reuse its own). */
async function sessionFromElsewhere(who: Caller, customer: string) {
  const session = await outside.checkout.sessions.create({
    mode: 'subscription',
    customer,
    client_reference_id: who.userId,
    line_items: [{ price: STAND_IN_PRICE_ID, quantity: 1 }],
    subscription_data: { metadata: { userId: who.userId } },
    metadata: { userId: who.userId },
    success_url: 'http://localhost:3000/checkout/success',
    cancel_url: 'http://localhost:3000/checkout/cancel',
  });
  return session.id;
}

const openSessionsOf = (userId: string) =>
  [...stripe.sessions.values()].filter((one) => one.client_reference_id === userId && one.status === 'open');

const trackedOf = async (userId: string) =>
  (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

const duplicatesOf = (userId: string) =>
  t.db.select().from(billingDuplicateSubscriptions).where(eq(billingDuplicateSubscriptions.userId, userId));

async function adminList(admin: Caller): Promise<DuplicateSubscription[]> {
  const response = await admin.request('/api/admin/billing/duplicate-subscriptions');
  expect(response.status).toBe(200);
  return ((await response.json()) as { entries: DuplicateSubscription[] }).entries;
}

describe('one open checkout per family', () => {
  it('gives requests fired together, minutes after a tab was opened, the one open session', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const first = await startCheckout(parent);
    // The family comes back later (another tab, another minute) and clicks several times at once.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 3 * 60_000);
    const answers = await fireTogether(5, () =>
      parent.request('/api/billing/checkout-sessions', { method: 'POST' }),
    );
    expect(statusCounts(answers)).toEqual({ 201: 5 });
    const urls = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { url: string }).url),
    );
    expect(new Set(urls)).toEqual(new Set([first]));
    expect(openSessionsOf(parent.userId)).toHaveLength(1);
  });

  it('starts a new session once the open one has expired, and still only one is open', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const first = await startCheckout(parent);
    const stale = stripe.sessions.get(sessionIdOf(first));
    if (stale) stale.status = 'expired';
    const answers = await fireTogether(4, () =>
      parent.request('/api/billing/checkout-sessions', { method: 'POST' }),
    );
    expect(statusCounts(answers)).toEqual({ 201: 4 });
    const urls = new Set(
      await Promise.all(answers.map(async (answer) => ((await answer.json()) as { url: string }).url)),
    );
    expect(urls.size).toBe(1);
    expect(urls.has(first)).toBe(false);
    expect(openSessionsOf(parent.userId)).toHaveLength(1);
  });

  it('refuses a new checkout while a paid one waits for its webhook', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const url = await startCheckout(parent);
    const deliver = stripe.deliver;
    stripe.deliver = async () => 503; // the webhook has not arrived yet
    try {
      await stripe.completeCheckout(sessionIdOf(url));
    } finally {
      stripe.deliver = deliver;
    }
    const again = await parent.request('/api/billing/checkout-sessions', { method: 'POST' });
    expect(again.status).toBe(409);
    expect(openSessionsOf(parent.userId)).toHaveLength(0);
  });
});

describe('a second paid subscription', () => {
  it('is cancelled at once and refunded; the family keeps the first; revenue counts one; admins see it', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const admin = await signUpAs(t.app, t.db, 'admin');
    const kept = await stripe.completeCheckout(sessionIdOf(await startCheckout(parent)));
    const second = await stripe.completeCheckout(await sessionFromElsewhere(parent, kept.customer));
    await stripe.settled();

    expect(stripe.subscriptions.get(kept.id)?.status).toBe('active');
    expect(stripe.subscriptions.get(second.id)?.status).toBe('canceled');
    const refunds = [...stripe.refunds.values()];
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(599);

    expect(await trackedOf(parent.userId)).toMatchObject({
      providerSubscriptionId: kept.id,
      status: 'active',
    });
    expect(
      (await t.db.select().from(parentProfiles).where(eq(parentProfiles.userId, parent.userId)))[0]
        ?.subscriptionTier,
    ).toBe('Premium');

    const invoices = await t.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.userId, parent.userId));
    expect(invoices).toHaveLength(2);
    expect(invoices.reduce((sum, invoice) => sum + invoice.amountPaid - invoice.amountRefunded, 0)).toBe(599);

    const entry = (await adminList(admin)).find((one) => one.stripeSubscriptionId === second.id);
    expect(entry).toMatchObject({
      userId: parent.userId,
      keptSubscriptionId: kept.id,
      state: 'refunded',
      amountRefunded: 599,
      currency: 'gbp',
      error: null,
    });
    expect(entry?.email).toMatch(/@example\.test$/);
    expect(entry?.resolvedAt).not.toBeNull();
  });

  it('keeps exactly one when both checkouts complete together', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const first = sessionIdOf(await startCheckout(parent));
    const customer = stripe.sessions.get(first)?.customer as string;
    const other = await sessionFromElsewhere(parent, customer);
    const [a, b] = await fireTogether(2, (index) => stripe.completeCheckout(index === 0 ? first : other));
    await stripe.settled();
    const tracked = await trackedOf(parent.userId);
    const ids = [a?.id, b?.id];
    expect(ids).toContain(tracked?.providerSubscriptionId);
    const live = ids.filter((id) => stripe.subscriptions.get(id as string)?.status === 'active');
    expect(live).toEqual([tracked?.providerSubscriptionId]);
    const duplicates = await duplicatesOf(parent.userId);
    expect(duplicates.map((one) => [one.stripeSubscriptionId, one.state])).toEqual([
      [ids.find((id) => id !== tracked?.providerSubscriptionId), 'refunded'],
    ]);
    expect(stripe.refunds.size).toBeGreaterThanOrEqual(1);
  });

  it('shows admins a refund that failed, and refunds it on the subscription’s next event', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const admin = await signUpAs(t.app, t.db, 'admin');
    const kept = await stripe.completeCheckout(sessionIdOf(await startCheckout(parent)));
    const refundsBefore = stripe.refunds.size;
    stripe.failRefund = true;
    let second: Awaited<ReturnType<StripeStandIn['completeCheckout']>>;
    try {
      second = await stripe.completeCheckout(await sessionFromElsewhere(parent, kept.customer));
      await stripe.settled();
    } finally {
      stripe.failRefund = false;
    }
    const failed = (await adminList(admin)).find((one) => one.stripeSubscriptionId === second.id);
    expect(failed).toMatchObject({ state: 'failed', amountRefunded: 0 });
    expect(failed?.error).toEqual(expect.stringMatching(/\S/));
    expect(stripe.subscriptions.get(second.id)?.status).toBe('canceled');

    // Stripe's next event about it (here a redelivered update) finishes the job.
    expect(
      await stripe.send('customer.subscription.updated', { ...stripe.subscriptions.get(second.id) }),
    ).toBe(200);
    const done = (await adminList(admin)).find((one) => one.stripeSubscriptionId === second.id);
    expect(done).toMatchObject({ state: 'refunded', amountRefunded: 599, error: null });
    expect(stripe.refunds.size).toBe(refundsBefore + 1);
  });

  it('is no duplicate when the tracked one has already ended at Stripe (its news not here yet)', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const old = await stripe.completeCheckout(sessionIdOf(await startCheckout(parent)));
    const ended = stripe.subscriptions.get(old.id);
    if (ended) ended.status = 'canceled'; // cancelled at Stripe, its webhook still on the way
    const refundsBefore = stripe.refunds.size;
    const next = await stripe.completeCheckout(await sessionFromElsewhere(parent, old.customer));
    await stripe.settled();
    expect(await trackedOf(parent.userId)).toMatchObject({
      providerSubscriptionId: next.id,
      status: 'active',
    });
    expect(stripe.subscriptions.get(next.id)?.status).toBe('active');
    expect(stripe.refunds.size).toBe(refundsBefore);
    expect(await duplicatesOf(parent.userId)).toEqual([]);
  });

  it('is listed for admins only', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const creator = await signUpAs(t.app, t.db, 'creator');
    const path = '/api/admin/billing/duplicate-subscriptions';
    expect((await parent.request(path)).status).toBe(403);
    expect((await creator.request(path)).status).toBe(403);
    expect((await jsonRequest(t.app, path)).status).toBe(401);
  });
});
