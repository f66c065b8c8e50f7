// A second node on local upload staging is refused when it shares the database with a node on another machine or
// data folder (decision 031-u); nodes on the same machine and folder run together; nodes starting together are
// served one after the other.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/logger';
import { fireTogether } from '#server/test/parallel';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { holdLocalStaging, type LocalStagingClaim, LocalStagingInUseError } from './local-staging';

let t: TestApp;
let dirs: string[];
const logger = createLogger('silent');

beforeAll(async () => {
  t = await createTestApp();
  dirs = await Promise.all([1, 2, 3].map(() => mkdtemp(path.join(os.tmpdir(), 'qk-node-'))));
}, 60_000);

afterAll(async () => {
  await t?.close();
  for (const dir of dirs ?? []) await rm(dir, { recursive: true, force: true });
});

const hold = (dataDir: string, host: string) =>
  holdLocalStaging({ databaseUrl: t.env.DATABASE_URL as string, dataDir, logger, host });

describe('local upload staging on a shared database', () => {
  it('refuses a node of another machine or folder with a clear error, and lets it start once the first stops', async () => {
    const first = await hold(dirs[0] as string, 'machine-a');
    const otherMachine = hold(dirs[0] as string, 'machine-b');
    await expect(otherMachine).rejects.toBeInstanceOf(LocalStagingInUseError);
    await expect(otherMachine).rejects.toThrow(/machine-a.*MEDIA_S3_BUCKET/s);
    await expect(hold(dirs[1] as string, 'machine-a')).rejects.toBeInstanceOf(LocalStagingInUseError);
    // A web and a worker process on the same machine and folder share the disk.
    const sameDisk = await hold(dirs[0] as string, 'machine-a');
    await first.release();
    await expect(hold(dirs[2] as string, 'machine-c')).rejects.toBeInstanceOf(LocalStagingInUseError);
    await sameDisk.release();
    const later = await hold(dirs[2] as string, 'machine-c');
    await later.release();
  });

  it('lets exactly one of several nodes starting together take the database', async () => {
    const outcomes = await fireTogether(4, (index) =>
      hold(dirs[index % 3] as string, `machine-${index}`).then(
        (claim) => claim,
        (error: unknown) => error,
      ),
    );
    const claims = outcomes.filter((outcome): outcome is LocalStagingClaim => !(outcome instanceof Error));
    expect(claims).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome instanceof LocalStagingInUseError)).toHaveLength(3);
    await Promise.all(claims.map((claim) => claim.release()));
  });
});
