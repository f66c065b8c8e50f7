// One node at a time on local upload staging (decision 031-u). Without a bucket, an upload in progress lives on the
// disk of the node that received it: a second node on another machine (or another data folder) on the same
// database would lose uploads whenever the load balancer sends the next PATCH there. What is detectable is exactly
// that: nodes sharing a database. Each node on local staging holds one connection named after its machine and
// staging folder for as long as it runs; a node with another name finds it and refuses to start. Nodes on the same
// machine and folder (a web and a worker process side by side) share the disk and may run together.
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '#server/logger';
import { claimLocalStaging } from './local-staging.repo';

export class LocalStagingInUseError extends Error {
  constructor(others: string[]) {
    super(
      `Another node (${others.join(', ')}) already keeps uploads in progress on its own disk with this database. ` +
        'Uploads begun on one node would be lost on the other: set MEDIA_S3_BUCKET on every node (uploads in ' +
        'progress then live in the bucket), or run a single node (README, "Running more than one node").',
    );
    this.name = 'LocalStagingInUseError';
  }
}

/** The machine and staging folder, short enough for a connection's name (the host is kept readable). */
export function stagingIdentity(dataDir: string, host = os.hostname()): string {
  let resolved = path.resolve(dataDir);
  try {
    resolved = realpathSync(dataDir);
  } catch {
    // A folder not made yet is named as written.
  }
  const hash = createHash('sha256').update(`${host}\0${resolved}`).digest('hex').slice(0, 12);
  return `${host.slice(0, 32)}#${hash}`;
}

export type LocalStagingClaim = { identity: string; release: () => Promise<void> };

/**
 * Holds this node's claim for as long as it runs (throws LocalStagingInUseError when another node holds one). A
 * lost connection loses the claim; it is taken again once the database answers (a node that started meanwhile is
 * then reported, as it can no longer be refused).
 */
export async function holdLocalStaging(options: {
  databaseUrl: string;
  dataDir: string;
  logger: Logger;
  host?: string;
}): Promise<LocalStagingClaim> {
  const identity = stagingIdentity(options.dataDir, options.host);
  let client: pg.Client | undefined;
  let released = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('error', (error) => {
      options.logger.warn({ reason: error.message }, 'the local staging claim lost its connection');
      void next.end().catch(() => {});
      if (!released) retry = setTimeout(reclaim, 5000);
    });
    await next.connect();
    try {
      const others = await claimLocalStaging(next, identity);
      if (others.length > 0) throw new LocalStagingInUseError(others);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  const reclaim = () => {
    connect().catch((error: unknown) => {
      if (error instanceof LocalStagingInUseError) options.logger.error(error.message);
      else if (!released) retry = setTimeout(reclaim, 5000);
    });
  };
  await connect();
  return {
    identity,
    release: async () => {
      released = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
