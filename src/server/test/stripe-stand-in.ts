// A local stand-in for Stripe used by tests: an HTTP server on 127.0.0.1 speaking the part of Stripe's API
// the app calls through the official SDK (customers, Checkout Sessions, subscriptions retrieve, billing portal
// sessions; form-encoded bodies, Bearer key, idempotency keys), a "hosted checkout page" that completes the payment,
// and webhooks signed with the SDK's own generateTestHeaderString, delivered to the app. Also what cancelling and
// refunding need: listing and cancelling subscriptions (Stripe then sends customer.subscription.deleted, after its
// answer, as Stripe does), expiring Checkout Sessions, listing invoices with their payments, and refunds.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';
export const STAND_IN_PRICE_ID = 'price_premium_monthly';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in_secret';

type Json = Record<string, unknown>;

export type StandInSubscription = {
  id: string;
  object: 'subscription';
  status: Stripe.Subscription.Status;
  customer: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  created: number;
  items: { object: 'list'; data: { id: string; current_period_end: number; price: { id: string } }[] };
};

export type StandInSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  customer: string | null;
  client_reference_id: string | null;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  subscription_metadata: Record<string, string>;
  url: string;
  expires_at: number;
};

export type StandInRefund = {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: string;
};

/** Sends a signed webhook body to the app and answers its HTTP status. */
export type WebhookDelivery = (payload: string, signature: string) => Promise<number>;

