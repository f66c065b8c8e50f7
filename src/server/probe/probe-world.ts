// The probe's world: seven identities (anonymous, a child credential, parents A and B, creators A and B, an admin)
// and real objects each of them owns, made through the real API where it matters and factories elsewhere.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { contentCollections } from '#server/db/schema/child-content-rules';
import { children, childSessions } from '#server/db/schema/children';
import { contentComments, contentReports } from '#server/db/schema/content';
import { screeningTerms } from '#server/db/schema/moderation';
import { timeRequests } from '#server/db/schema/time-requests';
import { creatorProfiles, users } from '#server/db/schema/users';
import { signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import type { SampleContext } from './route-samples';

export const IDENTITY_NAMES = [
  'anonymous',
  'child',
  'parentA',
  'parentB',
  'creatorA',
  'creatorB',
  'admin',
] as const;
export type IdentityName = (typeof IDENTITY_NAMES)[number] | 'unverifiedParent';
export type IdentityRole = 'anonymous' | 'child' | 'parent' | 'creator' | 'admin';

export type Identity = {
  name: IdentityName;
  role: IdentityRole;
  /** The Cookie header it sends (a better-auth session, or the child credential). */
  cookie?: string;
  userId?: string;
  verified: boolean;
};

/** An object in the world with a string that appears in its data, so a leak of it can be seen in any body. */
export type Thing = { id: string; marker: string };

export type World = {
  t: TestApp;
  identities: Record<(typeof IDENTITY_NAMES)[number], Identity>;
  unverifiedParent: Identity;
  /** Published, G, age band 1: inside the child's band. */
  published: Thing;
  /** Creator A's pending item. */
  pending: Thing;
  /** Published but for 13+ only: above the child's band (born 2019, band 2). */
  aboveBand: Thing;
  creatorAUserId: string;
  creatorAProfileId: string;
  /** Fresh objects for routes that change them (publishing, resolving, deleting). */
  newPending: () => Promise<Thing>;
  newReport: () => Promise<Thing>;
  newScreeningTerm: () => Promise<Thing>;
  /** The ids a well-formed request of this identity refers to (route-samples.ts). */
  sampleContext: (who: Identity) => SampleContext;
  /** A fresh caller of the role (for calls that end their own account or session). */
  throwaway: (role: IdentityRole) => Promise<Identity>;
  newChild: (owner: Identity) => Promise<Thing>;
  newChildSession: (owner: Identity) => Promise<Thing>;
  newComment: (owner: Identity) => Promise<Thing>;
  /** A waiting request for more time of a new child of the owner's (its marker is the child's name). */
  newTimeRequest: (owner: Identity) => Promise<Thing>;
  newCollection: (owner: Identity) => Promise<Thing>;
};

const CHILD_BIRTH_DATE = '2019-05-01';
const PROBE_DEVICE_ID = '6f1c2b7e-0a4d-4c1e-9b2f-3d5e6f708192';

/** A request as a browser of this identity sends it (our Origin; JSON bodies typed as JSON). */
export function send(
  t: TestApp,
  identity: Identity | undefined,
  method: string,
  path: string,
  init: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  // Every browser request of the app carries a device id; views refuse a request without one.
  const headers: Record<string, string> = { Origin: TEST_ORIGIN, 'X-Device-Id': PROBE_DEVICE_ID };
  if (identity?.cookie) headers.Cookie = identity.cookie;
  let body: string | undefined = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    headers['Content-Type'] = 'application/json';
  }
  return Promise.resolve(t.app.request(path, { method, headers: { ...headers, ...init.headers }, body }));
}

function cookiesNamed(response: Response, name: string): string {
  return response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .filter((value) => value.startsWith(`${name}=`))
    .join('; ');
}

let markerCounter = 0;
/** Letters only (names refuse digits in some schemas), unique in this run. */
export function marker(prefix: string): string {
  markerCounter += 1;
  const letters = randomUUID()
    .replaceAll(/[^a-f]/g, '')
    .slice(0, 8)
    .replaceAll(/./g, (ch) => String.fromCharCode(ch.charCodeAt(0) + 10));
  return `${prefix}${letters}${String.fromCharCode(97 + (markerCounter % 26))}`;
}

async function signedIn(
  t: TestApp,
  name: IdentityName,
  role: 'parent' | 'creator' | 'admin',
  verified = true,
) {
  // signUpAs follows the e-mailed confirmation link unless told not to; the flag is also set in the database so
  // the probe's identities do not depend on that helper's default.
  const caller = await signUpAs(t.app, t.db, role, { verified });
  await t.db.update(users).set({ emailVerified: verified }).where(eq(users.id, caller.userId));
  return { name, role, cookie: caller.cookie, userId: caller.userId, verified } satisfies Identity;
}

