// The accounts' messages (the spec's text), apart from the schemas: the web's first screen shows some of them and
// must not load zod for that (the 170 KB budget for /feed).
/** The reason code of a suspended account's refused sign-in (also in the sign-in page's URL after Google). */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';

export const ACCOUNT_MESSAGES = {
  fullNameRequired: 'fullNameRequired',
  emailRequired: 'emailRequired',
  emailInvalid: 'enterValidEmailAddress',
  passwordRequired: 'passwordRequired',
  passwordTooShort: 'passwordLeast8Characters',
  profileNotFound: 'profileNotFoundTitle',
  noProfile: 'noProfileFound',
  roleAlreadyChosen: 'accountAlreadyProfile',
  roleAlreadySet: 'accountAlreadyRole',
  // Said only to someone who gave the right password (or came back from Google): nobody else learns it.
  suspended: 'accountBeenSuspendedContactSupport',
  invalidChannelUrl: 'enterValidYoutubeChannelUrl',
  deleteConfirm: 'typeDeleteConfirm',
  emailNotVerified: 'confirmEmailAddressFirstOpen',
  voteNeedsChild: 'addChildProfileBeforeVoting',
} as const;
