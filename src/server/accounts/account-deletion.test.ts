// Deleting an account ends what it owns outside its own rows: a paying family's Stripe subscription is cancelled at
// once at Stripe (the stand-in) before anything is deleted, and a failed cancel stops the deletion with a clear
// message; a creator's items go with them (none ownerless, no published upload without its files) and every file
// they uploaded leaves the disk.
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '#server/db/schema/children';
import { content } from '#server/db/schema/content';
import { videoUploads } from '#server/db/schema/uploads';
import { creatorProfiles, subscriptions, users } from '#server/db/schema/users';
import { type Caller, signUpAs } from '#server/test/auth-helpers';
import { insertContent, insertCreator } from '#server/test/factories';
import { fireTogether } from '#server/test/parallel';
import { type StripeStandIn, startStripeStandIn } from '#server/test/stripe-stand-in';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';

let t: TestApp;
let stripe: StripeStandIn;
let scratch: string;

const PASSWORD = 'correct-horse-battery-staple';
const CANCEL_FAILED =
  'We could not cancel your Premium subscription, so your account has not been deleted. Please try again in a few minutes or contact support.';

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp(stripe.env);
  stripe.deliver = async (payload, signature) =>
    (
      await t.app.request('/api/billing/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
        body: payload,
      })
    ).status;
  scratch = await mkdtemp(path.join(os.tmpdir(), 'account-deletion-'));
});

afterAll(async () => {
  await stripe.settled();
  await t.close();
  await stripe.close();
});

const deleteAccount = (who: Caller) =>
  who.request('/api/me', { method: 'DELETE', json: { confirm: 'DELETE', password: PASSWORD } });

async function subscribe(who: Caller) {
  const created = await who.request('/api/billing/checkout-sessions', { method: 'POST' });
  expect(created.status).toBe(201);
  const { url } = (await created.json()) as { url: string };
  return stripe.completeCheckout(url.split('/').at(-1) as string);
}

const userExists = async (id: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

describe('deleting a paying family', () => {
  it('cancels the Stripe subscription at once, without a refund, before the account goes', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent', { withChild: true });
    const subscription = await subscribe(parent);
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('active');

    const response = await deleteAccount(parent);
    expect(response.status).toBe(204);
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect(stripe.requests).toContain(`DELETE /v1/subscriptions/${subscription.id}`);
    expect(stripe.refunds.size).toBe(0);
    expect(await userExists(parent.userId)).toBe(false);
    // Stripe's own news of the cancellation finds no family any more, and does no harm.
    await stripe.settled();
    expect(await userExists(parent.userId)).toBe(false);
  });

  it('expires an open checkout, so nobody can pay for a deleted account', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const created = await parent.request('/api/billing/checkout-sessions', { method: 'POST' });
    const { url } = (await created.json()) as { url: string };
    const sessionId = url.split('/').at(-1) as string;
    expect((await deleteAccount(parent)).status).toBe(204);
    expect(stripe.sessions.get(sessionId)?.status).toBe('expired');
  });

  it('stops with a clear message and deletes nothing when Stripe cannot cancel', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent', { withChild: true });
    const subscription = await subscribe(parent);
    stripe.failCancel = true;
    try {
      const response = await deleteAccount(parent);
      expect(response.status).toBe(503);
      expect(((await response.json()) as ApiErrorBody).error.message).toBe(CANCEL_FAILED);
    } finally {
      stripe.failCancel = false;
    }
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('active');
    expect(await userExists(parent.userId)).toBe(true);
    expect(await t.db.select().from(children).where(eq(children.parentId, parent.userId))).toHaveLength(1);
    expect(
      (await t.db.select().from(subscriptions).where(eq(subscriptions.userId, parent.userId)))[0]?.status,
    ).toBe('active');
    expect((await parent.request('/api/me')).status).toBe(200);

    // Once Stripe answers again, the same request completes the deletion.
    expect((await deleteAccount(parent)).status).toBe(204);
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect(await userExists(parent.userId)).toBe(false);
  });

  it('refuses on a server without Stripe while the family still pays, and deletes nothing', async () => {
    const unconfigured = await createTestApp();
    try {
      const parent = await signUpAs(unconfigured.app, unconfigured.db, 'parent');
      await unconfigured.db.insert(subscriptions).values({
        userId: parent.userId,
        status: 'active',
        planId: 'premium',
        providerCustomerId: 'cus_elsewhere',
        providerSubscriptionId: 'sub_elsewhere',
      });
      const response = await deleteAccount(parent);
      expect(response.status).toBe(503);
      expect(((await response.json()) as ApiErrorBody).error.message).toBe(CANCEL_FAILED);
      expect(
        await unconfigured.db.select({ id: users.id }).from(users).where(eq(users.id, parent.userId)),
      ).toHaveLength(1);
    } finally {
      await unconfigured.close();
    }
  });

  it('answers two deletions fired together without a 500, and cancels the subscription once', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const subscription = await subscribe(parent);
    const answers = await fireTogether(2, () => deleteAccount(parent));
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    expect(answers.map((answer) => answer.status)).toContain(204);
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('canceled');
    expect(await userExists(parent.userId)).toBe(false);
  });

  it('deletes a family that never paid without calling Stripe to cancel anything', async () => {
    const parent = await signUpAs(t.app, t.db, 'parent');
    const before = stripe.requests.length;
    expect((await deleteAccount(parent)).status).toBe(204);
    expect(stripe.requests.slice(before).filter((line) => line.startsWith('DELETE'))).toEqual([]);
  });
});

