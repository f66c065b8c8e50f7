// Billing rules (issue 16): checkout, the success page's confirmation, the billing portal, webhook events applied
// to the family's subscription and tier (Stripe is the source of truth: every event re-reads the subscription, so
// events arriving twice or out of order end in Stripe's current state), children over the Free limit kept but
// locked, and complimentary Premium granted by an admin.
import type Stripe from 'stripe';
import type { Database, DbOrTx } from '#server/db/client';
import type { Env } from '#server/env';
import { AppError } from '#server/http/app-error';
import type { SessionUser } from '#server/http/session';
import { recordAudit } from '#server/moderation';
import {
  BILLING_MESSAGES,
  type BillingStatus,
  type BillingStatusName,
  type CheckoutSessionState,
  type ComplimentaryPremium,
  type RevenuePoint,
} from '#shared/billing';
import type { SubscriptionTier } from '#shared/domain';
import { isUuid } from '#shared/ids';
import { childLimitFor, planForTier } from '#shared/plans';
import {
  endSessionsOfChildren,
  findCustomerId,
  findParentTier,
  findSubscription,
  findUserIdByCustomer,
  findUserRole,
  isEventRecorded,
  listChildrenForPlan,
  lockSubscription,
  recordEvent,
  revenueByPeriod,
  type SubscriptionRow,
  saveCustomer,
  saveInvoice,
  setChildrenLocked,
  setParentTier,
  upsertSubscription,
} from './billing.repo';
import { isBillingConfigured, type StripeConfig, stripeConfig } from './stripe-client';

type StoredStatus = SubscriptionRow['status'];
const LIVE: readonly StoredStatus[] = ['active', 'trialing', 'past_due'];

function requireStripe(env: Env): StripeConfig {
  const config = stripeConfig(env);
  // 409: the request is fine, this server's state refuses it (and a probe may call it: never a 5xx).
  if (!config) throw new AppError('CONFLICT', BILLING_MESSAGES.notConfigured);
  return config;
}

/** Stripe's statuses in our four: unpaid, incomplete, incomplete_expired and paused give no Premium. */
export function storedStatus(status: Stripe.Subscription.Status): StoredStatus {
  return (LIVE as readonly string[]).includes(status) ? (status as StoredStatus) : 'canceled';
}

const hasPremium = (row: SubscriptionRow | undefined) =>
  Boolean(row && (row.complimentary || LIVE.includes(row.status)));

// The plan and the children.

/**
 * Sets the parent's tier and keeps their children within its limit: on Premium every child is unlocked; on Free
 * the children already active (oldest first) stay active up to the limit and the rest are locked, never deleted.
 */
async function applyTier(tx: DbOrTx, userId: string, tier: SubscriptionTier, status: string, now: Date) {
  await setParentTier(tx, userId, tier, status);
  const all = await listChildrenForPlan(tx, userId);
  const limit = childLimitFor(tier);
  const keep = all.slice(0, limit);
  const lock = all.slice(limit);
  await setChildrenLocked(
    tx,
    userId,
    keep.filter((child) => child.locked).map((child) => child.id),
    false,
  );
  const newlyLocked = lock.filter((child) => !child.locked).map((child) => child.id);
  await setChildrenLocked(tx, userId, newlyLocked, true);
  await endSessionsOfChildren(tx, newlyLocked, now);
}

