// The typed context every route sees: dependencies are passed in, never imported as globals, so tests build their own.
import type { Context } from 'hono';
import type { Caller } from '#server/access/caller';
import type { ChildSessionContext } from '#server/access/child-caller.repo';
import type { ChildTimeInputsSource, ChildTimeSource } from '#server/access/child-time';
import type { SessionUser } from '#server/access/session';
import type { Database } from '#server/db/client';
import type { Env } from '#server/env';
import type { Logger } from '#server/logger';
import type { Mailer } from '#server/mail/mailer';

/** A cookie the authentication library sets: its name and the attributes it is set with. */
type AuthCookie = { name: string; attributes: { path?: string; secure?: boolean; maxAge?: number } };

/** The user record behind a session, with our additional fields (better-auth's `user.additionalFields`). */
export type AuthSessionRecord = {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  role?: string;
  suspendedAt?: Date | string | null;
};

/**
 * What the app uses of its authentication library (better-auth, configured in the auth feature). Declared here,
 * structurally, because the context every route sees is a shared module and must not import a feature: the
 * composition root hands in `createAuth(...)`, and auth/auth.ts checks at compile time that it conforms.
 */
export type AuthService = {
  /** Answers a request to one of its endpoints (mounted by the auth feature under /api/auth). */
  handler: (request: Request) => Promise<Response>;
  api: {
    /** The session a request's cookies carry: `{ user: AuthSessionRecord, … }` or null (overloaded upstream). */
    getSession: (context: { headers: Headers }) => Promise<unknown>;
  };
  $context: Promise<{
    password: {
      hash: (password: string) => Promise<string>;
      verify: (input: { hash: string; password: string }) => Promise<boolean>;
    };
    authCookies: { sessionToken: AuthCookie; sessionData: AuthCookie; dontRememberToken: AuthCookie };
  }>;
};

/**
 * Everything long-lived the app uses, created once at start-up (`src/server/app-deps.ts`), closed on shutdown, and
 * built afresh by each test app: nothing long-lived is a module-level singleton. The platform's part is declared
 * here; each feature that owns a long-lived resource (a cache, a LISTEN connection, a client) adds its field to this
 * interface beside the resource's code (`declare module '#server/http/app-env'`), so this shared module names no
 * feature, and the composition root cannot forget one: its object must have every field.
 */
export interface AppDeps {
  db: Database;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  auth: AuthService;
  /**
   * The server's clock: everything time-based in child mode (the guard, heartbeats, sessions, the sweep, the time
   * rules) reads `now` here, so tests can move time (midnight, a DST change, a week) without waiting.
   */
  clock: () => Date;
  /** What child mode may do now for a session (child-mode's time rules), asked by the child guard. */
  childTime: ChildTimeSource;
  /**
   * The time rules' inputs for one child at an instant (child-mode's), for the more-time feature: extra time given
   * while bedtime or a pause keeps child mode closed opens it, and the parent's answer buttons say so.
   */
  childTimeInputs: ChildTimeInputsSource;
  /**
   * How long an administrator's session lasts from sign-in, in hours (Settings → Security). Handed in by
   * the composition root from the site-settings feature; the session guard ends older admin sessions.
   */
  adminSessionHours?: () => Promise<number>;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
    /** undefined until resolved; null when signed out. */
    sessionUser: SessionUser | null | undefined;
    /** The child session behind the child credential: undefined until resolved; null when there is none. */
    childSession: ChildSessionContext | null | undefined;
    /** Who is calling (access/caller.ts): undefined until resolved. */
    caller: Caller | undefined;
  };
};

/** A logger whose lines carry this request's id (made on demand: most requests log nothing but their access line). */
export function requestLog(c: Context<AppEnv>): Logger {
  return c.get('deps').logger.child({ requestId: c.get('requestId') });
}
