// The client address as the view cap sees it, and the only form in which it is stored: a keyed hash (decision 008).
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { resolveAuthSecret } from '#server/auth';
import type { Env } from '#server/env';

/**
 * One bucket per client: an IPv4 address (IPv4-mapped IPv6 included) as is, an IPv6 address by its /64, since one
 * household or phone is handed a whole /64 and could otherwise rotate through it. Anything else (no socket) as is.
 */
export function addressBucket(address: string): string {
  const plain = address.trim().toLowerCase().split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(plain)) return plain;
  if (isIPv6(plain)) return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`;
  return plain;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" and a dotted IPv4 tail expanded. */
function ipv6Groups(address: string): string[] {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}

/**
 * A key of its own, derived from the auth secret, so the hashes cannot be recomputed without the server's secret.
 * Derived once at start-up and held in AppDeps.
 */
export function viewAddressKey(env: Env): Buffer {
  return createHmac('sha256', resolveAuthSecret(env)).update('qamar-kids:view-address:v1').digest();
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The key of the hashed client addresses that cap counted views (engagement). */
    viewAddressKey: Buffer;
  }
}

/**
 * HMAC-SHA-256 of (content id, address bucket), 128 bits: the same address gets a different hash on every video,
 * so the stored hashes do not link one household's views across videos.
 */
export function viewAddressHash(key: Buffer, contentId: string, address: string): string {
  return createHmac('sha256', key)
    .update(`${contentId}\n${addressBucket(address)}`)
    .digest('base64url')
    .slice(0, 22);
}
