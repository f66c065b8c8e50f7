// The front door's API: POST /api/waitlist, GET/PUT /api/cookie-consent, POST /api/contact,
// POST /api/parent-network/messages, GET /api/invitation; admins: GET /api/admin/waitlist,
// POST /api/admin/invitations, GET /api/admin/contact-messages, PUT /api/admin/registration-mode.
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { clientIp } from '#server/http/client-ip';
import { enforceRateLimit, RATE_LIMITS } from '#server/http/rate-limit';
import { readJson } from '#server/http/read-json';
import { currentUser, requireUserFrom } from '#server/http/session';
import { requireAdmin } from '#server/moderation';
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

export const outreachRoutes = new Hono<AppEnv>()
  // Validation first: a malformed request costs nobody their quota.
  .post('/waitlist', async (c) => {
    const input = parseOrThrow(waitlistInputSchema, await readJson(c));
    await enforceRateLimit(c, RATE_LIMITS.waitlist, clientIp(c));
    return c.json(await joinWaitlist(c.get('deps').db, input));
  })
  .get('/cookie-consent', async (c) => {
    const { deviceId } = parseOrThrow(consentQuerySchema, c.req.query());
    c.header('Cache-Control', 'no-store');
    return c.json(await consentOf(c.get('deps').db, deviceId));
  })
  .put('/cookie-consent', async (c) => {
    const input = parseOrThrow(consentInputSchema, await readJson(c));
    await enforceRateLimit(c, RATE_LIMITS.consent, clientIp(c));
    return c.json(await saveConsent(c.get('deps').db, input, await currentUser(c)));
  })
  .post('/contact', async (c) => {
    const input = parseOrThrow(contactInputSchema, await readJson(c));
    await enforceRateLimit(c, RATE_LIMITS.contact, clientIp(c));
    return c.json(await sendContactMessage(c.get('deps'), 'contact', input, await currentUser(c)), 201);
  })
  .post('/parent-network/messages', async (c) => {
    const input = parseOrThrow(parentNetworkInputSchema, await readJson(c));
    await enforceRateLimit(c, RATE_LIMITS.contact, clientIp(c));
    return c.json(
      await sendContactMessage(c.get('deps'), 'parent-network', input, await currentUser(c)),
      201,
    );
  })
  .get('/invitation', async (c) => {
    const { token } = parseOrThrow(invitationQuerySchema, c.req.query());
    await enforceRateLimit(c, RATE_LIMITS.invitationCheck, clientIp(c));
    c.header('Cache-Control', 'no-store');
    return c.json(await checkInvitation(c.get('deps').db, token));
  })
  .use('/admin/waitlist', requireAdmin)
  .use('/admin/invitations', requireAdmin)
  .use('/admin/contact-messages', requireAdmin)
  .use('/admin/registration-mode', requireAdmin)
  .get('/admin/waitlist', async (c) => {
    const { page } = parseOrThrow(adminPageQuerySchema, c.req.query());
    return c.json(await listWaitlist(c.get('deps').db, page));
  })
  .post('/admin/invitations', async (c) => {
    const { email } = parseOrThrow(invitationInputSchema, await readJson(c));
    const admin = await requireUserFrom(c);
    return c.json(await inviteByEmail(c.get('deps'), admin, email, c.req.raw), 201);
  })
  .get('/admin/contact-messages', async (c) => {
    const { page } = parseOrThrow(adminPageQuerySchema, c.req.query());
    return c.json(await listContactMessages(c.get('deps').db, page));
  })
  .put('/admin/registration-mode', async (c) => {
    const { mode } = parseOrThrow(registrationModeInputSchema, await readJson(c));
    const admin = await requireUserFrom(c);
    return c.json(await setRegistrationMode(c.get('deps').db, admin, mode));
  });
