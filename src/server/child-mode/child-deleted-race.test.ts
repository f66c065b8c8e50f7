// A child deleted by the parent while the child's device is mid-request (found by the generated bad requests: the
// device's view report then failed on a foreign key and answered 500). The request's session was read before
// the delete; the write must see that the child is gone and answer 401 like a closed session, not 500.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildSessionContext, findSessionByTokenHash, hashChildToken, policyFor } from '#server/access';
import { children } from '#server/db/schema/children';
import { signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { startVideo } from './autoplay.service';
import { recordChildView } from './child-content.service';
import { recordHeartbeat } from './screen-time.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A child in child mode, its session as the request read it, then the child deleted behind its back. */
async function contextOfDeletedChild(): Promise<ChildSessionContext> {
  const parent = await signUpAs(t.app, t.db, 'parent');
  const created = await parent.request('/api/children', {
    json: { name: 'Yusuf', dateOfBirth: '2018-02-03' },
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
  return context;
}

describe('a child deleted while its device is in the middle of a request', () => {
  it('a view report answers 401 (no child session), not a database error', async () => {
    const item = await insertContent(t.db, { ageRange: 1, publishedAt: new Date() });
    const context = await contextOfDeletedChild();
    await expect(recordChildView(t.db, context, policyFor(context), item.id, null)).rejects.toMatchObject({
      code: 'NOT_AUTHENTICATED',
    });
  });

  it('a heartbeat answers 401 (no child session), not a database error', async () => {
    const context = await contextOfDeletedChild();
    await expect(
      recordHeartbeat(t.db, context, {}, new Date(Date.now() + 60_000), t.deps.childTime),
    ).rejects.toMatchObject({
      code: 'NOT_AUTHENTICATED',
    });
  });

  it("a video's start answers 401 (no child session), not a database error", async () => {
    const item = await insertContent(t.db, { ageRange: 1, publishedAt: new Date() });
    const context = await contextOfDeletedChild();
    await expect(startVideo(t.db, context, item.id, false, new Date())).rejects.toMatchObject({
      code: 'NOT_AUTHENTICATED',
    });
  });
});
