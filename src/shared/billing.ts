// Billing: the messages (the spec's verbatim where it quotes one), the request schemas and the answers
// of /api/billing/*, /api/create-portal-session and the complimentary-Premium admin call.
import { z } from 'zod';
import type { SubscriptionTier } from './domain';
import type { PlanId } from './plans';

export const BILLING_MESSAGES = {
  /** The spec's failure of POST /api/create-portal-session. */
  portalFailed: 'failedCreatePortalSession',
  notConfigured: 'paymentsNotSetUpServer',
  checkoutFailed: 'notStartCheckoutTryAgain',
  alreadyPremium: 'alreadyPremium',
  sessionNotFound: 'checkoutSessionNotFound',
  badSignature: 'webhookSignatureNotValid',
  notOverLimit: 'everyChildProfileAlreadyActive',
  userNotFound: 'userNotFound',
  parentsOnly: 'complimentaryPremiumParentAccountsOnly',
  paidSubscription: 'familyPaysPremiumThroughStripe',
  cancelOnDeleteFailed: 'notCancelPremiumSubscriptionSo',
} as const;

/** What the web shows as the subscription's status: the stored one, or 'free' when there is none. */
export const BILLING_STATUSES = ['free', 'active', 'trialing', 'past_due', 'canceled'] as const;
export type BillingStatusName = (typeof BILLING_STATUSES)[number];

export type BillingChild = { id: string; name: string; locked: boolean };

/** GET /api/billing/status: the parent's plan as the dashboard and the checkout pages show it. */
export type BillingStatus = {
  /** Stripe is configured on this server (otherwise checkout says payments are not set up). */
  configured: boolean;
  plan: PlanId;
  tier: SubscriptionTier;
  status: BillingStatusName;
  /** Renewal date (or the end date when it is cancelled at period end), ISO. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Premium granted by an admin, not paid. */
  complimentary: boolean;
  /** The parent has a Stripe customer: the billing portal can open. */
  canManage: boolean;
  /** Children over the plan's limit are locked; the parent chooses who stays active. */
  children: BillingChild[];
};

export type CheckoutSessionCreated = { url: string };

/** GET /api/billing/checkout-sessions/:id: 'active' once the server has the paid subscription (from the webhook). */
export type CheckoutSessionState = { state: 'pending' | 'active' };

export type PortalSession = { url: string };

/** The spec's body of POST /api/create-portal-session is `{ userId }`; we ignore it: the user is the session's. */
export const portalSessionSchema = z.object({ userId: z.unknown().optional() }).loose();

export const chooseActiveChildSchema = z.object({
  childId: z.string({ error: 'chooseAChild' }).trim().min(1, 'chooseAChild').max(64, 'chooseAChild'),
});

export const complimentaryPremiumSchema = z.object({
  granted: z.boolean({ error: 'sayWhetherPremiumGrantedTrue' }),
});

/** GET/PUT /api/admin/users/:id/complimentary-premium. */
export type ComplimentaryPremium = {
  userId: string;
  granted: boolean;
  tier: SubscriptionTier;
  /** The family pays through Stripe: a grant would change nothing. */
  paid: boolean;
};

/** Paid revenue per day or month, from the stored invoices (the admin dashboard's Revenue). */
export type RevenuePoint = { period: string; currency: string; amountMinor: number };

export const DUPLICATE_STATES = ['detected', 'refunded', 'failed'] as const;

/** GET /api/admin/billing/duplicate-subscriptions: a family's second paid subscription and what was done with it. */
export type DuplicateSubscription = {
  id: string;
  /** Null once the family deleted their account. */
  userId: string | null;
  email: string | null;
  stripeSubscriptionId: string;
  keptSubscriptionId: string | null;
  /** detected: being cancelled and refunded; refunded: done; failed: see error (retried on its next event). */
  state: (typeof DUPLICATE_STATES)[number];
  /** Minor units. */
  amountRefunded: number;
  currency: string | null;
  error: string | null;
  detectedAt: string;
  resolvedAt: string | null;
};
