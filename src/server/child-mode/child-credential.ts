// Handing out and taking back the child credential (reading it is access/child-credential.ts) and the parked
// parent session: while a device is in child mode the parent's better-auth cookie is moved into a cookie that
// only the exit endpoint reads, so the browser has no parent session a child could use.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { hashChildToken } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { CHILD_COOKIE } from '#shared/child-mode';
import { COOKIES } from '#shared/client-storage';

export const PARKED_SESSION_COOKIE = COOKIES.parkedSession;
/** The parked cookie travels only with child-mode requests (exit restores it). */
const PARKED_PATH = '/api/child';
const THIRTY_DAYS = 60 * 60 * 24 * 30;

export function newChildToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashChildToken(token) };
}

function secure(c: Context<AppEnv>): boolean {
  return c.get('deps').env.publicUrl.startsWith('https:');
}

async function authCookies(c: Context<AppEnv>) {
  return (await c.get('deps').auth.$context).authCookies;
}

/** Gives the device its child credential and moves the parent's session cookie out of reach. */
export async function enterChildMode(c: Context<AppEnv>, childToken: string): Promise<void> {
  const cookies = await authCookies(c);
  const parentSession = getCookie(c, cookies.sessionToken.name);
  setCookie(c, CHILD_COOKIE, childToken, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secure(c),
    maxAge: THIRTY_DAYS,
  });
  if (parentSession) {
    setCookie(c, PARKED_SESSION_COOKIE, parentSession, {
      path: PARKED_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure: secure(c),
      maxAge: THIRTY_DAYS,
    });
  }
  for (const cookie of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken]) {
    deleteCookie(c, cookie.name, { path: cookie.attributes.path ?? '/', secure: cookie.attributes.secure });
  }
}

/** Ends child mode on this device: the child credential goes, the parked parent session comes back. */
export async function leaveChildMode(c: Context<AppEnv>): Promise<{ parentRestored: boolean }> {
  const cookies = await authCookies(c);
  const parked = getCookie(c, PARKED_SESSION_COOKIE);
  deleteCookie(c, CHILD_COOKIE, { path: '/', secure: secure(c) });
  deleteCookie(c, PARKED_SESSION_COOKIE, { path: PARKED_PATH, secure: secure(c) });
  if (!parked) return { parentRestored: false };
  const { attributes } = cookies.sessionToken;
  setCookie(c, cookies.sessionToken.name, parked, {
    path: attributes.path ?? '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: attributes.secure,
    maxAge: attributes.maxAge ?? THIRTY_DAYS,
  });
  return { parentRestored: true };
}
