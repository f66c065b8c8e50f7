// The typed context every route sees: dependencies are passed in, never imported as globals, so tests build their own.
import type { Context } from 'hono';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { SessionUser } from './session';

export type AppDeps = {
  db: Database;
  env: Env;
  logger: Logger;
  mailer: Mailer;
  auth: Auth;
  /** The background job queue; absent in tests that do not start it. */
  jobs?: JobQueue;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    deps: AppDeps;
    /** undefined until resolved; null when signed out. */
    sessionUser: SessionUser | null | undefined;
  };
};

/** A logger whose lines carry this request's id (made on demand: most requests log nothing but their access line). */
export function requestLog(c: Context<AppEnv>): Logger {
  return c.get('deps').logger.child({ requestId: c.get('requestId') });
}
