// Billing rules: checkout, the success page's confirmation, the billing portal, webhook events applied
// to the family's subscription and tier (Stripe is the source of truth: every event re-reads the subscription, so
// events arriving twice or out of order end in Stripe's current state), children over the Free limit kept but
// locked, and complimentary Premium granted by an admin.
import type Stripe from 'stripe';
import { recordAudit, type SessionUser } from '#server/access';
import type { Database, DbOrTx } from '#server/db/client';
import { parentProfileOfUser, updateParentProfileOfUser } from '#server/db/repos/parent-profiles.repo';
import { userById } from '#server/db/repos/users.repo';
import type { Env } from '#server/env';
import { AppError } from '#server/http/app-error';
import {
  BILLING_MESSAGES,
  type BillingStatus,
  type BillingStatusName,
  type CheckoutSessionState,
  type ComplimentaryPremium,
  type DuplicateSubscription,
  type RevenuePoint,
} from '#shared/billing';
import type { SubscriptionTier } from '#shared/domain';
import { isUuid } from '#shared/ids';
import { childLimitFor, planForTier } from '#shared/plans';
import {
  endSessionsOfChildren,
  findCustomerId,
  findDuplicate,
  findOpenCheckout,
  findSubscription,
  findUserIdByCustomer,
  isEventRecorded,
  listChildrenForPlan,
  listDuplicates,
  lockFamilyBilling,
  lockOpenCheckout,
  lockSubscription,
  recordDuplicate,
  recordEvent,
  revenueByPeriod,
  type SubscriptionRow,
  saveCustomer,
  saveInvoice,
  setChildrenLocked,
  setInvoiceRefunded,
  setOpenCheckout,
  updateDuplicate,
  upsertSubscription,
} from './billing.repo';
import { type BillingDeps, isBillingConfigured, type StripeConfig } from './stripe-client';

type StoredStatus = SubscriptionRow['status'];
const LIVE: readonly StoredStatus[] = ['active', 'trialing', 'past_due'];
/** Stripe's statuses of a subscription that will never charge again (nothing left to cancel). */
const ENDED: readonly Stripe.Subscription.Status[] = ['canceled', 'incomplete_expired'];
const isLiveAtStripe = (subscription: Stripe.Subscription) =>
  (LIVE as readonly string[]).includes(subscription.status);

