// Autoplay counted by the server: the next video offered to a device is the only one autoplay may start there, the
// videos it starts in a row are counted per child across devices, a video the child chose starts the run again, and
// one past the parent's number is refused, also when several devices ask at the same moment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { childSessions } from '#server/db/schema/children';
import { childAutoplayRuns } from '#server/db/schema/screen-time';
import { parentProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { fireTogether, statusCounts } from '#server/test/parallel';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import { errorMessage, yearsAgo } from '#server/test/test-values';
import type { VideoStart } from '#shared/child-mode';
import type { Child } from '#shared/children.schema';

let t: TestApp;
let parent: Caller;
let otherParent: Caller;
let creator: Caller;
let child: Child;
let otherChild: Child;
const videos: string[] = [];
let grownUpVideo: string;

type Device = { cookie: string; name: string };

async function startDevice(owner: Caller, who: Child, name: string): Promise<Device> {
  const response = await owner.request('/api/child-sessions', {
    json: { childId: who.id, timeZone: 'Europe/London' },
    headers: { 'x-device-id': `device-${name}-0001` },
  });
  if (response.status !== 201) throw new Error(`start failed ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('qk_child='));
  return { cookie: cookie ?? '', name };
}

const as = (device: Device, path: string, json?: unknown) =>
  jsonRequest(t.app, path, { cookie: device.cookie, ...(json !== undefined ? { json } : {}) });

/** The video `…/next` offers this device after `id`. */
async function nextOf(device: Device, id: string): Promise<string> {
  const response = await as(device, `/api/child/content/${id}/next`);
  expect(response.status).toBe(200);
  const { id: next } = (await response.json()) as { id: string | null };
  if (!next) throw new Error('no next video');
  return next;
}

const start = (device: Device, id: string, autoplay: boolean) =>
  as(device, `/api/child/content/${id}/start`, { autoplay });

async function autoplayNext(device: Device, after: string) {
  const next = await nextOf(device, after);
  return { next, response: await start(device, next, true) };
}

async function setAutoplay(autoplayVideos: number) {
  const response = await parent.request(`/api/children/${child.id}`, {
    method: 'PATCH',
    json: { autoplayVideos },
  });
  expect(response.status).toBe(200);
}

async function runOf(childId: string): Promise<number | undefined> {
  const [row] = await t.db.select().from(childAutoplayRuns).where(eq(childAutoplayRuns.childId, childId));
  return row?.videos;
}

let phone: Device;
let tablet: Device;
let television: Device;
let otherDevice: Device;

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  otherParent = await signUpAs(t.app, t.db, 'parent');
  creator = await signUpAs(t.app, t.db, 'creator');
  // Premium: up to 3 devices in child mode at once.
  await t.db
    .update(parentProfiles)
    .set({ subscriptionTier: 'Premium' })
    .where(eq(parentProfiles.userId, parent.userId));
  child = (await (
    await parent.request('/api/children', { json: { name: 'Amina', dateOfBirth: yearsAgo(7) } })
  ).json()) as Child;
  otherChild = (await (
    await otherParent.request('/api/children', { json: { name: 'Yusuf', dateOfBirth: yearsAgo(7) } })
  ).json()) as Child;
  for (let index = 0; index < 6; index += 1) {
    videos.push((await insertContent(t.db, { title: `Story ${index}`, ageRange: 1, contentRating: 'G' })).id);
  }
  grownUpVideo = (await insertContent(t.db, { title: 'For grown-ups', ageRange: 4 })).id;
  phone = await startDevice(parent, child, 'phone');
  tablet = await startDevice(parent, child, 'tablet');
  television = await startDevice(parent, child, 'television');
  otherDevice = await startDevice(otherParent, otherChild, 'other-family');
});

beforeEach(async () => {
  await t.db.delete(childAutoplayRuns);
  await t.db.update(childSessions).set({ nextOfferedId: null });
  await setAutoplay(0);
});

afterAll(async () => {
  await t.close();
});

describe('autoplay on the server', () => {
  it('is refused while the parent has not turned it on (the default); a chosen video starts', async () => {
    const first = videos[0] ?? '';
    const chosen = await start(phone, first, false);
    expect(chosen.status).toBe(200);
    expect(await chosen.json()).toEqual({ autoplay: { inARow: 0, limit: 0 } });
    const { response } = await autoplayNext(phone, first);
    expect(response.status).toBe(403);
    expect(await errorMessage(response)).toBe('Autoplay is turned off. Choose what to watch next!');
    expect(await runOf(child.id)).toBe(0);
  });

  it("plays the parent's number in a row, refuses one more, and starts again after a video the child chose", async () => {
    await setAutoplay(2);
    const first = videos[0] ?? '';
    expect((await start(phone, first, false)).status).toBe(200);
    const one = await autoplayNext(phone, first);
    expect(one.response.status).toBe(200);
    expect((await one.response.json()) as VideoStart).toEqual({ autoplay: { inARow: 1, limit: 2 } });
    const two = await autoplayNext(phone, one.next);
    expect(((await two.response.json()) as VideoStart).autoplay.inARow).toBe(2);
    const three = await autoplayNext(phone, two.next);
    expect(three.response.status).toBe(429);
    expect(await errorMessage(three.response)).toBe(
      "That's enough videos in a row for now. Choose what to watch next!",
    );
    expect(await runOf(child.id)).toBe(2);

    // A reloaded page or another tab cannot start the run again: only a video the child chose does.
    expect((await autoplayNext(phone, three.next)).response.status).toBe(429);
    expect((await start(phone, three.next, false)).status).toBe(200);
    expect(await runOf(child.id)).toBe(0);
    expect((await autoplayNext(phone, three.next)).response.status).toBe(200);
  });

  it('starts only the video it offered this device, once', async () => {
    await setAutoplay(5);
    const first = videos[0] ?? '';
    const offered = await nextOf(phone, first);
    const another = videos.find((id) => id !== offered && id !== first) ?? '';
    const wrong = await start(phone, another, true);
    expect(wrong.status).toBe(409);
    expect(await errorMessage(wrong)).toBe(
      'Autoplay can only start the video that comes next. Choose what to watch next!',
    );
    // Another device's offer is not this one's.
    expect((await start(tablet, offered, true)).status).toBe(409);
    expect((await start(phone, offered, true)).status).toBe(200);
    expect((await start(phone, offered, true)).status).toBe(409);
    expect(await runOf(child.id)).toBe(1);
  });

  it('counts the run across devices: a chosen video on one starts it again for all', async () => {
    await setAutoplay(2);
    const first = videos[0] ?? '';
    expect((await autoplayNext(phone, first)).response.status).toBe(200);
    expect((await autoplayNext(tablet, first)).response.status).toBe(200);
    expect((await autoplayNext(television, first)).response.status).toBe(429);
    expect((await start(tablet, first, false)).status).toBe(200);
    expect((await autoplayNext(television, first)).response.status).toBe(200);
  });

  it('never passes the number when devices autoplay at the same moment', async () => {
    await setAutoplay(2);
    const first = videos[0] ?? '';
    const devices = [phone, tablet, television];
    const offers = await Promise.all(devices.map((device) => nextOf(device, first)));
    const answers = await fireTogether(devices.length, (index) =>
      start(devices[index] as Device, offers[index] ?? '', true),
    );
    expect(statusCounts(answers)).toEqual({ 200: 2, 429: 1 });
    expect(await runOf(child.id)).toBe(2);

    // One device's one offer, started many times at once: one start.
    await start(phone, first, false);
    const offer = await nextOf(phone, first);
    const repeated = await fireTogether(5, () => start(phone, offer, true));
    expect(statusCounts(repeated)).toEqual({ 200: 1, 409: 4 });
    expect(await runOf(child.id)).toBe(1);
  });

  it('refuses bad input with its message and changes nothing', async () => {
    await setAutoplay(2);
    const first = videos[0] ?? '';
    const offer = await nextOf(phone, first);
    const bad = await as(phone, `/api/child/content/${offer}/start`, { autoplay: 'yes' });
    expect(bad.status).toBe(400);
    expect(await errorMessage(bad)).toBe('Say whether autoplay started this video (true or false)');
    const notJson = await t.app.request(`/api/child/content/${offer}/start`, {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, Cookie: phone.cookie, 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(notJson.status).toBe(400);
    expect((await start(phone, 'not-a-uuid', true)).status).toBe(404);
    expect((await start(phone, '00000000-0000-4000-8000-000000000000', true)).status).toBe(404);
    // A video outside the child's band is refused as on every child route.
    const grownUp = await start(phone, grownUpVideo, false);
    expect(grownUp.status).toBe(403);
    expect(await errorMessage(grownUp)).toBe('This content is not appropriate for your age');
    expect(await runOf(child.id)).toBeUndefined();
    // The offer is still there: nothing above took it.
    expect((await start(phone, offer, true)).status).toBe(200);
  });

  it('is for the child credential only, and one family never touches another child’s run', async () => {
    await setAutoplay(2);
    const first = videos[0] ?? '';
    const path = `/api/child/content/${first}/start`;
    expect((await jsonRequest(t.app, path, { json: { autoplay: false } })).status).toBe(401);
    expect([401, 403]).toContain((await parent.request(path, { json: { autoplay: false } })).status);
    expect([401, 403]).toContain((await creator.request(path, { json: { autoplay: true } })).status);

    const offer = await nextOf(phone, first);
    // Another family's device cannot start this device's offer, nor set this child's run back.
    expect((await start(otherDevice, offer, true)).status).toBe(403);
    expect((await start(phone, offer, true)).status).toBe(200);
    expect((await start(otherDevice, first, false)).status).toBe(200);
    expect(await runOf(child.id)).toBe(1);
    expect(await runOf(otherChild.id)).toBe(0);
  });
});
