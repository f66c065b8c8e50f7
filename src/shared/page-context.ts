// What the server hands each page it renders (React Router's load context, decision 030-w): the Hono app builds it
// per request (server/http/web-pages.ts) and the web's route loaders and server entry read it.

import { COOKIES } from './client-storage';
import type { Locale } from './locales';

export type PageContext = {
  /** Answers an /api request in-process as this request's caller (its cookies): the same guards and JSON. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
  /** The interface language for this request: the locale cookie, then Accept-Language, then English. */
  locale: Locale;
  /** The test pseudo-locale is on for this device (its cookie). */
  pseudo: boolean;
  /** The nonce of this response's Content-Security-Policy, for the framework's inline scripts. */
  nonce: string;
};

/** The cookie that turns the test pseudo-locale on for a device (lib/i18n/pseudo.ts). */
export const PSEUDO_COOKIE = COOKIES.pseudo;