export async function buildWorld(t: TestApp): Promise<World> {
  const [parentA, parentB, creatorA, creatorB, admin, unverifiedParent] = [
    await signedIn(t, 'parentA', 'parent'),
    await signedIn(t, 'parentB', 'parent'),
    await signedIn(t, 'creatorA', 'creator'),
    await signedIn(t, 'creatorB', 'creator'),
    await signedIn(t, 'admin', 'admin'),
    await signedIn(t, 'unverifiedParent', 'parent', false),
  ];

  const newChild = async (owner: Identity): Promise<Thing> => {
    // A factory row, not POST /api/children: the plan's child limit would stop the probe after the first one.
    const name = marker('Kid');
    const [row] = await t.db
      .insert(children)
      .values({ parentId: owner.userId ?? '', name, dateOfBirth: CHILD_BIRTH_DATE })
      .returning({ id: children.id });
    if (!row) throw new Error('child insert failed');
    return { id: row.id, marker: name };
  };

  /** Child mode started by the owner for a new child of theirs on a new device: the session and its credential. */
  const startChildMode = async (owner: Identity) => {
    const child = await newChild(owner);
    const response = await send(t, owner, 'POST', '/api/child-sessions', {
      json: { childId: child.id },
      headers: { 'X-Device-Id': randomUUID() },
    });
    expect(response.status, `starting child mode: ${await response.clone().text()}`).toBe(201);
    const { sessionId } = (await response.json()) as { sessionId: string };
    return { sessionId, child, cookie: cookiesNamed(response, 'qk_child') };
  };

  const childMode = await startChildMode(parentA);
  const child: Identity = { name: 'child', role: 'child', cookie: childMode.cookie, verified: false };
  expect(child.cookie).toMatch(/^qk_child=.+/);

  const creatorProfileOf = async (identity: Identity) => {
    const [row] = await t.db
      .select({ id: creatorProfiles.id })
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, identity.userId ?? ''));
    if (!row) throw new Error(`${identity.name} has no creator profile`);
    return row.id;
  };
  const creatorAProfile = await creatorProfileOf(creatorA);
  await creatorProfileOf(creatorB);

  const item = async (status: 'published' | 'pending', ageRange: 1 | 4): Promise<Thing> => {
    const title = marker('Probe item ');
    const row = await insertContent(t.db, {
      title,
      status,
      ageRange,
      creatorProfileId: creatorAProfile,
      publishedAt: status === 'published' ? new Date() : null,
      // Described on every values axis, so the strictest preset (the visitors' demo child's) may see it.
      music: 'none',
      faces: 'none',
      magic: 'none',
      imagery: 'none',
      dancing: 'none',
    });
    return { id: row.id, marker: title };
  };
  const published = await item('published', 1);
  const pending = await item('pending', 1);
  const aboveBand = await item('published', 4);

  /** An open report on a published item of its own (admin actions on it may unpublish that item). */
  const newReport = async (): Promise<Thing> => {
    const target = await item('published', 1);
    const details = marker('Report ');
    const [row] = await t.db
      .insert(contentReports)
      .values({ contentId: target.id, userId: parentB.userId, reason: 'other', details })
      .returning({ id: contentReports.id });
    if (!row) throw new Error('report insert failed');
    return { id: row.id, marker: details };
  };
  const newScreeningTerm = async (): Promise<Thing> => {
    const term = marker('term');
    const [row] = await t.db
      .insert(screeningTerms)
      .values({ reason: 'hate_speech', term, createdBy: admin.userId })
      .returning({ id: screeningTerms.id });
    if (!row) throw new Error('screening term insert failed');
    return { id: row.id, marker: term };
  };
  const ownChildren = new Map<string, string>();
  for (const parent of [parentB, unverifiedParent])
    ownChildren.set(parent.userId, (await newChild(parent)).id);
  ownChildren.set(parentA.userId, childMode.child.id);

  return {
    t,
    identities: {
      anonymous: { name: 'anonymous', role: 'anonymous', verified: false },
      child,
      parentA,
      parentB,
      creatorA,
      creatorB,
      admin,
    },
    unverifiedParent,
    published,
    pending,
    aboveBand,
    creatorAUserId: creatorA.userId,
    creatorAProfileId: creatorAProfile,
    newPending: () => item('pending', 1),
    newReport,
    newScreeningTerm,
    sampleContext: (who) => ({
      contentId: published.id,
      creatorProfileId: creatorAProfile,
      childId: ownChildren.get(who.userId ?? '') ?? childMode.child.id,
    }),
    throwaway: async (role) => {
      if (role === 'anonymous') return { name: 'anonymous', role, verified: false };
      if (role === 'child') {
        const mode = await startChildMode(await signedIn(t, 'parentA', 'parent'));
        return { name: 'child', role, cookie: mode.cookie, verified: false };
      }
      const identity = await signedIn(
        t,
        role === 'parent' ? 'parentA' : role === 'creator' ? 'creatorA' : 'admin',
        role,
      );
      if (role === 'creator') await creatorProfileOf(identity);
      return identity;
    },
    newChild,
    // A factory row: starting child mode through the API for every cell would run into the plan's device limit.
    newChildSession: async (owner) => {
      const child = await newChild(owner);
      const [row] = await t.db
        .insert(childSessions)
        .values({
          childId: child.id,
          parentId: owner.userId ?? '',
          deviceId: randomUUID(),
          tokenHash: randomUUID(),
        })
        .returning({ id: childSessions.id });
      if (!row) throw new Error('child session insert failed');
      return { id: row.id, marker: child.marker };
    },
    newComment: async (owner) => {
      const text = marker('Comment ');
      const [row] = await t.db
        .insert(contentComments)
        .values({ contentId: published.id, userId: owner.userId ?? '', content: text })
        .returning({ id: contentComments.id });
      if (!row) throw new Error('comment insert failed');
      return { id: row.id, marker: text };
    },
    // A factory row: the child's own ask needs child mode on a device of its own (the plan's device limit again).
    newTimeRequest: async (owner) => {
      const child = await newChild(owner);
      const [row] = await t.db
        .insert(timeRequests)
        .values({ childId: child.id, day: new Date().toISOString().slice(0, 10), origin: 'time_up' })
        .returning({ id: timeRequests.id });
      if (!row) throw new Error('time request insert failed');
      return { id: row.id, marker: child.marker };
    },
    newCollection: async (owner) => {
      const name = marker('Shelf ');
      const [row] = await t.db
        .insert(contentCollections)
        .values({ parentId: owner.userId ?? '', name })
        .returning({ id: contentCollections.id });
      if (!row) throw new Error('collection insert failed');
      return { id: row.id, marker: name };
    },
  };
}
