// The auth feature's public surface: who is signed in, for the other features. Everything else here is private.
export { refreshMe, SIGNED_IN_HINT_KEY, useMe } from './api/get-me';
