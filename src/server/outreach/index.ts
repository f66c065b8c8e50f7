// The outreach feature's public surface (mailing list, cookie consent, contact, invitations, the
// registration mode). Used by app.ts (outreachRoutes) and auth (the sign-up gate hashes invitation tokens the
// same way and reads the mode's storage through better-auth's transaction).
export { hashInvitationToken } from './invitation-token';
export {
  adminContactMessagesRoutes,
  adminInvitationsRoutes,
  adminRegistrationModeRoutes,
  adminWaitlistRoutes,
  contactRoutes,
  cookieConsentRoutes,
  invitationRoutes,
  parentNetworkRoutes,
  waitlistRoutes,
} from './outreach.routes';
