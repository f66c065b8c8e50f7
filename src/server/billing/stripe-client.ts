// The one Stripe client per configuration (the official SDK). Without STRIPE_SECRET_KEY payments are not set up and
// there is no client. STRIPE_API_URL (tests) points the SDK at the local stand-in with its host/port/protocol options.
import Stripe from 'stripe';
import type { Env } from '#server/env';

export type StripeConfig = { client: Stripe; priceId: string; webhookSecret: string };

const clients = new WeakMap<Env, StripeConfig>();

export function isBillingConfigured(env: Env): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_PRICE_ID && env.STRIPE_WEBHOOK_SECRET);
}

export function stripeConfig(env: Env): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PRICE_ID || !env.STRIPE_WEBHOOK_SECRET) return null;
  const known = clients.get(env);
  if (known) return known;
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
  const config = { client, priceId: env.STRIPE_PRICE_ID, webhookSecret: env.STRIPE_WEBHOOK_SECRET };
  clients.set(env, config);
  return config;
}
