// The accounts' messages (the spec's text), apart from the schemas: the web's first screen shows some of them and
// must not load zod for that (the 170 KB budget for /feed).
/** The reason code of a suspended account's refused sign-in (also in the sign-in page's URL after Google). */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';

export const ACCOUNT_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  profileUpdated: 'Profile updated successfully',
  profileNotFound: 'Profile Not Found',
  profileNotFoundDetail: "The profile you're looking for doesn't exist or has been removed.",
  noProfile: 'No profile found',
  checkEmail: 'Check your email',
  roleAlreadyChosen: 'Your account already has a profile.',
  roleAlreadySet: 'Your account already has a role.',
  // Said only to someone who gave the right password (or came back from Google): nobody else learns it.
  suspended: 'This account has been suspended. Please contact support.',
  googleNotConfigured: 'Google sign-in is not available here.',
  invalidChannelUrl: 'Please enter a valid YouTube channel URL',
  deleteConfirm: 'Type DELETE to confirm',
  emailNotVerified:
    'Please confirm your e-mail address first: open the link we e-mailed you. Reviewing pending videos, voting and sharing videos need a confirmed address.',
  voteNeedsChild:
    'Add a child profile before voting: votes count only from parents with at least one child profile.',
  verificationSent: 'We sent a new confirmation link. Please check your e-mail.',
  emailVerified: 'Your e-mail address is confirmed. Thank you!',
  verificationLinkInvalid: 'This confirmation link has expired or is not valid. Ask for a new one below.',
} as const;
