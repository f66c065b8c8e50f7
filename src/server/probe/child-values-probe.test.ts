// The child-safety probe for the values filters: random children (age band, the music switch, a values preset or a
// custom level per axis) each in child mode, random items (a level or unknown on every axis, some with a vocals-only
// mix), and at least 1,000 generated requests to every child endpoint that reads the catalog: feed (with the feed's
// own filters, values ones included), search, an item, related, next, start, views, the library (TV's too: the TV
// reads the same endpoints), thumbnails and the HLS playlist. A model of the rules (allowsValues, with unknown as
// the strongest level and the music switch as music level none) says which items each child may see; an id of any
// other item in any answer, a direct request for one that is not refused, or a feed total that is not the model's
// count is a failure. The parents' values filters also change while the requests run.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashChildToken } from '#server/access';
import { children, childSessions } from '#server/db/schema/children';
import { jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { ageBandForDateOfBirth } from '#shared/age-band';
import { COOKIES } from '#shared/client-storage';
import {
  AXIS_LEVELS,
  allowsValues,
  type ChildValuesFilter,
  type ContentValues,
  itemLevels,
  presetFilter,
  VALUE_PRESETS,
} from '#shared/content-values';
import type { FeedPage } from '#shared/feed.schema';

const CHILDREN = 14;
const ITEMS = 90;
const REQUESTS = 1_300;
const SEED = Number(process.env.PROBE_SEED ?? Date.now() % 1_000_000);

/** A small seeded generator (mulberry32), so a failing run can be repeated with PROBE_SEED. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
const random = generator(SEED);

type Item = ContentValues & { id: string; title: string; ageRange: number; vocalsMix: boolean };
type ProbeChild = {
  id: string;
  band: number;
  musicAllowed: boolean;
  values: ChildValuesFilter;
  cookie: string;
};

let t: TestApp;
const items: Item[] = [];
const probeChildren: ProbeChild[] = [];

/** The model: what this child may see (the music switch off is music level none, whatever the filter says). */
function maySee(child: ProbeChild, item: Item): boolean {
  if (item.ageRange > child.band) return false;
  const values = child.musicAllowed ? child.values : { ...child.values, music: 'none' as const };
  return allowsValues(values, item);
}

function randomValuesFilter(): ChildValuesFilter {
  const preset = random.pick(VALUE_PRESETS);
  if (preset !== 'custom') return presetFilter(preset);
  return {
    preset,
    music: random.pick(AXIS_LEVELS.music),
    faces: random.pick(AXIS_LEVELS.faces),
    magic: random.pick(AXIS_LEVELS.magic),
    imagery: random.pick(AXIS_LEVELS.imagery),
    dancing: random.pick(AXIS_LEVELS.dancing),
  };
}

const WORDS = ['Moon', 'Dates', 'Camel', 'Lantern', 'Prayer', 'Garden', 'River', 'Star'];

beforeAll(async () => {
  t = await createTestApp();
  const parent = await signUpAs(t.app, t.db, 'parent');
  for (let index = 0; index < ITEMS; index += 1) {
    // One item in three says "none" on every axis, so even the strictest child has items it may see and the run
    // tries both sides of the rules whatever the seed; the others are random, unknown included.
    const values: ContentValues =
      index % 3 === 0
        ? { music: 'none', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' }
        : {
            music: random.pick(itemLevels('music')),
            faces: random.pick(itemLevels('faces')),
            magic: random.pick(itemLevels('magic')),
            imagery: random.pick(itemLevels('imagery')),
            dancing: random.pick(itemLevels('dancing')),
          };
    const vocalsMix =
      (values.music === 'percussion' || values.music === 'instruments') && random.next() < 0.4;
    const ageRange = 1 + (index % 3);
    const title = `${WORDS[index % WORDS.length]} values ${index}`;
    const row = await insertContent(t.db, {
      title,
      ageRange,
      contentRating: 'G',
      ...values,
      hasMusic: values.music !== 'none',
      vocalsMix,
    });
    items.push({ id: row.id, title, ageRange, vocalsMix, ...values });
  }
  // Children as factory rows with their own child-mode sessions; the values filter as the settings store it.
  for (let index = 0; index < CHILDREN; index += 1) {
    const years = random.pick([4, 7, 10]);
    const dateOfBirth = `${new Date().getUTCFullYear() - years}-01-01`;
    const musicAllowed = random.next() < 0.7;
    const values = randomValuesFilter();
    const [row] = await t.db
      .insert(children)
      .values({
        parentId: parent.userId,
        name: `Values kid ${index}`,
        dateOfBirth,
        musicAllowed,
        valuesFilter: values,
      })
      .returning({ id: children.id });
    const id = row?.id ?? '';
    const token = randomBytes(24).toString('base64url');
    await t.db.insert(childSessions).values({
      childId: id,
      parentId: parent.userId,
      deviceId: randomUUID(),
      tokenHash: hashChildToken(token),
    });
    probeChildren.push({
      id,
      band: ageBandForDateOfBirth(dateOfBirth),
      musicAllowed,
      values,
      cookie: `${COOKIES.child}=${token}`,
    });
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A parent changes a child's values filter while the child watches (as the child settings write it). */
async function randomChange(child: ProbeChild) {
  const values = randomValuesFilter();
  await t.db.update(children).set({ valuesFilter: values }).where(eq(children.id, child.id));
  child.values = values;
}

type Probe = {
  path: string;
  method: string;
  json?: unknown;
  target?: Item;
  /** A feed page whose total the model can count: the items this predicate keeps among those the child may see. */
  counts?: (item: Item) => boolean;
  /** The item's media exists only for uploads: an allowed item answers 404 here, not 200. */
  media?: boolean;
};

/** The feed's own filters, values ones included: they may narrow what a child sees, never widen it. */
function randomFeedFilters(query: URLSearchParams): (item: Item) => boolean {
  const keep: Array<(item: Item) => boolean> = [];
  if (random.next() < 0.25) {
    const age = 1 + random.int(3);
    query.set('age', String(age));
    keep.push((item) => item.ageRange === age);
  }
  if (random.next() < 0.3) {
    const music = random.pick(['voice', 'percussion', 'no'] as const);
    query.set('music', music);
    if (music === 'no') keep.push((item) => item.music === 'none');
    else keep.push((item) => allowsValues({ ...presetFilter('open'), music }, item));
  }
  for (const axis of ['faces', 'magic', 'imagery', 'dancing'] as const) {
    if (random.next() < 0.15) {
      const level = random.pick(AXIS_LEVELS[axis]);
      query.set(axis, level);
      keep.push((item) => allowsValues({ ...presetFilter('open'), [axis]: level }, item));
    }
  }
  // A facet the values counts do not hold: the total is then counted row by row.
  if (random.next() < 0.15) query.set('language', 'English');
  return (item) => keep.every((test) => test(item));
}

function randomRequest(): Probe {
  const item = random.pick(items);
  const kind = random.int(12);
  switch (kind) {
    case 0:
    case 1: {
      const query = new URLSearchParams();
      const roll = random.next();
      if (roll < 0.3) query.set('sort', 'random');
      else if (roll < 0.5) query.set('page', String(1 + random.int(3)));
      const counts = randomFeedFilters(query);
      return { method: 'GET', path: `/api/child/feed?${query}`, counts };
    }
    case 2:
      return { method: 'GET', path: `/api/child/feed?q=${encodeURIComponent(random.pick(WORDS))}` };
    case 3:
      return { method: 'GET', path: `/api/child/content/${item.id}`, target: item };
    case 4:
      return { method: 'GET', path: `/api/child/content/${item.id}/related`, target: item };
    case 5:
      return { method: 'GET', path: `/api/child/content/${item.id}/next`, target: item };
    case 6:
      return {
        method: 'POST',
        path: `/api/child/content/${item.id}/start`,
        json: { autoplay: false },
        target: item,
      };
    case 7:
      return { method: 'POST', path: '/api/child/views', json: { contentId: item.id }, target: item };
    case 8:
      return { method: 'PUT', path: `/api/child/library/watch-later/${item.id}`, target: item };
    case 9:
      return { method: 'GET', path: `/api/media/thumbnails/${item.id}.svg`, target: item };
    case 10:
      return { method: 'GET', path: `/api/uploads/media/${item.id}/master.m3u8`, target: item, media: true };
    default:
      return { method: 'GET', path: '/api/child/library' };
  }
}

describe('the child-safety probe: values filters', () => {
  it(`shows no child anything outside its values in ${REQUESTS} generated requests (seed ${SEED})`, async () => {
    const failures: string[] = [];
    let refusedRight = 0;
    let allowedRight = 0;
    let countedTotals = 0;
    const paths = new Set<string>();
    for (let index = 0; index < REQUESTS; index += 1) {
      const child = random.pick(probeChildren);
      if (index % 50 === 49) await randomChange(child);
      const probe = randomRequest();
      paths.add(probe.path.split('?')[0]?.replace(/[0-9a-f-]{36}/, ':id') ?? '');
      const response = await jsonRequest(t.app, probe.path, {
        method: probe.method,
        json: probe.json,
        cookie: child.cookie,
      });
      const text = await response.text();
      const where = `${probe.method} ${probe.path} as child ${child.id.slice(0, 8)} (seed ${SEED})`;
      if (response.status >= 500) failures.push(`${where}: answered ${response.status}`);
      if (probe.target) {
        const allowed = maySee(child, probe.target);
        const answered = probe.media ? response.status === 404 : response.status < 300;
        if (allowed && !answered) failures.push(`${where}: refused an allowed item (${response.status})`);
        if (!allowed && response.status !== 403)
          failures.push(`${where}: answered ${response.status}, not 403`);
        if (allowed) allowedRight += 1;
        else refusedRight += 1;
      }
      if (response.status === 200 && !probe.path.endsWith('.svg')) {
        for (const item of items) {
          if (maySee(child, item) || !text.includes(item.id)) continue;
          failures.push(`${where}: the answer shows ${item.title}`);
        }
      }
      if (response.status === 200 && probe.counts) {
        const keep = probe.counts;
        const expected = items.filter((item) => maySee(child, item) && keep(item)).length;
        const page = JSON.parse(text) as FeedPage;
        if (page.total !== expected)
          failures.push(`${where}: total ${page.total}, the model counts ${expected}`);
        countedTotals += 1;
      }
    }
    console.info(
      `child-values probe: ${REQUESTS} requests, ${CHILDREN} children, ${allowedRight} allowed and ${refusedRight} refused direct requests, ${countedTotals} totals checked, ${failures.length} failures (seed ${SEED})`,
    );
    expect(failures).toEqual([]);
    // The run really tried both sides of the rules, on every endpoint.
    expect(refusedRight).toBeGreaterThan(100);
    expect(allowedRight).toBeGreaterThan(100);
    expect(countedTotals).toBeGreaterThan(100);
    expect(paths.size).toBe(10);
  }, 300_000);
});