describe('deleting a creator', () => {
  /** An item of the creator whose uploaded (processed) files are in storage. */
  async function itemWithFiles(creator: Caller, profileId: string, status: 'published' | 'pending') {
    const item = await insertContent(t.db, { creatorProfileId: profileId, status, sourceType: 'upload' });
    const uploadId = `acd${item.id.replaceAll('-', '').slice(0, 20)}`;
    await t.db
      .insert(videoUploads)
      .values({ id: uploadId, userId: creator.userId, sizeBytes: 10, status: 'ready', contentId: item.id });
    const file = path.join(scratch, `${uploadId}.jpg`);
    await writeFile(file, 'poster');
    const { storage } = t.uploads;
    await storage.putFile(`videos/${uploadId}/poster.jpg`, file, 'image/jpeg');
    await storage.putFile(`videos/${uploadId}/360p/index.m3u8`, file, 'application/vnd.apple.mpegurl');
    return { item, uploadId };
  }

  it('removes their items, uploads and files: nothing ownerless, no broken published video', async () => {
    const creator = await signUpAs(t.app, t.db, 'creator');
    const [profile] = await t.db
      .select()
      .from(creatorProfiles)
      .where(eq(creatorProfiles.userId, creator.userId));
    const profileId = profile?.id as string;
    const published = await itemWithFiles(creator, profileId, 'published');
    const pending = await itemWithFiles(creator, profileId, 'pending');
    const linked = await insertContent(t.db, { creatorProfileId: profileId, status: 'published' });
    // An upload still being processed, not yet an item: its staged and stored files go too.
    const staged = 'acdstagedupload0000001';
    await t.db
      .insert(videoUploads)
      .values({ id: staged, userId: creator.userId, sizeBytes: 10, status: 'processing' });
    const runtime = t.uploads;
    await writeFile(path.join(scratch, 'staged.jpg'), 'x');
    await runtime.storage.putFile(
      `videos/${staged}/poster.jpg`,
      path.join(scratch, 'staged.jpg'),
      'image/jpeg',
    );
    // Another creator's item stays.
    const other = await insertContent(t.db, {
      status: 'published',
      creatorProfileId: (await insertCreator(t.db)).id,
    });

    const mediaRoot = path.join(t.env.dataDir, 'media', 'videos');
    for (const id of [published.uploadId, pending.uploadId, staged]) {
      expect(existsSync(path.join(mediaRoot, id))).toBe(true);
    }

    expect((await deleteAccount(creator)).status).toBe(204);

    const ids = [published.item.id, pending.item.id, linked.id];
    expect(await t.db.select().from(content).where(inArray(content.id, ids))).toEqual([]);
    expect(await t.db.select().from(content).where(eq(content.id, other.id))).toHaveLength(1);
    // None of them lingers ownerless (the profile's items would otherwise fall to a null creator).
    expect(
      await t.db
        .select({ id: content.id })
        .from(content)
        .where(and(isNull(content.creatorProfileId), inArray(content.id, ids))),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(videoUploads)
        .where(inArray(videoUploads.id, [published.uploadId, pending.uploadId, staged])),
    ).toEqual([]);
    for (const id of [published.uploadId, pending.uploadId, staged]) {
      expect(existsSync(path.join(mediaRoot, id))).toBe(false);
    }
    // The feed no longer offers the published item, and its page is gone rather than broken.
    expect((await t.app.request(`/api/content/${published.item.id}`)).status).toBe(404);
  });
});
