// Invitation tokens: 32 random bytes in the link, only their sha256 in the database.
import { createHash, randomBytes } from 'node:crypto';

export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The link in the invitation e-mail: the register page, which checks the token and prefills the address. */
export function invitationUrl(publicUrl: string, token: string): string {
  const url = new URL('/register', publicUrl);
  url.searchParams.set('invite', token);
  return url.toString();
}
