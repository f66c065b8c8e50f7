import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyFor } from '#server/access';
import { sessionOfDeletedChild } from '#server/test/deleted-child';
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

const contextOfDeletedChild = () => sessionOfDeletedChild(t);

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
