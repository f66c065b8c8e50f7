import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '#server/db/schema/children';
import { parentProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import type { Child } from '#shared/children.schema';

let t: TestApp;
let parent: Caller;
let otherParent: Caller;
let creator: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  [parent, otherParent, creator, admin] = [
    await signUpAs(t.app, t.db, 'parent'),
    await signUpAs(t.app, t.db, 'parent'),
    await signUpAs(t.app, t.db, 'creator'),
    await signUpAs(t.app, t.db, 'admin'),
  ];
  // Premium so the limit does not get in the way of the other tests.
  await t.db
    .update(parentProfiles)
    .set({ subscriptionTier: 'Premium' })
    .where(eq(parentProfiles.userId, parent.userId));
});

afterAll(async () => {
  await t.close();
});

const message = async (response: Response) => ((await response.json()) as ApiErrorBody).error.message;

function yearsAgo(years: number, extraDays = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + extraDays);
  return date.toISOString().slice(0, 10);
}

describe('POST /api/children', () => {
  it('adds a child with the default limit and restriction level', async () => {
    const response = await parent.request('/api/children', {
      json: { name: ' Amina ', dateOfBirth: yearsAgo(7) },
    });
    expect(response.status).toBe(201);
    const child = (await response.json()) as Child;
    expect(child).toMatchObject({
      name: 'Amina',
      ageBand: 2,
      screenTimeLimit: 120,
      restrictionLevel: 'moderate',
    });
  });

  it.each([
    [{ dateOfBirth: '2018-01-01' }, 'Name is required'],
    [{ name: '   ', dateOfBirth: '2018-01-01' }, 'Name is required'],
    [{ name: 'Bilal' }, 'Date of birth is required'],
    [{ name: 'Bilal', dateOfBirth: '' }, 'Date of birth is required'],
    [{ name: 'Bilal', dateOfBirth: yearsAgo(0, 2) }, 'Date of birth cannot be in the future'],
    [{ name: 'Bilal', dateOfBirth: yearsAgo(18) }, 'Child must be under 18 years old'],
    [{ name: 'Bilal', dateOfBirth: '2019-02-30' }, 'Please enter a valid date'],
  ])('rejects %o with "%s" and adds nothing', async (body, expected) => {
    const before = await t.db.select().from(children).where(eq(children.parentId, parent.userId));
    const response = await parent.request('/api/children', { json: body });
    expect(response.status).toBe(400);
    expect(await message(response)).toBe(expected);
    const after = await t.db.select().from(children).where(eq(children.parentId, parent.userId));
    expect(after).toHaveLength(before.length);
  });

  it('accepts a child who turns 18 tomorrow', async () => {
    const response = await parent.request('/api/children', {
      json: { name: 'Older', dateOfBirth: yearsAgo(18, 1) },
    });
    expect(response.status).toBe(201);
  });

  it('answers malformed JSON with a 400', async () => {
    const response = await t.app.request('/api/children', {
      method: 'POST',
      headers: { Cookie: parent.cookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await message(response)).toBe('The request body is not valid JSON');
  });

  it('enforces the Free (Basic) plan limit of one child, naming Premium, even under concurrent requests', async () => {
    const basic = await signUpAs(t.app, t.db, 'parent');
    const attempts = await Promise.all(
      ['A', 'B', 'C'].map((name) =>
        basic.request('/api/children', { json: { name, dateOfBirth: yearsAgo(5) } }),
      ),
    );
    expect(attempts.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    const refused = attempts.find((response) => response.status === 409);
    expect(await message(refused as Response)).toBe(
      'Your Free plan includes 1 child profile. Upgrade to Premium to add up to 4 children.',
    );
    expect(await t.db.select().from(children).where(eq(children.parentId, basic.userId))).toHaveLength(1);
  });
});

describe('the other child routes', () => {
  let childId: string;

  beforeAll(async () => {
    const response = await parent.request('/api/children', {
      json: { name: 'Hamza', dateOfBirth: yearsAgo(10) },
    });
    childId = ((await response.json()) as Child).id;
  });

  it('lists only the caller’s children', async () => {
    const mine = (await (await parent.request('/api/children')).json()) as Child[];
    expect(mine.map((child) => child.name)).toContain('Hamza');
    const theirs = (await (await otherParent.request('/api/children')).json()) as Child[];
    expect(theirs).toEqual([]);
  });

  it('sets, changes and clears the child’s interface language', async () => {
    const created = await parent.request('/api/children', {
      json: { name: 'Yusuf', dateOfBirth: yearsAgo(6), interfaceLanguage: 'ur' },
    });
    expect(created.status).toBe(201);
    const yusuf = (await created.json()) as Child;
    expect(yusuf.interfaceLanguage).toBe('ur');
    const changed = await parent.request(`/api/children/${yusuf.id}`, {
      method: 'PATCH',
      json: { interfaceLanguage: 'fr' },
    });
    expect(((await changed.json()) as Child).interfaceLanguage).toBe('fr');
    const listed = (await (await parent.request('/api/children')).json()) as Child[];
    expect(listed.find((child) => child.id === yusuf.id)?.interfaceLanguage).toBe('fr');
    const cleared = await parent.request(`/api/children/${yusuf.id}`, {
      method: 'PATCH',
      json: { interfaceLanguage: null },
    });
    expect(((await cleared.json()) as Child).interfaceLanguage).toBeNull();
    // Another parent cannot set it.
    const foreign = await otherParent.request(`/api/children/${yusuf.id}`, {
      method: 'PATCH',
      json: { interfaceLanguage: 'ar' },
    });
    expect(foreign.status).toBe(404);
    const [row] = await t.db.select().from(children).where(eq(children.id, yusuf.id));
    expect(row?.interfaceLanguage).toBeNull();
    await parent.request(`/api/children/${yusuf.id}`, { method: 'DELETE' });
  });

  it('a child added without a language follows the device (null)', async () => {
    const mine = (await (await parent.request('/api/children')).json()) as Child[];
    expect(mine.find((child) => child.id === childId)?.interfaceLanguage).toBeNull();
  });

  it('changes screen time and restriction level', async () => {
    const response = await parent.request(`/api/children/${childId}`, {
      method: 'PATCH',
      json: { screenTimeLimit: 45, restrictionLevel: 'strict' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()) as Child).toMatchObject({
      screenTimeLimit: 45,
      restrictionLevel: 'strict',
    });
  });

  it.each([
    [{ screenTimeLimit: 10 }, 'Screen time must be at least 15 minutes'],
    [{ screenTimeLimit: 495 }, 'Screen time must be at most 480 minutes'],
    [{ screenTimeLimit: 50 }, 'Screen time must be in steps of 15 minutes'],
    [{ restrictionLevel: 'none' }, 'Invalid restriction level'],
    [{ interfaceLanguage: 'de' }, 'Choose a supported language.'],
    [{}, 'Nothing to update'],
  ])('rejects %o', async (body, expected) => {
    const response = await parent.request(`/api/children/${childId}`, { method: 'PATCH', json: body });
    expect(response.status).toBe(400);
    expect(await message(response)).toBe(expected);
  });

  it('answers 404 to another parent, for reading-by-change and deleting, and changes nothing', async () => {
    const change = await otherParent.request(`/api/children/${childId}`, {
      method: 'PATCH',
      json: { name: 'Taken' },
    });
    expect(change.status).toBe(404);
    expect(await message(change)).toBe('Child not found');
    const remove = await otherParent.request(`/api/children/${childId}`, { method: 'DELETE' });
    expect(remove.status).toBe(404);
    const [row] = await t.db.select().from(children).where(eq(children.id, childId));
    expect(row?.name).toBe('Hamza');
  });

  it.each([
    ['creator', () => creator],
    ['admin', () => admin],
  ])('forbids a %s', async (_role, caller) => {
    expect((await caller().request('/api/children')).status).toBe(403);
    expect((await caller().request(`/api/children/${childId}`, { method: 'DELETE' })).status).toBe(403);
  });

  it('needs a signed-in user', async () => {
    expect((await jsonRequest(t.app, '/api/children')).status).toBe(401);
    expect(
      (await jsonRequest(t.app, '/api/children', { json: { name: 'X', dateOfBirth: '2019-01-01' } })).status,
    ).toBe(401);
  });

  it('deletes the caller’s own child', async () => {
    expect((await parent.request(`/api/children/${childId}`, { method: 'DELETE' })).status).toBe(204);
    expect(await t.db.select().from(children).where(eq(children.id, childId))).toHaveLength(0);
  });

  it('answers 404 for a malformed id', async () => {
    expect((await parent.request('/api/children/not-a-uuid', { method: 'DELETE' })).status).toBe(404);
  });
});

describe('a child’s values filter', () => {
  let childId: string;

  beforeAll(async () => {
    const response = await parent.request('/api/children', {
      json: { name: 'Maryam', dateOfBirth: yearsAgo(8) },
    });
    childId = ((await response.json()) as Child).id;
  });

  const storedFilter = async (id: string) =>
    (await t.db.select().from(children).where(eq(children.id, id)))[0]?.valuesFilter;

  it('starts open, and a child may be added with a preset', async () => {
    const listed = (await (await parent.request('/api/children')).json()) as Child[];
    expect(listed.find((child) => child.id === childId)?.valuesFilter).toEqual({
      preset: 'open',
      music: 'instruments',
      faces: 'shown',
      magic: 'shown',
      imagery: 'shown',
      dancing: 'shown',
    });
    const created = await parent.request('/api/children', {
      json: { name: 'Zayd', dateOfBirth: yearsAgo(4), valuesFilter: { preset: 'moderate' } },
    });
    expect(created.status).toBe(201);
    const zayd = (await created.json()) as Child;
    expect(zayd.valuesFilter).toMatchObject({ preset: 'moderate', music: 'percussion', magic: 'none' });
    await parent.request(`/api/children/${zayd.id}`, { method: 'DELETE' });
  });

  it('stores a named preset’s own levels, whatever levels the request claims', async () => {
    const response = await parent.request(`/api/children/${childId}`, {
      method: 'PATCH',
      json: { valuesFilter: { preset: 'strict', music: 'instruments', faces: 'shown' } },
    });
    expect(response.status).toBe(200);
    const strict = {
      preset: 'strict',
      music: 'voice',
      faces: 'none',
      magic: 'none',
      imagery: 'none',
      dancing: 'none',
    };
    expect(((await response.json()) as Child).valuesFilter).toEqual(strict);
    expect(await storedFilter(childId)).toEqual(strict);
  });

  it('stores a custom choice as given', async () => {
    const custom = {
      preset: 'custom',
      music: 'none',
      faces: 'shown',
      magic: 'none',
      imagery: 'shown',
      dancing: 'none',
    };
    const response = await parent.request(`/api/children/${childId}`, {
      method: 'PATCH',
      json: { valuesFilter: custom },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Child).valuesFilter).toEqual(custom);
    expect(await storedFilter(childId)).toEqual(custom);
  });

  it.each([
    [{ preset: 'lenient' }, 'Choose Open, Careful, Very careful or Custom'],
    ['strict', 'Choose Open, Careful, Very careful or Custom'],
    [{ preset: 'custom', music: 'none' }, 'Answer every question for a custom choice'],
    [
      { preset: 'custom', music: 'loud', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
      'Choose one of the offered answers for each question',
    ],
    [
      { preset: 'custom', music: 'none', faces: 'unknown', magic: 'none', imagery: 'none', dancing: 'none' },
      'Choose one of the offered answers for each question',
    ],
  ])('refuses %o with "%s" and changes nothing', async (valuesFilter, expected) => {
    const before = await storedFilter(childId);
    const response = await parent.request(`/api/children/${childId}`, {
      method: 'PATCH',
      json: { valuesFilter },
    });
    expect(response.status).toBe(400);
    expect(await message(response)).toBe(expected);
    expect(await storedFilter(childId)).toEqual(before);
  });

  it('refuses a bad filter when adding a child, and adds nothing', async () => {
    const before = (await t.db.select().from(children).where(eq(children.parentId, parent.userId))).length;
    const response = await parent.request('/api/children', {
      json: { name: 'Nuh', dateOfBirth: yearsAgo(5), valuesFilter: { preset: 'custom' } },
    });
    expect(response.status).toBe(400);
    expect(await message(response)).toBe('Answer every question for a custom choice');
    expect(await t.db.select().from(children).where(eq(children.parentId, parent.userId))).toHaveLength(
      before,
    );
  });

  it('answers 404 to another family, 403 to other roles and 401 signed out, changing nothing', async () => {
    const before = await storedFilter(childId);
    const body = { json: { valuesFilter: { preset: 'open' } }, method: 'PATCH' as const };
    const foreign = await otherParent.request(`/api/children/${childId}`, body);
    expect(foreign.status).toBe(404);
    expect(await message(foreign)).toBe('Child not found');
    expect((await creator.request(`/api/children/${childId}`, body)).status).toBe(403);
    expect((await admin.request(`/api/children/${childId}`, body)).status).toBe(403);
    expect((await jsonRequest(t.app, `/api/children/${childId}`, body)).status).toBe(401);
    expect(await storedFilter(childId)).toEqual(before);
  });
});
