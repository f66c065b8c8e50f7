// Who is calling, resolved once per request and kept in its context: nobody we know, a signed-in user (with their
// role and whether their e-mail address is verified), or a device in child mode (its session and content policy).
import type { Context } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import type { ChildContentPolicy } from '#shared/child-content-policy';
import type { UserRole } from '#shared/domain';
import type { ChildSessionContext } from './child-caller.repo';
import { childSessionFrom, policyFor } from './child-guard';
import { currentUser, isEmailVerified, type SessionUser } from './session';

export type Caller =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: SessionUser; role: UserRole; verified: boolean }
  | { kind: 'child'; session: ChildSessionContext; policy: ChildContentPolicy };

/**
 * The caller of this request. A signed-in session wins over a child credential (a parent's session is parked while
 * the device is in child mode, so both at once means the parent signed in again); an ended child session is no
 * child credential.
 */
export async function callerOf(c: Context<AppEnv>): Promise<Caller> {
  const cached = c.get('caller');
  if (cached) return cached;
  let caller: Caller = { kind: 'anonymous' };
  const user = await currentUser(c);
  if (user) {
    const verified = await isEmailVerified(c.get('deps').db, user.id);
    caller = { kind: 'user', user, role: user.role, verified };
  } else {
    const child = await childSessionFrom(c);
    if (child && child.session.sessionStatus !== 'ended') {
      caller = { kind: 'child', session: child, policy: policyFor(child) };
    }
  }
  c.set('caller', caller);
  return caller;
}
