// The Stripe client (the official SDK), made once at start-up and held in AppDeps. Without STRIPE_SECRET_KEY payments
// are not set up and there is no client. STRIPE_API_URL (tests) points the SDK at the local stand-in with its
// host/port/protocol options.
import Stripe from 'stripe';
import type { Env } from '#server/env';
import type { AppDeps } from '#server/http/app-env';

export type StripeConfig = { client: Stripe; priceId: string; webhookSecret: string };

export function isBillingConfigured(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID && env.STRIPE_WEBHOOK_SECRET);
}

/** The configured client, or null when payments are not set up. */
export function createStripe(env: Env): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PRICE_ID || !env.STRIPE_WEBHOOK_SECRET) return null;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const client = new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: env.SITE_NAME },
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  return { client, priceId: env.STRIPE_PRICE_ID, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The Stripe client, or null when payments are not configured. */
    stripe: StripeConfig | null;
  }
}

/** What billing's rules use: the database, the configuration (URLs) and the Stripe client. */
export type BillingDeps = Pick<AppDeps, 'db' | 'env' | 'stripe'>;