export type StripeStandIn = {
  url: string;
  /** The STRIPE_* settings that point the app at this stand-in. */
  env: Record<string, string>;
  customers: Map<string, Json>;
  sessions: Map<string, StandInSession>;
  subscriptions: Map<string, StandInSubscription>;
  /** Every invoice issued (by completeCheckout), by id, with its payment intent and what was refunded of it. */
  invoices: Map<string, Json>;
  refunds: Map<string, StandInRefund>;
  /** Every API call, `METHOD /path`. */
  requests: string[];
  /** Billing portal sessions answer 500 while set. */
  failPortal: boolean;
  /** Cancelling a subscription answers 500 while set. */
  failCancel: boolean;
  /** Creating a refund answers 500 while set. */
  failRefund: boolean;
  /** Resolves once every webhook the stand-in sent on its own (after a cancel) has been delivered. */
  settled: () => Promise<void>;
  /** Where webhooks go: an in-process app in API tests, the server's URL in browser tests. */
  deliver: WebhookDelivery;
  /** A signed event (not sent): for duplicate and out-of-order tests. */
  signedEvent: (
    type: string,
    object: Json,
    created?: number,
  ) => { event: Json; payload: string; signature: string };
  send: (type: string, object: Json, created?: number) => Promise<number>;
  /** The hosted page's Pay button: a subscription, then checkout completed, subscription created, invoice paid. */
  completeCheckout: (sessionId: string) => Promise<StandInSubscription>;
  /** The next renewal's card payment fails: past_due and invoice.payment_failed. */
  failPayment: (subscriptionId: string) => Promise<void>;
  /** The family cancels in the portal: canceled and customer.subscription.deleted. */
  cancel: (subscriptionId: string) => Promise<void>;
  invoiceFor: (subscription: StandInSubscription, created?: number) => Json;
  close: () => Promise<void>;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 24 * 60 * 60;

/** Stripe's form encoding flattened: `metadata[userId]` stays a key of its own. */
function readForm(body: string): Map<string, string> {
  return new Map(new URLSearchParams(body).entries());
}

function prefixed(form: Map<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of form) {
    if (key.startsWith(prefix) && key.endsWith(']')) out[key.slice(prefix.length, -1)] = value;
  }
  return out;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startStripeStandIn(
  options: { deliver?: WebhookDelivery; webhookUrl?: string } = {},
): Promise<StripeStandIn> {
  const stripe = new Stripe(STAND_IN_SECRET_KEY);
  const customers = new Map<string, Json>();
  const sessions = new Map<string, StandInSession>();
  const subscriptions = new Map<string, StandInSubscription>();
  const invoices = new Map<string, Json>();
  const refunds = new Map<string, StandInRefund>();
  const background = new Set<Promise<unknown>>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const requests: string[] = [];

  const signedEvent = (type: string, object: Json, created = nowSeconds()) => {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created,
      livemode: false,
      pending_webhooks: 1,
      type,
      data: { object },
    };
    const payload = JSON.stringify(event);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: STAND_IN_WEBHOOK_SECRET });
    return { event, payload, signature };
  };

  const standIn: StripeStandIn = {
    url: '',
    env: {},
    customers,
    sessions,
    subscriptions,
    invoices,
    refunds,
    requests,
    failPortal: false,
    failCancel: false,
    failRefund: false,
    settled: async () => {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
    deliver:
      options.deliver ??
      (async (payload, signature) => {
        if (!options.webhookUrl) throw new Error('stripe stand-in: no webhook target');
        const response = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
          body: payload,
        });
        return response.status;
      }),
    signedEvent,
    send: async (type, object, created) => {
      const { payload, signature } = signedEvent(type, object, created);
      return standIn.deliver(payload, signature);
    },
    invoiceFor: (subscription, created = nowSeconds()) => ({
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      amount_paid: 599,
      currency: 'gbp',
      status: 'paid',
      created,
      status_transitions: { paid_at: created },
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      amount_refunded: 0,
      payments: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: newId('inpay'),
            object: 'invoice_payment',
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: newId('pi') },
          },
        ],
      },
    }),
    completeCheckout: async (sessionId) => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`stripe stand-in: no session ${sessionId}`);
      const created = nowSeconds();
      const subscription: StandInSubscription = {
        id: newId('sub'),
        object: 'subscription',
        status: 'active',
        customer: session.customer ?? newId('cus'),
        metadata: session.subscription_metadata,
        cancel_at_period_end: false,
        created,
        items: {
          object: 'list',
          data: [
            { id: newId('si'), current_period_end: created + 30 * DAY, price: { id: STAND_IN_PRICE_ID } },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      // The first invoice is paid before Stripe tells anyone the checkout completed.
      const invoice = standIn.invoiceFor(subscription, created);
      invoices.set(invoice.id as string, invoice);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      await standIn.send('checkout.session.completed', { ...session }, created);
      await standIn.send('customer.subscription.created', { ...subscription }, created);
      await standIn.send('invoice.paid', { ...invoice }, created);
      return subscription;
    },
    failPayment: async (subscriptionId) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`stripe stand-in: no subscription ${subscriptionId}`);
      subscription.status = 'past_due';
      const invoice = { ...standIn.invoiceFor(subscription), status: 'open', amount_paid: 0 };
      await standIn.send('invoice.payment_failed', invoice);
      await standIn.send('customer.subscription.updated', { ...subscription });
    },
    cancel: async (subscriptionId) => {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`stripe stand-in: no subscription ${subscriptionId}`);
      subscription.status = 'canceled';
      await standIn.send('customer.subscription.deleted', { ...subscription });
    },
    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void answer(req, res, Buffer.concat(chunks).toString('utf8')).catch((error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      });
    });
  });

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
    res.end(JSON.stringify(body));
  };
  const missing = (res: http.ServerResponse, what: string) =>
    json(res, 404, {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
    });
  const page = (res: http.ServerResponse, title: string, body: string) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem">` +
        `<main>${body}</main></body></html>`,
    );
  };

  async function answer(req: http.IncomingMessage, res: http.ServerResponse, body: string) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const method = req.method ?? 'GET';

    // The browser's pages (no key): the hosted checkout and portal, and controls for browser tests.
    if (path === '/favicon.ico') {
      res.writeHead(204);
      return res.end();
    }
    const payMatch = /^\/pay\/(cs_[a-z0-9_]+)(\/complete)?$/.exec(path);
    if (payMatch) {
      const session = sessions.get(payMatch[1] as string);
      if (!session) return missing(res, 'checkout session');
      if (payMatch[2] && method === 'POST') {
        await standIn.completeCheckout(session.id);
        res.writeHead(303, { Location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        return res.end();
      }
      return page(
        res,
        'Stand-in checkout',
        `<h1>Stand-in checkout</h1><p>Qamar Kids Premium: £5.99 per month</p>` +
          `<form method="post" action="/pay/${session.id}/complete"><button type="submit">Pay £5.99</button></form>` +
          `<p><a href="${escapeHtml(session.cancel_url)}">Cancel payment</a></p>`,
      );
    }
    const portalMatch = /^\/portal\/(bps_[a-z0-9_]+)$/.exec(path);
    if (portalMatch) {
      const back = url.searchParams.get('return') ?? '/';
      return page(
        res,
        'Stand-in billing portal',
        `<h1>Stand-in billing portal</h1><p><a href="${escapeHtml(back)}">Return</a></p>`,
      );
    }
    if (path === '/__control/subscriptions' && method === 'GET') {
      // Browser tests: what Stripe holds for the family with this e-mail address.
      const email = url.searchParams.get('email') ?? '';
      const customer = [...customers.values()].find((one) => one.email === email);
      const data = [...subscriptions.values()]
        .filter((one) => one.customer === customer?.id)
        .map((one) => ({ id: one.id, status: one.status }));
      return json(res, 200, { data, refunds: [...refunds.values()].length });
    }
    if (path === '/__control/second-checkout' && method === 'POST') {
      // Browser tests: a second Checkout Session for a family, as if opened on another device before the first paid.
      const email = url.searchParams.get('email') ?? '';
      const first = [...sessions.values()].find(
        (one) => customers.get(one.customer ?? '')?.email === email && one.mode === 'subscription',
      );
      if (!first) return missing(res, 'checkout session');
      const id = newId('cs_test');
      const session: StandInSession = {
        ...first,
        id,
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        url: `${standIn.url}/pay/${id}`,
        expires_at: nowSeconds() + DAY,
      };
      sessions.set(id, session);
      return json(res, 200, { url: session.url });
    }
    if (path.startsWith('/__control/') && method === 'POST') {
      const email = url.searchParams.get('email') ?? '';
      const customer = [...customers.values()].find((one) => one.email === email);
      const subscription = [...subscriptions.values()].find((one) => one.customer === customer?.id);
      if (!subscription) return missing(res, 'subscription');
      if (path === '/__control/fail-payment') await standIn.failPayment(subscription.id);
      else if (path === '/__control/cancel') await standIn.cancel(subscription.id);
      else return missing(res, 'control');
      return json(res, 200, { ok: true });
    }

    // The API: Bearer key, form bodies, idempotency keys.
    requests.push(`${method} ${path}`);
    if (req.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
      return json(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    const key = req.headers['idempotency-key'];
    const cacheKey = typeof key === 'string' && method === 'POST' ? `${path}:${key}` : null;
    if (cacheKey) {
      const known = idempotent.get(cacheKey);
      if (known) {
        res.writeHead(known.status, { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' });
        return res.end(known.body);
      }
    }
    const reply = (status: number, value: unknown) => {
      const text = JSON.stringify(value);
      if (cacheKey && status < 500) idempotent.set(cacheKey, { status, body: text });
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
      res.end(text);
    };
    const form = readForm(body);

    if (path === '/v1/customers' && method === 'POST') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: form.get('email') ?? null,
        name: form.get('name') ?? null,
        metadata: prefixed(form, 'metadata['),
      };
      customers.set(customer.id, customer);
      return reply(200, customer);
    }
    if (path === '/v1/checkout/sessions' && method === 'POST') {
      if (form.get('line_items[0][price]') !== STAND_IN_PRICE_ID) {
        return reply(400, { error: { type: 'invalid_request_error', message: 'No such price' } });
      }
      const id = newId('cs_test');
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        mode: form.get('mode') ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        customer: form.get('customer') ?? null,
        client_reference_id: form.get('client_reference_id') ?? null,
        subscription: null,
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        metadata: prefixed(form, 'metadata['),
        subscription_metadata: prefixed(form, 'subscription_data[metadata]['),
        url: `${standIn.url}/pay/${id}`,
        expires_at: nowSeconds() + DAY,
      };
      sessions.set(id, session);
      return reply(200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (sessionMatch && method === 'GET') {
      const session = sessions.get(sessionMatch[1] as string);
      return session ? reply(200, session) : missing(res, 'checkout session');
    }
    const expireMatch = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (expireMatch && method === 'POST') {
      const session = sessions.get(expireMatch[1] as string);
      if (!session) return missing(res, 'checkout session');
      if (session.status !== 'open') {
        return reply(400, {
          error: { type: 'invalid_request_error', message: `Only open sessions can be expired` },
        });
      }
      session.status = 'expired';
      return reply(200, session);
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionMatch && method === 'GET') {
      const subscription = subscriptions.get(subscriptionMatch[1] as string);
      return subscription ? reply(200, subscription) : missing(res, 'subscription');
    }
    if (subscriptionMatch && method === 'DELETE') {
      const subscription = subscriptions.get(subscriptionMatch[1] as string);
      if (!subscription) return missing(res, 'subscription');
      if (standIn.failCancel) {
        res.setHeader('Stripe-Should-Retry', 'false');
        return reply(500, { error: { type: 'api_error', message: 'Cancellation unavailable' } });
      }
      if (subscription.status === 'canceled') {
        return reply(400, {
          error: { type: 'invalid_request_error', message: 'This subscription is already canceled' },
        });
      }
      subscription.status = 'canceled';
      // Stripe tells the webhook after answering the call.
      const delivery = standIn.send('customer.subscription.deleted', { ...subscription });
      background.add(delivery);
      void delivery.finally(() => background.delete(delivery));
      return reply(200, subscription);
    }
    if (path === '/v1/subscriptions' && method === 'GET') {
      const customer = url.searchParams.get('customer');
      const status = url.searchParams.get('status') ?? 'active';
      const data = [...subscriptions.values()].filter(
        (one) =>
          (!customer || one.customer === customer) && (status === 'all' ? true : one.status === status),
      );
      return reply(200, { object: 'list', data, has_more: false, url: '/v1/subscriptions' });
    }
    if (path === '/v1/invoices' && method === 'GET') {
      const subscription = url.searchParams.get('subscription');
      const status = url.searchParams.get('status');
      const data = [...invoices.values()].filter((one) => {
        const details = one.parent as { subscription_details: { subscription: string } };
        return (
          (!subscription || details.subscription_details.subscription === subscription) &&
          (!status || one.status === status)
        );
      });
      return reply(200, { object: 'list', data, has_more: false, url: '/v1/invoices' });
    }
    if (path === '/v1/refunds' && method === 'POST') {
      if (standIn.failRefund) {
        res.setHeader('Stripe-Should-Retry', 'false');
        return reply(500, { error: { type: 'api_error', message: 'Refunds unavailable' } });
      }
      const paymentIntent = form.get('payment_intent') ?? '';
      const invoice = [...invoices.values()].find((one) =>
        (one.payments as { data: { payment: { payment_intent: string } }[] }).data.some(
          (payment) => payment.payment.payment_intent === paymentIntent,
        ),
      );
      if (!invoice) return missing(res, 'payment_intent');
      const left = (invoice.amount_paid as number) - (invoice.amount_refunded as number);
      const amount = form.has('amount') ? Number(form.get('amount')) : left;
      if (amount <= 0 || amount > left) {
        return reply(400, {
          error: {
            type: 'invalid_request_error',
            code: 'charge_already_refunded',
            message: 'Already refunded',
          },
        });
      }
      invoice.amount_refunded = (invoice.amount_refunded as number) + amount;
      const refund: StandInRefund = {
        id: newId('re'),
        object: 'refund',
        payment_intent: paymentIntent,
        amount,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return reply(200, refund);
    }
    if (path === '/v1/billing_portal/sessions' && method === 'POST') {
      if (standIn.failPortal) {
        return reply(500, { error: { type: 'api_error', message: 'Portal unavailable' } });
      }
      const customer = form.get('customer') ?? '';
      if (!customers.has(customer)) return missing(res, 'customer');
      const id = newId('bps');
      const returnUrl = form.get('return_url') ?? '';
      return reply(200, {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: returnUrl,
        url: `${standIn.url}/portal/${id}?return=${encodeURIComponent(returnUrl)}`,
      });
    }
    return missing(res, `route ${method} ${path}`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  standIn.url = `http://127.0.0.1:${port}`;
  standIn.env = {
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_PRICE_ID: STAND_IN_PRICE_ID,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  };
  standIn.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return standIn;
}
