// The front door's request schemas and answer shapes: mailing list, cookie consent, contact and
// parent-network messages, invitations and the registration mode. Shared by the forms, the server and the types.
import { z } from 'zod';
import { WAITLIST_USER_TYPES } from './domain';
import { localeSchema } from './locale.schema';
import type { Locale } from './locales';
import { OUTREACH_MESSAGES as M, REGISTRATION_MODES, type RegistrationMode } from './outreach-messages';
import { safeText } from './safe-text';

export { OUTREACH_MESSAGES } from './outreach-messages';

/** Lower-cased and trimmed: one address is one entry, however it was typed. */
const email = safeText({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .max(254, M.emailInvalid)
  .pipe(z.email(M.emailInvalid))
  .transform((value) => value.toLowerCase());

export const waitlistInputSchema = z.object({
  email,
  userType: z.enum(WAITLIST_USER_TYPES, { error: M.userTypeInvalid }).default('parent'),
  /** The interface language the visitor used, so the invitation is written in it. */
  locale: localeSchema.optional(),
});
export type WaitlistInput = z.input<typeof waitlistInputSchema>;

/** The web's device id (lib/device-id.ts): letters, digits and dashes. */
export const consentDeviceIdSchema = safeText({ error: M.deviceIdInvalid }).regex(
  /^[A-Za-z0-9-]{8,64}$/,
  M.deviceIdInvalid,
);

export const consentQuerySchema = z.object({ deviceId: consentDeviceIdSchema });

export const consentInputSchema = z.object({
  deviceId: consentDeviceIdSchema,
  analyticsEnabled: z.boolean({ error: M.consentInvalid }),
  marketingEnabled: z.boolean({ error: M.consentInvalid }),
});
export type ConsentInput = z.infer<typeof consentInputSchema>;
export type ConsentChoice = { analyticsEnabled: boolean; marketingEnabled: boolean };
export type ConsentState = { consent: ConsentChoice | null };

const name = safeText({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameTooLong);
const message = safeText({ error: M.messageRequired })
  .trim()
  .min(1, M.messageRequired)
  .max(5000, M.messageTooLong);

export const contactInputSchema = z.object({
  name,
  email,
  subject: safeText({ error: M.subjectRequired }).trim().min(1, M.subjectRequired).max(200, M.subjectTooLong),
  message,
});
export type ContactInput = z.input<typeof contactInputSchema>;

export const parentNetworkInputSchema = z.object({ name, email, message });
export type ParentNetworkInput = z.input<typeof parentNetworkInputSchema>;

export const CONTACT_KINDS = ['contact', 'parent-network'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ADMIN_OUTREACH_PAGE_SIZE = 20;

export type ContactMessageRow = {
  id: string;
  kind: ContactKind;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  createdAt: string;
};
export type ContactMessagesPage = {
  items: ContactMessageRow[];
  total: number;
  page: number;
  pageSize: number;
};

export const WAITLIST_STATES = ['waiting', 'invited', 'joined'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];
export type WaitlistRow = {
  id: string;
  email: string;
  userType: (typeof WAITLIST_USER_TYPES)[number];
  locale: Locale | null;
  createdAt: string;
  state: WaitlistState;
  invitedAt: string | null;
};
export type WaitlistPage = { items: WaitlistRow[]; total: number; page: number; pageSize: number };

export const invitationInputSchema = z.object({ email });
export type InvitationInput = z.input<typeof invitationInputSchema>;
export type InvitationCreated = { email: string; expiresAt: string; message: string };

export const invitationQuerySchema = z.object({
  token: safeText({ error: M.invitationInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, M.invitationInvalid),
});
export type InvitationCheck = { email: string; expiresAt: string };

export const registrationModeInputSchema = z.object({
  mode: z.enum(REGISTRATION_MODES, { error: M.registrationModeInvalid }),
});
export type RegistrationModeAnswer = { mode: RegistrationMode };
