// The typed context every route sees: dependencies are passed in, never imported as globals, so tests build their own.
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { Logger } from '../logger';

export type AppDeps = { db: Database; env: Env; logger: Logger };

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    deps: AppDeps;
  };
};