function requireStripe(deps: Pick<BillingDeps, 'stripe'>): StripeConfig {
  const config = deps.stripe;
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
  await updateParentProfileOfUser(tx, userId, { subscriptionTier: tier, subscriptionStatus: status });
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

export async function billingStatus(deps: BillingDeps, user: SessionUser): Promise<BillingStatus> {
  const { db, env } = deps;
  const [row, profile, customerId, kids] = await Promise.all([
    findSubscription(db, user.id),
    parentProfileOfUser(db, user.id),
    findCustomerId(db, user.id),
    listChildrenForPlan(db, user.id),
  ]);
  const tier = profile?.subscriptionTier ?? 'Basic';
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

export async function createCheckoutSession(deps: BillingDeps, user: SessionUser): Promise<{ url: string }> {
  const { db, env } = deps;
  const config = requireStripe(deps);
  if (hasPremium(await findSubscription(db, user.id))) {
    throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyPremium);
  }
  try {
    const customer = await customerFor(db, config, user);
    // One open checkout per family: the customer's row is locked while its open session is read and replaced, so
    // two tabs (or two quick requests) get the same session and cannot both pay.
    return await db.transaction(async (tx) => {
      const open = await lockOpenCheckout(tx, user.id);
      if (hasPremium(await findSubscription(tx, user.id))) {
        throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyPremium);
      }
      const known = open?.sessionId ? await retrieveSession(config, open.sessionId) : null;
      if (known?.status === 'open' && known.url) return { url: known.url };
      // Paid, and its webhook not here yet: a new checkout would charge the family twice.
      if (known?.status === 'complete') {
        const paid = idOf(known.subscription);
        const live = paid ? await retrieveSubscription(config, paid).catch(() => null) : null;
        if (live && isLiveAtStripe(live)) throw new AppError('CONFLICT', BILLING_MESSAGES.alreadyPremium);
      }
      const session = await startSession(config, env, user, customer, open?.sessionId ?? null);
      await setOpenCheckout(tx, user.id, session.id);
      return { url: session.url as string };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNAVAILABLE', BILLING_MESSAGES.checkoutFailed);
  }
}

async function retrieveSession(config: StripeConfig, id: string): Promise<Stripe.Checkout.Session | null> {
  try {
    return await config.client.checkout.sessions.retrieve(id);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return null;
    throw error;
  }
}

async function startSession(
  config: StripeConfig,
  env: Env,
  user: SessionUser,
  customer: string,
  previousSessionId: string | null,
): Promise<Stripe.Checkout.Session> {
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
    // Keyed by the session it replaces: a retried request gets the same new session, not a second one.
    { idempotencyKey: `checkout:${user.id}:${previousSessionId ?? 'first'}` },
  );
  if (!session.url) throw new Error('Checkout session without a url');
  return session;
}

/** The success page's question: has the server got this session's paid subscription yet (from the webhook)? */
export async function checkoutSessionState(
  deps: BillingDeps,
  user: SessionUser,
  sessionId: string,
): Promise<CheckoutSessionState> {
  const { db } = deps;
  const config = requireStripe(deps);
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

export async function createPortalSession(deps: BillingDeps, user: SessionUser): Promise<{ url: string }> {
  const { db, env } = deps;
  const config = deps.stripe;
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
  deps: BillingDeps,
  user: SessionUser,
  childId: string,
): Promise<BillingStatus> {
  const { db } = deps;
  await db.transaction(async (tx) => {
    await lockSubscription(tx, user.id);
    const profile = await parentProfileOfUser(tx, user.id);
    const kids = await listChildrenForPlan(tx, user.id);
    if (!isUuid(childId) || !kids.some((child) => child.id === childId)) {
      throw new AppError('NOT_FOUND', 'childNotFound');
    }
    const limit = childLimitFor(profile?.subscriptionTier);
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
  return billingStatus(deps, user);
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

/**
 * What the webhook checked at Stripe before its transaction about the family's tracked subscription when the event
 * brings a different live one: its id when it is still live there, null when it has ended (the new one replaces
 * it); undefined when the stored row did not look like that (no check was made).
 */
type TrackedCheck = string | null | undefined;

/**
 * Applies Stripe's current state of a subscription to the family it belongs to. A second live subscription while
 * the tracked one is live at Stripe is a duplicate (two checkouts both paid): it is recorded, not applied, and
 * cancelled and refunded after the commit. Answers whether it was one.
 */
async function applySubscription(
  tx: DbOrTx,
  userId: string,
  subscription: Stripe.Subscription,
  now: Date,
  tracked: TrackedCheck,
): Promise<'applied' | 'duplicate'> {
  const status = storedStatus(subscription.status);
  await lockFamilyBilling(tx, userId);
  // The account was deleted while this event waited for the lock: nothing left to apply it to.
  if (!(await userById(tx, userId))) return 'applied';
  const current = await lockSubscription(tx, userId);
  const otherLive =
    current &&
    !current.complimentary &&
    current.providerSubscriptionId &&
    current.providerSubscriptionId !== subscription.id &&
    LIVE.includes(current.status);
  // undefined: the tracked one was written meanwhile, by the other subscription's own event: it is live.
  if (
    otherLive &&
    LIVE.includes(status) &&
    (tracked === undefined || tracked === current.providerSubscriptionId)
  ) {
    await recordDuplicate(tx, {
      userId,
      stripeSubscriptionId: subscription.id,
      keptSubscriptionId: current.providerSubscriptionId,
    });
    return 'duplicate';
  }
  // An older subscription's end never cancels the family's newer live one, nor an admin's complimentary Premium.
  if (
    current &&
    status === 'canceled' &&
    (current.complimentary ||
      (current.providerSubscriptionId !== subscription.id && LIVE.includes(current.status)))
  ) {
    return 'applied';
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
  return 'applied';
}

/**
 * Before the transaction (network): when the event brings a live subscription other than the family's tracked live
 * one, is the tracked one still live at Stripe? (Its end may simply not have reached us yet.)
 */
async function checkTracked(
  db: DbOrTx,
  config: StripeConfig,
  userId: string,
  subscription: Stripe.Subscription,
): Promise<TrackedCheck> {
  if (!isLiveAtStripe(subscription)) return undefined;
  const stored = await findSubscription(db, userId);
  const trackedId = stored?.providerSubscriptionId;
  if (!stored || stored.complimentary || !trackedId || trackedId === subscription.id) return undefined;
  if (!LIVE.includes(stored.status)) return undefined;
  let tracked: Stripe.Subscription | null;
  try {
    tracked = await config.client.subscriptions.retrieve(trackedId);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    tracked = null;
  }
  return tracked && isLiveAtStripe(tracked) ? tracked.id : null;
}

function stripeErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

/**
 * A duplicate subscription is cancelled at once and every paid invoice of it refunded in full (idempotency keys per
 * invoice: a retry refunds nothing twice). Runs after the event's commit and again on the subscription's later
 * events until it succeeds (an invoice paid later is refunded then); the outcome is stored for admins.
 */
async function resolveDuplicate(db: Database, config: StripeConfig, subscriptionId: string, now: Date) {
  try {
    const fresh = await config.client.subscriptions.retrieve(subscriptionId);
    if (!ENDED.includes(fresh.status)) {
      await config.client.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
    }
    const invoices = await config.client.invoices.list({
      subscription: subscriptionId,
      status: 'paid',
      limit: 100,
      expand: ['data.payments'],
    });
    let refunded = 0;
    let currency: string | null = null;
    for (const invoice of invoices.data) {
      if (!invoice.id || invoice.amount_paid <= 0) continue;
      const payment = invoice.payments?.data.find((one) => one.status === 'paid')?.payment;
      const paymentIntent = idOf(payment?.payment_intent ?? null);
      if (!paymentIntent) throw new Error(`invoice ${invoice.id} has no payment to refund`);
      try {
        await config.client.refunds.create(
          {
            payment_intent: paymentIntent,
            reason: 'duplicate',
            metadata: { subscription: subscriptionId, invoice: invoice.id },
          },
          { idempotencyKey: `duplicate-refund:${invoice.id}` },
        );
      } catch (error) {
        // Refunded by an earlier attempt whose idempotency key Stripe no longer keeps.
        if ((error as { code?: string }).code !== 'charge_already_refunded') throw error;
      }
      refunded += invoice.amount_paid;
      currency = invoice.currency;
      await setInvoiceRefunded(db, invoice.id, invoice.amount_paid);
    }
    await updateDuplicate(db, subscriptionId, {
      state: 'refunded',
      amountRefunded: refunded,
      currency,
      error: null,
      resolvedAt: now,
    });
  } catch (error) {
    await updateDuplicate(db, subscriptionId, { state: 'failed', error: stripeErrorText(error) });
  }
}

async function userForSubscription(db: DbOrTx, subscription: Stripe.Subscription): Promise<string | null> {
  const fromMetadata = subscription.metadata?.userId;
  if (fromMetadata && (await userById(db, fromMetadata))) return fromMetadata;
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
export function verifyWebhook(
  deps: BillingDeps,
  rawBody: string,
  signature: string | undefined,
): Stripe.Event {
  const config = requireStripe(deps);
  if (!signature) throw new AppError('VALIDATION_FAILED', BILLING_MESSAGES.badSignature);
  try {
    return config.client.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
  } catch {
    throw new AppError('VALIDATION_FAILED', BILLING_MESSAGES.badSignature);
  }
}

/** Applies one verified event once: its id is stored in the same transaction, a duplicate does nothing. */
export async function handleWebhookEvent(
  deps: BillingDeps,
  event: Stripe.Event,
  now: Date = new Date(),
): Promise<{ duplicate: boolean }> {
  const { db } = deps;
  const config = requireStripe(deps);
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
      if (session.mode === 'subscription' && subscriptionId && userId && (await userById(db, userId))) {
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

  const tracked = subscription && userId ? await checkTracked(db, config, userId, subscription) : undefined;

  const result = await db.transaction(async (tx) => {
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
    if (subscription && userId) await applySubscription(tx, userId, subscription, now, tracked);
    return { duplicate: false };
  });
  if (!result.duplicate && subscription) {
    const duplicate = await findDuplicate(db, subscription.id);
    // Until resolved; and again when one of its invoices is paid later (refunded then, the stored invoice too).
    if (duplicate && (duplicate.state !== 'refunded' || event.type === 'invoice.paid')) {
      await resolveDuplicate(db, config, subscription.id, now);
    }
  }
  return result;
}

/** Admins: second paid subscriptions of families and what was done with them, newest first. */
export async function duplicateSubscriptions(db: DbOrTx): Promise<DuplicateSubscription[]> {
  const rows = await listDuplicates(db, 200);
  return rows.map((row) => ({
    ...row,
    detectedAt: row.detectedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  }));
}

// Closing the family's billing when the account is deleted.

/**
 * Taken first in the account deletion's transaction: a webhook applying an event to this family waits for the
 * deletion (and then finds no family), instead of the two locking the family's rows in opposite orders (deadlock).
 */
export function holdFamilyBilling(tx: DbOrTx, userId: string): Promise<void> {
  return lockFamilyBilling(tx, userId);
}

/**
 * Before an account is deleted: its open checkout is expired and every subscription of its Stripe customer that can
 * still charge is cancelled at once (the terms: cancel anytime, no refunds for unused time). Any failure stops the
 * deletion with a clear message (503), and nothing has been deleted; a cancelled subscription stays cancelled and a
 * retry carries on. A server without Stripe cannot cancel a paid subscription, so it refuses too.
 */
export async function cancelBillingForDeletion(deps: BillingDeps, userId: string): Promise<void> {
  const { db } = deps;
  const [row, customerId, openSession] = await Promise.all([
    findSubscription(db, userId),
    findCustomerId(db, userId),
    findOpenCheckout(db, userId),
  ]);
  const paying = Boolean(row && !row.complimentary && LIVE.includes(row.status));
  const config = deps.stripe;
  if (!config) {
    if (paying) throw new AppError('UNAVAILABLE', BILLING_MESSAGES.cancelOnDeleteFailed);
    return;
  }
  const customer = customerId ?? row?.providerCustomerId ?? null;
  if (!customer) return;
  try {
    if (openSession) {
      const session = await retrieveSession(config, openSession);
      if (session?.status === 'open') await config.client.checkout.sessions.expire(openSession);
    }
    const all = await config.client.subscriptions.list({ customer, status: 'all', limit: 100 });
    for (const subscription of all.data) {
      if (ENDED.includes(subscription.status)) continue;
      try {
        await config.client.subscriptions.cancel(subscription.id, { invoice_now: false, prorate: false });
      } catch (error) {
        // Ended meanwhile (a second deletion request, the family in the portal): nothing left to cancel.
        const now = await config.client.subscriptions.retrieve(subscription.id).catch(() => null);
        if (!now || !ENDED.includes(now.status)) throw error;
      }
    }
  } catch {
    throw new AppError('UNAVAILABLE', BILLING_MESSAGES.cancelOnDeleteFailed);
  }
}

// Complimentary Premium (admins; audited).

export async function complimentaryPremium(db: DbOrTx, userId: string): Promise<ComplimentaryPremium> {
  const user = isUuidOrText(userId) ? await userById(db, userId) : undefined;
  if (!user) throw new AppError('NOT_FOUND', BILLING_MESSAGES.userNotFound);
  const [row, profile] = await Promise.all([findSubscription(db, userId), parentProfileOfUser(db, userId)]);
  return {
    userId,
    granted: row?.complimentary ?? false,
    tier: profile?.subscriptionTier ?? 'Basic',
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
  const user = isUuidOrText(userId) ? await userById(db, userId) : undefined;
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
  return (await parentProfileOfUser(db, userId))?.subscriptionTier ?? 'Basic';
}
