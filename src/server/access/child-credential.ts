// The child credential: an httpOnly cookie holding a random token, of which only the hash is stored. Reading it is
// access's; handing it out and taking it back (entering and leaving child mode) is the child-mode feature's.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '#server/http/app-env';
import { CHILD_COOKIE } from '#shared/child-mode';

export { CHILD_COOKIE };

export function hashChildToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function childTokenFrom(c: Context<AppEnv>): string | undefined {
  const token = getCookie(c, CHILD_COOKIE);
  return token && token.length <= 128 ? token : undefined;
}
