// The front door's API: POST /api/waitlist, GET/PUT /api/cookie-consent, POST /api/contact,
// POST /api/parent-network/messages, GET /api/invitation; admins: GET /api/admin/waitlist,
// POST /api/admin/invitations, GET /api/admin/contact-messages, PUT /api/admin/registration-mode.
import { Hono } from 'hono';
import { access, currentUser, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { clientIp } from '#server/http/client-ip';
import { enforceRateLimit, RATE_LIMITS } from '#server/http/rate-limit';
import { readJson } from '#server/http/read-json';
import {
  adminPageQuerySchema,
  consentInputSchema,
  consentQuerySchema,
  contactInputSchema,
  invitationInputSchema,
  invitationQuerySchema,
  parentNetworkInputSchema,
  registrationModeInputSchema,
  waitlistInputSchema,
} from '#shared/outreach.schema';
import {
  checkInvitation,
  consentOf,
  inviteByEmail,
  joinWaitlist,
  listContactMessages,
  listWaitlist,
  saveConsent,
  sendContactMessage,
  setRegistrationMode,
} from './outreach.service';

export const waitlistRoutes = new Hono<AppEnv>()
  // Validation first: a malformed request costs nobody their quota.
  .post('/', access({ audience: 'public' }), async (c) => {
    const input = parseOrThrow(waitlistInputSchema, await readJson(c));
    await enforceRateLimit(c, RATE_LIMITS.waitlist, clientIp(c));
    return c.json(await joinWaitlist(c.get('deps').db, input));
  });

export const cookieConsentRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'public' }), async (c) => {
    const { deviceId } = parseOrThrow(consentQuerySchema, c.req.query());
    c.header('Cache-Control', 'no-store');
    return c.json(await consentOf(c.get('deps').db, deviceId));
  })
  .put('/', access({ audience: 'public' }), async (c) => {
    const input = parseOrThrow(consentInputSchema, await readJson(c));
    await enforceRateLimit(c, RATE_LIMITS.consent, clientIp(c));
    return c.json(await saveConsent(c.get('deps').db, input, await currentUser(c)));
  });

export const contactRoutes = new Hono<AppEnv>().post('/', access({ audience: 'public' }), async (c) => {
  const input = parseOrThrow(contactInputSchema, await readJson(c));
  await enforceRateLimit(c, RATE_LIMITS.contact, clientIp(c));
  return c.json(await sendContactMessage(c.get('deps'), 'contact', input, await currentUser(c)), 201);
});

export const parentNetworkRoutes = new Hono<AppEnv>().post(
  '/messages',
  access({ audience: 'public' }),
  async (c) => {
    const input = parseOrThrow(parentNetworkInputSchema, await readJson(c));
    await enforceRateLimit(c, RATE_LIMITS.contact, clientIp(c));
    return c.json(
      await sendContactMessage(c.get('deps'), 'parent-network', input, await currentUser(c)),
      201,
    );
  },
);

export const invitationRoutes = new Hono<AppEnv>().get('/', access({ audience: 'public' }), async (c) => {
  const { token } = parseOrThrow(invitationQuerySchema, c.req.query());
  await enforceRateLimit(c, RATE_LIMITS.invitationCheck, clientIp(c));
  c.header('Cache-Control', 'no-store');
  return c.json(await checkInvitation(c.get('deps').db, token));
});

export const adminWaitlistRoutes = new Hono<AppEnv>().get('/', access({ audience: 'admin' }), async (c) => {
  const { page } = parseOrThrow(adminPageQuerySchema, c.req.query());
  return c.json(await listWaitlist(c.get('deps').db, page));
});

export const adminInvitationsRoutes = new Hono<AppEnv>().post(
  '/',
  access({ audience: 'admin' }),
  async (c) => {
    const { email } = parseOrThrow(invitationInputSchema, await readJson(c));
    const admin = await requireUserFrom(c);
    return c.json(await inviteByEmail(c.get('deps'), admin, email, c.req.raw), 201);
  },
);

export const adminContactMessagesRoutes = new Hono<AppEnv>().get(
  '/',
  access({ audience: 'admin' }),
  async (c) => {
    const { page } = parseOrThrow(adminPageQuerySchema, c.req.query());
    return c.json(await listContactMessages(c.get('deps').db, page));
  },
);

export const adminRegistrationModeRoutes = new Hono<AppEnv>().put(
  '/',
  access({ audience: 'admin' }),
  async (c) => {
    const { mode } = parseOrThrow(registrationModeInputSchema, await readJson(c));
    const admin = await requireUserFrom(c);
    return c.json(await setRegistrationMode(c.get('deps').db, admin, mode));
  },
);