export async function billingStatus(db: Database, env: Env, user: SessionUser): Promise<BillingStatus> {
  const [row, profile, customerId, kids] = await Promise.all([
    findSubscription(db, user.id),
    findParentTier(db, user.id),
    findCustomerId(db, user.id),
    listChildrenForPlan(db, user.id),
  ]);
  const tier = profile?.tier ?? 'Basic';
  const status: BillingStatusName = row ? (row.complimentary ? 'active' : row.status) : 'free';
  return {
    configured: isBillingConfigured(env),
    plan: planForTier(tier).id,
    tier,
    status,
    currentPeriodEnd: row && !row.complimentary ? (row.currentPeriodEnd?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    complimentary: row?.complimentary ?? false,
    canManage: Boolean(customerId) && isBillingConfigured(env),
    children: kids.map((child) => ({ id: child.id, name: child.name, locked: child.locked })),
  };
}

// Checkout.

async function customerFor(db: Database, config: StripeConfig, user: SessionUser): Promise<string> {
  const known = await findCustomerId(db, user.id);
  if (known) return known;
  const customer = await config.client.customers.create(
    { email: user.email, name: user.name || undefined, metadata: { userId: user.id } },
    { idempotencyKey: `customer:${user.id}` },
  );
  await saveCustomer(db, user.id, customer.id);
  // A concurrent checkout may have saved its own first: use whichever is stored.
  return (await findCustomerId(db, user.id)) ?? customer.id;
}

export async function createCheckoutSession(
  db: Database,
  env: Env,
  user: SessionUser,
  now: Date = new Date(),
): Promise<{ url: string }> {
  const config = requireStripe(env);
  if (hasPremium(await findSubscription(db, user.id))) {
    throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyPremium);
  }
  try {
    const customer = await customerFor(db, config, user);
    const session = await config.client.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: user.id,
        line_items: [{ price: config.priceId, quantity: 1 }],
        subscription_data: { metadata: { userId: user.id } },
        metadata: { userId: user.id },
        success_url: `${env.publicUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${env.publicUrl}/checkout/cancel`,
      },
      // A double click or a retried request within the same minute gets the same session, not a second one.
      { idempotencyKey: `checkout:${user.id}:${Math.floor(now.getTime() / 60_000)}` },
    );
    if (!session.url) throw new Error('Checkout session without a url');
    return { url: session.url };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNAVAILABLE', BILLING_MESSAGES.checkoutFailed);
  }
}

/** The success page's question: has the server got this session's paid subscription yet (from the webhook)? */
export async function checkoutSessionState(
  db: Database,
  env: Env,
  user: SessionUser,
  sessionId: string,
): Promise<CheckoutSessionState> {
  const config = requireStripe(env);
  if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) {
    throw new AppError('NOT_FOUND', BILLING_MESSAGES.sessionNotFound);
  }
  let session: Stripe.Checkout.Session;
  try {
    session = await config.client.checkout.sessions.retrieve(sessionId);
  } catch {
    throw new AppError('NOT_FOUND', BILLING_MESSAGES.sessionNotFound);
  }
  // Someone else's session answers exactly like a missing one.
  if (session.client_reference_id !== user.id)
    throw new AppError('NOT_FOUND', BILLING_MESSAGES.sessionNotFound);
  const subscriptionId = idOf(session.subscription);
  const row = await findSubscription(db, user.id);
  const confirmed =
    Boolean(subscriptionId) &&
    row?.providerSubscriptionId === subscriptionId &&
    (row.status === 'active' || row.status === 'trialing');
  return { state: confirmed ? 'active' : 'pending' };
}

export async function createPortalSession(
  db: Database,
  env: Env,
  user: SessionUser,
): Promise<{ url: string }> {
  const config = stripeConfig(env);
  const customer = config ? await findCustomerId(db, user.id) : undefined;
  if (!config || !customer) throw new AppError('CONFLICT', BILLING_MESSAGES.portalFailed);
  try {
    const session = await config.client.billingPortal.sessions.create({
      customer,
      return_url: `${env.publicUrl}/dashboard/parent`,
    });
    return { url: session.url };
  } catch {
    throw new AppError('UNAVAILABLE', BILLING_MESSAGES.portalFailed);
  }
}

/** A parent over the Free limit chooses which child stays active; the others stay, locked. */
export async function chooseActiveChild(
  db: Database,
  env: Env,
  user: SessionUser,
  childId: string,
): Promise<BillingStatus> {
  await db.transaction(async (tx) => {
    await lockSubscription(tx, user.id);
    const profile = await findParentTier(tx, user.id);
    const kids = await listChildrenForPlan(tx, user.id);
    if (!isUuid(childId) || !kids.some((child) => child.id === childId)) {
      throw new AppError('NOT_FOUND', 'Child not found');
    }
    const limit = childLimitFor(profile?.tier);
    if (kids.length <= limit) throw new AppError('CONFLICT', BILLING_MESSAGES.notOverLimit);
    const others = kids.filter((child) => child.id !== childId);
    const keep = [childId, ...others.filter((child) => !child.locked).map((child) => child.id)].slice(
      0,
      limit,
    );
    const lock = kids.filter((child) => !keep.includes(child.id)).map((child) => child.id);
    await setChildrenLocked(tx, user.id, keep, false);
    const newlyLocked = kids
      .filter((child) => lock.includes(child.id) && !child.locked)
      .map((child) => child.id);
    await setChildrenLocked(tx, user.id, lock, true);
    await endSessionsOfChildren(tx, newlyLocked, new Date());
  });
  return billingStatus(db, env, user);
}

