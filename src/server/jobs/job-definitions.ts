// Every background job of the app, in one list. Add a feature's jobs here.
import type { JobDefinition } from './job-queue';

export const JOB_DEFINITIONS: readonly JobDefinition[] = [];
