// Every name the app keeps on a device, in one place: the cookies the server and the web both read or set, and
// the browser's localStorage and sessionStorage keys. The modules that use them name them from here, so a key
// cannot drift between the server, the web, the browser tests and the bench.

/** Cookies: read by the server (the page it draws, the API's guards) and, where not httpOnly, by the web. */
export const COOKIES = {
  /** The interface language chosen on this device. */
  locale: 'qamar_locale',
  /** The test pseudo-locale is on for this device. */
  pseudo: 'qamar_pseudo',
  /** This device has made its cookie choice ('1', no other data). */
  consent: 'qk_consent',
  /** The child credential of child mode (httpOnly). */
  child: 'qk_child',
  /** The parent's session, parked while the device is in child mode (httpOnly). */
  parkedSession: 'qk_parked_session',
  /** A notice the server's redirect leaves for the next page ('not-appropriate'), read once (httpOnly). */
  notice: 'qamar_notice',
} as const;

/** localStorage keys: the device's own (they survive signing out) unless listed in ACCOUNT_STORAGE. */
export const LOCAL_STORAGE = {
  deviceId: 'device_id',
  cookieConsent: 'cookie_consent',
  signedInHint: 'qk:auth:signed-in',
  childSession: 'childSession',
  tvPrefs: 'qk:tv-prefs',
  sourceNoticeMinimized: 'minimize:sourceNotice',
  onboardingCompleted: 'onboarding_completed',
  connectionsSoundMuted: 'connectionsSoundMuted',
  connectionsLittleOnes: 'connectionsLittleOnes',
  gamesSoundMuted: 'gamesSoundMuted',
  mobileControlPosition: 'mobileControlPosition',
  showHijriDates: 'qamar.showHijriDates',
} as const;

/** sessionStorage keys: one visit's memory around signing in. */
export const SESSION_STORAGE = {
  returnTo: 'qk:returnTo',
  intendedRole: 'qk:intendedRole',
} as const;

/** The localStorage that belongs to the signed-in account, removed when signing out (better-auth's own too). */
export const ACCOUNT_STORAGE = {
  keys: [LOCAL_STORAGE.childSession] as readonly string[],
  prefixes: ['qk:auth:', 'better-auth'] as readonly string[],
};