// Webhooks.

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items?.data?.[0];
  const seconds =
    item?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end ??
    null;
  return seconds ? new Date(seconds * 1000) : null;
}

/** Applies Stripe's current state of a subscription to the family it belongs to. */
async function applySubscription(tx: DbOrTx, userId: string, subscription: Stripe.Subscription, now: Date) {
  const status = storedStatus(subscription.status);
  const current = await lockSubscription(tx, userId);
  // An older subscription's end never cancels the family's newer live one, nor an admin's complimentary Premium.
  if (
    current &&
    status === 'canceled' &&
    (current.complimentary ||
      (current.providerSubscriptionId !== subscription.id && LIVE.includes(current.status)))
  ) {
    return;
  }
  const customerId = idOf(subscription.customer);
  await upsertSubscription(tx, userId, {
    status,
    planId: 'premium',
    providerCustomerId: customerId,
    providerSubscriptionId: subscription.id,
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: Boolean(subscription.cancel_at_period_end),
    complimentary: false,
  });
  await applyTier(tx, userId, LIVE.includes(status) ? 'Premium' : 'Basic', status, now);
}

async function userForSubscription(db: DbOrTx, subscription: Stripe.Subscription): Promise<string | null> {
  const fromMetadata = subscription.metadata?.userId;
  if (fromMetadata && (await findUserRole(db, fromMetadata))) return fromMetadata;
  const customerId = idOf(subscription.customer);
  return customerId ? ((await findUserIdByCustomer(db, customerId)) ?? null) : null;
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(fromParent ?? legacy ?? null);
}

async function retrieveSubscription(config: StripeConfig, id: string, fallback?: Stripe.Subscription) {
  try {
    return await config.client.subscriptions.retrieve(id);
  } catch (error) {
    // Gone at Stripe: the event's own copy is the last word. Anything else (network) fails the delivery, so
    // Stripe sends it again and nothing is recorded meanwhile.
    if (fallback && (error as { statusCode?: number }).statusCode === 404) return fallback;
    throw error;
  }
}

/** Verifies the signature on the raw body; a bad one is 400 and nothing else happens. */
export function verifyWebhook(env: Env, rawBody: string, signature: string | undefined): Stripe.Event {
  const config = requireStripe(env);
  if (!signature) throw new AppError('VALIDATION_FAILED', BILLING_MESSAGES.badSignature);
  try {
    return config.client.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
  } catch {
    throw new AppError('VALIDATION_FAILED', BILLING_MESSAGES.badSignature);
  }
}

/** Applies one verified event once: its id is stored in the same transaction, a duplicate does nothing. */
export async function handleWebhookEvent(
  db: Database,
  env: Env,
  event: Stripe.Event,
  now: Date = new Date(),
): Promise<{ duplicate: boolean }> {
  const config = requireStripe(env);
  if (await isEventRecorded(db, event.id)) return { duplicate: true };
  const record = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) };

  // Network reads first, outside the transaction.
  let subscription: Stripe.Subscription | null = null;
  let userId: string | null = null;
  let invoice: Stripe.Invoice | null = null;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      userId = session.client_reference_id ?? session.metadata?.userId ?? null;
      if (session.mode === 'subscription' && subscriptionId && userId && (await findUserRole(db, userId))) {
        const customerId = idOf(session.customer);
        if (customerId) await saveCustomer(db, userId, customerId);
        subscription = await retrieveSubscription(config, subscriptionId);
      }
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      subscription = await retrieveSubscription(config, event.data.object.id, event.data.object);
      userId = await userForSubscription(db, subscription);
      break;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      invoice = event.data.object;
      const customerId = idOf(invoice.customer);
      userId = customerId ? ((await findUserIdByCustomer(db, customerId)) ?? null) : null;
      const subscriptionId = invoiceSubscriptionId(invoice);
      if (subscriptionId) {
        subscription = await retrieveSubscription(config, subscriptionId);
        userId = userId ?? (await userForSubscription(db, subscription));
      }
      break;
    }
    default:
      break;
  }

  return db.transaction(async (tx) => {
    if (!(await recordEvent(tx, record))) return { duplicate: true };
    if (invoice && event.type === 'invoice.paid' && invoice.amount_paid > 0) {
      const paidAt = invoice.status_transitions?.paid_at ?? invoice.created;
      await saveInvoice(tx, {
        id: invoice.id ?? event.id,
        userId,
        stripeSubscriptionId: invoiceSubscriptionId(invoice),
        amountPaid: invoice.amount_paid,
        currency: invoice.currency,
        paidAt: new Date(paidAt * 1000),
      });
    }
    if (subscription && userId) await applySubscription(tx, userId, subscription, now);
    return { duplicate: false };
  });
}

