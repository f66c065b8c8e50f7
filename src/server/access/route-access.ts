// Who may call a route, stated once where the route is registered: `access({ audience: 'admin' })` is the route's
// first handler. The same object is the guard (it refuses callers outside the audience) and the declaration the
// authorization probe reads (`declaredRoutes`), so the table the probe walks is generated from the router itself.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '#server/http/app-env';
import { AppError } from '#server/http/app-error';
import { ACCOUNT_MESSAGES } from '#shared/accounts.schema';
import { CHILD_COOKIE, CHILD_MODE_MESSAGES } from '#shared/child-mode';
import type { UserRole } from '#shared/domain';
import type { MessageKey } from '#shared/message-key';
import { MESSAGES } from '#shared/messages';
import { callerOf } from './caller';
import { childSessionFrom } from './child-guard';
import { currentUser, type SessionUser } from './session';

/**
 * - `public`: anyone, the child credential included (health, site facts, sign-in, public profiles, avatars).
 * - `publicCatalog`: follows the feed_visibility setting: anyone while it is public, signed-in users while it is
 *   private (anonymous → 401); a device in child mode is refused (403: it reads the catalog through /api/child/*).
 * - `catalogMedia`: images of catalog items; like `publicCatalog`, but the child credential may load them too (the
 *   child feed shows them).
 * - `signedIn`: any signed-in user (parent, creator, admin); anonymous → 401, the child credential → 401/403.
 * - `parent`, `creator`, `admin`: that role only; another role → 403.
 * - `child`: only the child credential (a parent's session is no credential there: 401/403).
 * - `betterAuth`: better-auth's mount; its own endpoints are declared in BETTER_AUTH_ACCESS below.
 */
export type Audience =
  | 'public'
  | 'publicCatalog'
  | 'catalogMedia'
  | 'signedIn'
  | 'parent'
  | 'creator'
  | 'admin'
  /** Creators and admins (video uploads); parents → 403. */
  | 'uploader'
  | 'child'
  | 'betterAuth';

/** Objects that belong to one caller: someone else's answers 403 or 404 and never shows the object. */
export type OwnedKind = 'child' | 'childSession' | 'comment' | 'timeRequest' | 'collection';

/** What a path parameter names when no single caller owns it (so the probe can fill it with a real object). */
export type ParamKind =
  | 'publishedContent'
  | 'pendingContent'
  | 'contentThumbnail'
  | 'creatorUser'
  | 'report'
  | 'screeningTerm';

/** What a route declares: its audience, and what the probe needs to know about its path's objects. */
export type RouteAccess = {
  audience: Audience;
  /** The path's `:id` is an object of this kind, owned by one caller (admins act on any when `adminAnyObject`). */
  owns?: OwnedKind;
  /** Admins may act on anyone's object of the `owns` kind (e.g. removing any comment). */
  adminAnyObject?: true;
  /** The path's parameter names an object of this kind (not owned by a caller). */
  param?: ParamKind;
  /** Only for callers whose e-mail address is verified (unverified → 403). */
  verified?: true;
  /** A successful call ends or deletes the caller's own account or session: the probe uses a throw-away caller. */
  destructive?: true;
  /** The 401 message where the spec gives the route its own (e.g. "sign in to submit"). */
  signInMessage?: MessageKey;
  /** The 403 message for a signed-in caller of another role, where the spec gives the route its own. */
  forbiddenMessage?: MessageKey;
};

const DECLARATION = Symbol('route access');

/** A route's guard that also carries its declaration. */
type AccessGuard = MiddlewareHandler<AppEnv> & { [DECLARATION]: RouteAccess };

const ROLE_AUDIENCES: Partial<Record<Audience, readonly UserRole[]>> = {
  parent: ['parent'],
  creator: ['creator'],
  admin: ['admin'],
  uploader: ['creator', 'admin'],
};

/** A signed-in user, or 401; a device in child mode is a known caller who may not be here, so admin routes say 403. */
async function signedInFor(c: Context<AppEnv>, declared: RouteAccess): Promise<SessionUser> {
  const user = await currentUser(c);
  if (user) return user;
  if (declared.audience === 'admin' && getCookie(c, CHILD_COOKIE)) {
    throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
  }
  throw new AppError('NOT_AUTHENTICATED', declared.signInMessage ?? MESSAGES.notAuthenticated);
}

/**
 * Refuses callers outside the declared audience. The catalog audiences (`publicCatalog`, `catalogMedia`) follow the
 * feed_visibility setting and the child's policy, which the catalog's own door checks (feed, media); `public` and
 * better-auth's mount let everyone through. Objects (`owns`, `param`) are the services' to check: only they know
 * whose a row is.
 */
async function enforce(c: Context<AppEnv>, declared: RouteAccess): Promise<void> {
  const { audience } = declared;
  if (audience === 'child') {
    // A credential that names a session, whatever its status: leaving child mode works after the session ended or
    // timed out (the parent still answers the exit gate), and each child route decides what an ended one may do.
    if (!(await childSessionFrom(c))) {
      throw new AppError('NOT_AUTHENTICATED', CHILD_MODE_MESSAGES.noChildSession);
    }
    return;
  }
  if (audience !== 'signedIn' && !ROLE_AUDIENCES[audience]) return;
  const user = await signedInFor(c, declared);
  const roles = ROLE_AUDIENCES[audience];
  if (roles && !roles.includes(user.role)) {
    throw new AppError('FORBIDDEN', declared.forbiddenMessage ?? MESSAGES.accessDenied);
  }
  if (declared.verified) {
    const caller = await callerOf(c);
    if (caller.kind === 'user' && !caller.verified) {
      throw new AppError('EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified);
    }
  }
}

/** The route's declaration and guard: `router.get('/admin/things', access({ audience: 'admin' }), handler)`. */
export function access(declared: RouteAccess): AccessGuard {
  const guard: MiddlewareHandler<AppEnv> = async (c, next) => {
    await enforce(c, declared);
    await next();
  };
  return Object.assign(guard, { [DECLARATION]: declared });
}

/** Hono keeps the original handler of a router mounted with its own error handler under this key. */
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

function declarationOf(handler: unknown): RouteAccess | undefined {
  if (typeof handler !== 'function') return undefined;
  const own = (handler as Partial<AccessGuard>)[DECLARATION];
  if (own) return own;
  const inner = (handler as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  return inner ? declarationOf(inner) : undefined;
}

export type DeclaredRoute = { key: string; method: string; path: string; access: RouteAccess | undefined };

/**
 * Every route an app registers (`METHOD path`, as Hono registers it) with the declaration among its handlers;
 * `access` is undefined for a route that declares none. `ALL` entries are middleware and catch-alls, not routes.
 */
export function declaredRoutes(app: {
  routes: readonly { method: string; path: string; handler: unknown }[];
}): DeclaredRoute[] {
  const byKey = new Map<string, DeclaredRoute>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    const known = byKey.get(key) ?? { key, method: route.method, path: route.path, access: undefined };
    known.access ??= declarationOf(route.handler);
    byKey.set(key, known);
  }
  return [...byKey.values()];
}
