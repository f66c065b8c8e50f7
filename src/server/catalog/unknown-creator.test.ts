// An item without a creator profile carries the shared fallback name (UNKNOWN_CREATOR_NAME, English by contract):
// the web shows it in the viewer's language through messageText().
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from '#server/test/auth-helpers';
import { insertContent, setFeedPublic } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { UNKNOWN_CREATOR_NAME } from '#shared/fallback-names';
import type { ContentDetail } from '#shared/feed.schema';

let t: TestApp;
let id = '';

beforeAll(async () => {
  t = await createTestApp();
  await setFeedPublic(t.deps, true);
  id = (await insertContent(t.db, { title: 'A video nobody claimed' })).id;
});

afterAll(async () => {
  await t.close();
});

describe('the fallback creator name', () => {
  it('is the shared constant on the video page answer, with initials drawn from it', async () => {
    const response = await jsonRequest(t.app, `/api/content/${id}`);
    expect(response.status).toBe(200);
    const video = (await response.json()) as ContentDetail;
    expect(video.creator.name).toBe(UNKNOWN_CREATOR_NAME);
    expect(video.creator.avatarUrl).toBe(
      `/api/media/avatar.svg?name=${encodeURIComponent(UNKNOWN_CREATOR_NAME)}`,
    );
  });
});
