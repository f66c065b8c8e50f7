// A feed request sends each statement once, and only the ones it needs — counted, signed in and out,
// public and private feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '#server/test/auth-helpers';
import { insertContent, setFeedPublic } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
let recording = false;
const statements: string[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { logQuery: (query) => recording && statements.push(query) });
  for (let i = 0; i < 15; i += 1) await insertContent(t.db, { title: `Counted ${i}`, language: 'Arabic' });
});

afterAll(async () => {
  await t.close();
});

/** The statements one request sent (after the same request once, so per-process caches are warm). */
async function statementsOf(url: string, cookie?: string): Promise<string[]> {
  const headers = cookie ? { Cookie: cookie } : undefined;
  expect((await t.app.request(url, { headers })).status).toBe(200);
  statements.length = 0;
  recording = true;
  const response = await t.app.request(url, { headers });
  recording = false;
  expect(response.status).toBe(200);
  return [...statements];
}

const isSessionLookup = (query: string) => query.includes('"token"') && query.includes('"expires_at"');
const isUserLookup = (query: string) => query.includes('"suspended_at"');
const isFeedRead = (query: string) => query.includes('content_facet_counts') || query.includes('"content"');

describe('statements per feed request', () => {
  it('a public feed page: the facet counts and the page, each once; no session lookup even with a cookie', async () => {
    const caller = await signUp(t.app);
    for (const cookie of [undefined, caller.cookie]) {
      const sent = await statementsOf('/api/feed?language=Arabic', cookie);
      expect(new Set(sent).size, sent.join('\n---\n')).toBe(sent.length);
      expect(sent.filter(isSessionLookup)).toEqual([]);
      expect(sent.filter(isUserLookup)).toEqual([]);
      // The exact count from the facet counts, then the page (its ids and rows in one statement).
      expect(sent.every(isFeedRead), sent.join('\n---\n')).toBe(true);
      expect(sent[0]).toContain('content_facet_counts');
      expect(sent).toHaveLength(2);
    }
  });

  it('a title search: one statement counts and ranks the page, then its rows; no facet counts', async () => {
    for (const url of ['/api/feed?language=Arabic&q=counted', '/api/feed?q=counted']) {
      const sent = await statementsOf(url);
      expect(new Set(sent).size, sent.join('\n---\n')).toBe(sent.length);
      expect(sent.filter((query) => query.includes('content_facet_counts'))).toEqual([]);
      expect(sent, sent.join('\n---\n')).toHaveLength(2);
      expect(sent[0]).toContain('search_normalize');
      expect(sent[0]).toContain('count(*)');
    }
    const random = await statementsOf('/api/feed?language=Arabic&q=counted&sort=random');
    expect(random.filter((query) => query.includes('content_facet_counts'))).toEqual([]);
    expect(new Set(random).size, random.join('\n---\n')).toBe(random.length);
  });

  it('a private feed: a signed-in request looks the session and the user up once each, nothing twice', async () => {
    await setFeedPublic(t.deps, false);
    try {
      const caller = await signUp(t.app);
      const sent = await statementsOf('/api/feed?language=Arabic', caller.cookie);
      expect(new Set(sent).size, sent.join('\n---\n')).toBe(sent.length);
      expect(sent.filter(isSessionLookup)).toHaveLength(1);
      expect(sent.filter(isUserLookup)).toHaveLength(1);
      const rest = sent.filter((query) => !isSessionLookup(query) && !isUserLookup(query));
      expect(rest.every(isFeedRead), rest.join('\n---\n')).toBe(true);
      expect(rest.length).toBeLessThanOrEqual(3);
      // Anonymous: refused before any feed statement.
      statements.length = 0;
      recording = true;
      const refused = await t.app.request('/api/feed?language=Arabic');
      recording = false;
      expect(refused.status).toBe(401);
      expect(statements.filter(isFeedRead)).toEqual([]);
    } finally {
      await setFeedPublic(t.deps, true);
    }
  });
});
