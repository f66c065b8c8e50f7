// User-visible messages quoted by the spec, reproduced verbatim.
export const MESSAGES = {
  videoNotFound: 'videoNotFound',
  notAuthenticated: 'notAuthenticated',
  accessDenied: 'accessDenied',
} as const;
