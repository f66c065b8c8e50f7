// The front door's messages: the mailing list, the cookie banner, contact forms, invitations. Apart from
// the schemas so the web's first screen can show them without loading zod. The spec's texts are verbatim.
import { COOKIES, LOCAL_STORAGE } from './client-storage';
export const OUTREACH_MESSAGES = {
  // Spec §4: the mailing-list form's success.
  waitlistJoined: 'thankJoiningYoureNowList',
  emailRequired: 'emailRequired',
  emailInvalid: 'enterValidEmailAddress',
  userTypeInvalid: 'userTypeParentCreator',
  nameRequired: 'nameRequired',
  subjectRequired: 'subjectRequired',
  messageRequired: 'messageRequired',
  nameTooLong: 'nameMost100Characters',
  subjectTooLong: 'subjectMost200Characters',
  messageTooLong: 'messageMost5000Characters',
  // Spec §3: the contact form's sent state.
  contactSent: 'thankReachingOut',
  deviceIdInvalid: 'validDeviceIdRequired',
  consentInvalid: 'chooseWhetherAnalyticsMarketingCookies',
  registrationModeInvalid: 'registrationModeOpenWaitlist',
  // Sign-up while registration is invite-only (403 INVITATION_REQUIRED).
  invitationRequired: 'qamarKidsPrivateBetaSigning',
  invitationInvalid: 'invitationLinkExpiredAlreadyBeen',
  invitationEmailMismatch: 'invitationDifferentEmailAddressSign',
  invitationSent: 'invitationSent',
} as const;

/** The header a sign-up carries its invitation token in (waitlist mode). */
export const INVITATION_HEADER = 'x-invitation-token';
/** The code of the invite-only refusal; after a Google sign-up better-auth puts it in the sign-in page's URL. */
export const INVITATION_REQUIRED_CODE = 'INVITATION_REQUIRED';

/** An invitation link is valid this long. */
export const INVITATION_DAYS = 14;

export const REGISTRATION_MODES = ['open', 'waitlist'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** Where the cookie choice of this device is remembered, so a reload does not ask again. */
export const CONSENT_STORAGE_KEY = LOCAL_STORAGE.cookieConsent;

/**
 * A cookie saying this device has made its cookie choice (value '1', no other data): the server reads it to send a
 * prerendered page with or without the banner, so the page a browser hydrates matches what it renders itself.
 */
export const CONSENT_COOKIE = COOKIES.consent;
