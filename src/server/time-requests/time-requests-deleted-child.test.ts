// A child deleted by the parent while the child's device is asking for more time (found by the generated bad
// requests: the ask's insert failed on a foreign key and answered 500). The ask read its session before the delete;
// it must answer 401 like a closed session, and leave nothing behind.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeRequests } from '#server/db/schema/time-requests';
import { sessionOfDeletedChild } from '#server/test/deleted-child';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { askForTime } from './time-requests.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('a child deleted while its device asks for more time', () => {
  it('answers 401 (no child session), not a database error, and stores no request', async () => {
    const context = await sessionOfDeletedChild(t);
    const childId = context.child.id;

    await expect(askForTime(t.deps, context, 'time_up', new Date())).rejects.toMatchObject({
      code: 'NOT_AUTHENTICATED',
    });
    expect(await t.db.select().from(timeRequests).where(eq(timeRequests.childId, childId))).toEqual([]);
  });
});
