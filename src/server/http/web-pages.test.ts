import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { yearsAgo } from '#server/test/test-values';
import type { ChildSessionInfo } from '#shared/child-mode';
import type { Child } from '#shared/children.schema';
import { COOKIES } from '#shared/client-storage';
import type { PageContext } from '#shared/page-context';
import { childSessionOnce } from './web-pages';

let t: TestApp;
let parent: Caller;
let childCookie: string;

/** The API as a page calls it with this device's cookie, counting the reads of each path. */
function countingApi(cookie: string) {
  const reads = new Map<string, number>();
  const api: PageContext['api'] = (path, init) => {
    reads.set(path, (reads.get(path) ?? 0) + 1);
    return jsonRequest(t.app, path, { cookie, ...(init?.method ? { method: init.method } : {}) });
  };
  return { api, reads };
}

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  const created = await parent.request('/api/children', {
    json: { name: 'Yusuf', dateOfBirth: yearsAgo(6) },
  });
  const child = (await created.json()) as Child;
  const changed = await parent.request(`/api/children/${child.id}`, {
    method: 'PATCH',
    json: { interfaceLanguage: 'ar' },
  });
  expect(changed.status).toBe(200);
  const started = await parent.request('/api/child-sessions', {
    json: { childId: child.id, deviceInfo: { screen_size: '412x915', platform: 'Linux' }, timeZone: 'UTC' },
    headers: { 'x-device-id': 'device-page-0001' },
  });
  expect(started.status).toBe(201);
  const credential = started.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${COOKIES.child}=`));
  childCookie = credential ?? '';
});

afterAll(async () => {
  await t.close();
});

describe('a child page reads the child session once', () => {
  it('takes the language the parent chose from the read the loader then gets, and reads afresh after that', async () => {
    const { api, reads } = countingApi(childCookie);
    const child = await childSessionOnce(api);
    expect(child.locale).toBe('ar');

    const forLoader = await child.api('/api/child/session');
    expect(forLoader.status).toBe(200);
    expect(((await forLoader.json()) as ChildSessionInfo).child.name).toBe('Yusuf');
    expect(reads.get('/api/child/session')).toBe(1);

    // Anything else, and a second read of the session, is the API's own answer.
    expect((await child.api('/api/child/session')).status).toBe(200);
    expect(reads.get('/api/child/session')).toBe(2);
  });

  it('a device whose credential is not valid gets the device language and the same refusal, once', async () => {
    const { api, reads } = countingApi(`${COOKIES.child}=made-up-token`);
    const child = await childSessionOnce(api);
    expect(child.locale).toBeUndefined();
    expect((await child.api('/api/child/session')).status).toBe(401);
    expect(reads.get('/api/child/session')).toBe(1);
  });
});
