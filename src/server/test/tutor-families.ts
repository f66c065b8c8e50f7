// What the Tutor's API tests share: a family on a plan with one child in child mode, and the right or a wrong
// response to any exercise (read from the answer key the lesson carries).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { parentProfiles } from '#server/db/schema/users';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import type { TestApp } from '#server/test/test-app';
import { yearsAgo } from '#server/test/test-values';
import type { Child } from '#shared/children.schema';
import type { SubscriptionTier } from '#shared/domain';
import type { Exercise, ExerciseResponse } from '#shared/tutor/exercise';

export type Family = {
  parent: Caller;
  child: Child;
  childCookie: string;
  /** A request with the child credential. */
  asChild: (path: string, init?: { method?: string; json?: unknown }) => Promise<Response>;
};

export async function familyOn(
  t: TestApp,
  tier: SubscriptionTier,
  options: { age?: number; timeZone?: string } = {},
): Promise<Family> {
  const parent = await signUpAs(t.app, t.db, 'parent');
  await t.db
    .update(parentProfiles)
    .set({ subscriptionTier: tier })
    .where(eq(parentProfiles.userId, parent.userId));
  const added = await parent.request('/api/children', {
    json: { name: 'Amina', dateOfBirth: yearsAgo(options.age ?? 7) },
  });
  expect(added.status).toBe(201);
  const child = (await added.json()) as Child;
  const started = await parent.request('/api/child-sessions', {
    json: { childId: child.id, timeZone: options.timeZone ?? 'Europe/London' },
    headers: { 'x-device-id': `device-tutor-${randomUUID()}` },
  });
  expect(started.status).toBe(201);
  const childCookie = started.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => value.startsWith('qk_child='));
  if (!childCookie) throw new Error('no child credential');
  return {
    parent,
    child,
    childCookie,
    asChild: (path, init = {}) => jsonRequest(t.app, path, { ...init, cookie: childCookie }),
  };
}

export function wrongResponse(exercise: Exercise): ExerciseResponse {
  switch (exercise.kind) {
    case 'tap-choice':
    case 'listen-choose':
      return {
        kind: 'choice',
        choiceId: exercise.choices.find((c) => c.id !== exercise.answer)?.id ?? 'none',
      };
    case 'match-pairs':
      return { kind: 'pairs', pairs: [] };
    case 'build-word':
      return { kind: 'tiles', tiles: ['?'] };
    case 'number-line':
    case 'choose-number':
      return { kind: 'number', value: exercise.answer + 1000 };
    case 'clock':
      return { kind: 'time', hours: (exercise.hours % 12) + 1, minutes: exercise.minutes };
    case 'trace':
      return { kind: 'trace', strokes: 2, strokesRight: 0 };
  }
}

/** A response of a kind the exercise does not take. */
export function misfitResponse(exercise: Exercise): ExerciseResponse {
  return exercise.kind === 'clock'
    ? { kind: 'choice', choiceId: 'c0' }
    : { kind: 'time', hours: 3, minutes: 0 };
}
