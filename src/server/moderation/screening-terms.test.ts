// Screening terms (/api/admin/screening-rules): the data file's rules, admin terms added and removed, and their
// effect on submissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, signUpAs } from '#server/test/auth-helpers';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import type { ScreeningRulesView } from './screening-terms.service';

let t: TestApp;
let admin: Caller;

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAs(t.app, t.db, 'admin');
});

afterAll(async () => {
  await t.close();
});

describe('screening terms', () => {
  it('shows the data file rules, adds and removes admin terms (which then screen submissions)', async () => {
    const view = (await (await admin.request('/api/admin/screening-rules')).json()) as {
      rules: ScreeningRulesView;
    };
    expect(view.rules.map((rule) => rule.reason)).toEqual([
      'hate_speech',
      'nudity',
      'instrument_music',
      'prophet_depiction',
      'advertising',
    ]);
    expect(view.rules.find((rule) => rule.reason === 'advertising')?.fileTerms).toContain('promo code');

    const added = await admin.request('/api/admin/screening-rules/terms', {
      json: { reason: 'nudity', term: 'swimsuit show' },
    });
    expect(added.status).toBe(201);
    const term = (await added.json()) as { id: string };
    const dup = await admin.request('/api/admin/screening-rules/terms', {
      json: { reason: 'nudity', term: 'Swimsuit Show' },
    });
    expect(dup.status).toBe(409);
    expect((await errorOf(dup)).message).toBe('This term is already on the list');
    const fileDup = await admin.request('/api/admin/screening-rules/terms', {
      json: { reason: 'advertising', term: 'Promo Code' },
    });
    expect(fileDup.status).toBe(409);

    const creator = await signUpAs(t.app, t.db, 'creator');
    const submission = {
      title: 'Summer swimsuit show',
      sourceType: 'youtube',
      youtubeUrl: 'https://youtu.be/Swim0000001',
      category: 'Shows',
      contentRating: 'G',
      language: 'English',
      ageRange: 4,
      duration: 3,
      description: 'Fun',
      tags: [],
      hasMusic: false,
      shariahScore: 100,
    };
    const refused = await creator.request('/api/submissions', { json: submission });
    expect(refused.status).toBe(400);

    expect(
      (await admin.request(`/api/admin/screening-rules/terms/${term.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(
      (await admin.request(`/api/admin/screening-rules/terms/${term.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    expect((await creator.request('/api/submissions', { json: submission })).status).toBe(201);
  });

  it.each([
    [{ reason: 'violence', term: 'abc' }, 'Please choose a policy reason'],
    [{ reason: 'nudity', term: 'a' }, 'The term must be at least 2 characters'],
    [{ reason: 'nudity' }, 'Please enter a word or phrase'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await admin.request('/api/admin/screening-rules/terms', { json: body });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
  });
});
