// The access layer's surface: who is calling (anonymous, a user, a child device), the guards, the route
// declarations the probe's table is generated from, audit recording and id validation. A platform module: it
// imports no feature, and every feature that says who may call it imports this.
export { recordAudit } from './audit.repo';
export { callerOf } from './caller';
export {
  type ChildSessionContext,
  findSessionByTokenHash,
  markSessionTimedOut,
} from './child-caller.repo';
export { hashChildToken } from './child-credential';
export {
  childSessionFrom,
  policyFor,
  requireActiveChild,
  timeZoneOf,
} from './child-guard';
export type { ChildTimeCheck, ChildTimeSource, TimeSubject } from './child-time';
export {
  type Audience,
  access,
  type DeclaredRoute,
  declaredRoutes,
  type RouteAccess,
} from './route-access';
export {
  currentUser,
  isEmailVerified,
  requireUserFrom,
  requireVerifiedEmail,
  type SessionUser,
} from './session';
export { assertUuid, uuidParams } from './uuid-param';
