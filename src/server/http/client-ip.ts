// The caller's IP from the socket, or — only when TRUST_PROXY says we sit behind our own reverse proxy — the address
// that proxy appended to X-Forwarded-For (the last entry: everything before it came from the client and can be forged).
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

export function clientIp(c: Context<AppEnv>): string {
  if (c.get('deps').env.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests) have no socket.
    return 'unknown';
  }
}