// Complimentary Premium (admins; audited).

export async function complimentaryPremium(db: DbOrTx, userId: string): Promise<ComplimentaryPremium> {
  const user = isUuidOrText(userId) ? await findUserRole(db, userId) : undefined;
  if (!user) throw new AppError('NOT_FOUND', BILLING_MESSAGES.userNotFound);
  const [row, profile] = await Promise.all([findSubscription(db, userId), findParentTier(db, userId)]);
  return {
    userId,
    granted: row?.complimentary ?? false,
    tier: profile?.tier ?? 'Basic',
    paid: Boolean(row && !row.complimentary && LIVE.includes(row.status)),
  };
}

function isUuidOrText(value: string): boolean {
  return value.length > 0 && value.length <= 128 && /^[A-Za-z0-9_-]+$/.test(value);
}

export async function setComplimentaryPremium(
  db: Database,
  actorId: string | null,
  userId: string,
  granted: boolean,
  now: Date = new Date(),
): Promise<ComplimentaryPremium> {
  const user = isUuidOrText(userId) ? await findUserRole(db, userId) : undefined;
  if (!user) throw new AppError('NOT_FOUND', BILLING_MESSAGES.userNotFound);
  if (user.role !== 'parent') throw new AppError('CONFLICT', BILLING_MESSAGES.parentsOnly);
  await db.transaction(async (tx) => {
    const current = await lockSubscription(tx, userId);
    if (current && !current.complimentary && LIVE.includes(current.status)) {
      throw new AppError('CONFLICT', BILLING_MESSAGES.paidSubscription);
    }
    if ((current?.complimentary ?? false) === granted) return; // already so: nothing to change or audit
    if (granted) {
      await upsertSubscription(tx, userId, {
        status: 'active',
        planId: 'premium',
        providerCustomerId: current?.providerCustomerId ?? null,
        providerSubscriptionId: current?.providerSubscriptionId ?? null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        complimentary: true,
      });
      await applyTier(tx, userId, 'Premium', 'active', now);
    } else {
      await upsertSubscription(tx, userId, {
        status: 'canceled',
        planId: 'premium',
        providerCustomerId: current?.providerCustomerId ?? null,
        providerSubscriptionId: current?.providerSubscriptionId ?? null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
        complimentary: false,
      });
      await applyTier(tx, userId, 'Basic', 'canceled', now);
    }
    await recordAudit(tx, {
      actorId,
      action: granted ? 'billing.complimentary_premium.grant' : 'billing.complimentary_premium.revoke',
      targetType: 'user',
      targetId: userId,
      before: { complimentary: current?.complimentary ?? false },
      after: { complimentary: granted },
    });
  });
  return complimentaryPremium(db, userId);
}

// Revenue (the admin dashboard).

/** Paid revenue in minor units per UTC day or month, per currency, from the stored invoices; `to` exclusive. */
export function paidRevenue(
  db: DbOrTx,
  options: { granularity: 'day' | 'month'; from: Date; to: Date },
): Promise<RevenuePoint[]> {
  return revenueByPeriod(db, options.granularity, options.from, options.to);
}

/** The parent's subscription tier (Basic when they have no parent profile): what their plan's limits follow. */
export async function parentTierOf(db: DbOrTx, userId: string): Promise<SubscriptionTier> {
  return (await findParentTier(db, userId))?.tier ?? 'Basic';
}
