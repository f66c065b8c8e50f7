// Refuses passwords from a well-known leaked-password list (Mozilla's, shipped in an npm package; no network).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const list = require('fxa-common-password-list') as { test: (password: string) => boolean };

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and appears in lists of leaked passwords. Please choose another.';

export function isCommonPassword(password: string): boolean {
  return list.test(password) || list.test(password.toLowerCase());
}
