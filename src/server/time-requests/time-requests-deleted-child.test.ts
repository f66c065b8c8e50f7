// A child deleted by the parent while the child's device is asking for more time (found by the generated bad
// requests: the ask's insert failed on a foreign key and answered 500). The ask read its session before the delete;
// it must answer 401 like a closed session, and leave nothing behind.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSessionByTokenHash, hashChildToken } from '#server/access';
import { children } from '#server/db/schema/children';
import { timeRequests } from '#server/db/schema/time-requests';
import { signUpAs } from '#server/test/auth-helpers';
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
    const parent = await signUpAs(t.app, t.db, 'parent');
    const created = await parent.request('/api/children', {
      json: { name: 'Maryam', dateOfBirth: '2018-05-06' },
    });
    const { id: childId } = (await created.json()) as { id: string };
    const started = await parent.request('/api/child-sessions', { json: { childId } });
    expect(started.status).toBe(201);
    const token = started.headers
      .getSetCookie()
      .map((value) => value.split(';')[0] ?? '')
      .find((value) => value.startsWith('qk_child='))
      ?.slice('qk_child='.length);
    const context = await findSessionByTokenHash(t.db, hashChildToken(token ?? ''));
    if (!context) throw new Error('no child session');
    await t.db.delete(children).where(eq(children.id, childId));

    await expect(askForTime(t.deps, context, 'time_up', new Date())).rejects.toMatchObject({
      code: 'NOT_AUTHENTICATED',
    });
    expect(await t.db.select().from(timeRequests).where(eq(timeRequests.childId, childId))).toEqual([]);
  });
});
