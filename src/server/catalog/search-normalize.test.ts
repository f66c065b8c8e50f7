// Title search in Arabic and Urdu through the public API: the same title is found whichever way a child or parent
// types it (with or without harakat, another alef, ta marbuta as ha, Urdu letter forms, other digits, any word
// order), and every word typed must match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertContent } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import type { FeedPage } from '#shared/feed.schema';

let t: TestApp;

const TITLES = {
  quran: 'القرآن الكريم للأطفال',
  ibrahim: 'قصة سيدنا إبراهيم',
  salah: 'تعليم الصلاة خطوة بخطوة',
  ramadan: 'أناشيد رمضان',
  mustafa: 'مُصْطَفَى وَالْقَمَر',
  wuduLesson: 'الدرس ٣ الوضوء',
  urduLesson: 'سبق ۵ حروف تہجی',
  urduStories: 'بچوں کی کہانیاں',
  urduPrayer: 'نماز کا طریقہ',
  urduNames: 'اللہ کے نام',
  alhamdulillah: 'ٱلْحَمْدُ لِلَّهِ',
  counting: 'Counting with Zayd and Maryam',
  isa: 'عيسى عليه السلام',
  makkah: 'مكـــة المكرمة',
  eid: 'Eid Mubarak عيد مبارك',
} as const;

/** Twenty real queries and the titles each must find (exactly those). */
const QUERIES: [query: string, expected: (keyof typeof TITLES)[]][] = [
  ['القرآن', ['quran']],
  ['القران', ['quran']],
  ['الْقُرْآنِ', ['quran']],
  ['اطفال القران', ['quran']],
  ['ابراهيم', ['ibrahim']],
  ['قصه', ['ibrahim']],
  ['الصلاه', ['salah']],
  ['اناشيد', ['ramadan']],
  ['مصطفي', ['mustafa']],
  ['القمر', ['mustafa']],
  ['الوضوء 3', ['wuduLesson']],
  ['سبق 5', ['urduLesson']],
  ['کہانیاں', ['urduStories']],
  ['كهاني', ['urduStories']],
  ['طريقه نماز', ['urduPrayer']],
  ['الله', ['urduNames']],
  ['الحمد', ['alhamdulillah']],
  ['maryam COUNTING', ['counting']],
  ['عيسي', ['isa']],
  ['مكة', ['makkah']],
  ['عید مبارک', ['eid']],
];

beforeAll(async () => {
  t = await createTestApp();
  for (const title of Object.values(TITLES)) await insertContent(t.db, { title });
});

afterAll(async () => {
  await t.close();
});

async function search(query: string, extra = '') {
  const response = await t.app.request(`/api/feed?q=${encodeURIComponent(query)}${extra}`);
  expect(response.status).toBe(200);
  return (await response.json()) as FeedPage;
}

describe('title search in Arabic and Urdu', () => {
  it.each(QUERIES)('%s finds its titles', async (query, expected) => {
    const page = await search(query);
    expect(page.items.map((item) => item.title).sort()).toEqual(expected.map((key) => TITLES[key]).sort());
    expect(page.total).toBe(expected.length);
  });

  it('needs every word typed: two words from different titles find nothing', async () => {
    const page = await search('القرآن رمضان');
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
  });

  it('ranks titles starting with the search first, then whole words, then other matches, newest first within each', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 1, n));
    // The newest match is the weakest, the oldest the strongest: rank decides before recency.
    await insertContent(t.db, { title: 'حروف النورانية', createdAt: day(9) });
    await insertContent(t.db, { title: 'قصة نور', createdAt: day(8) });
    await insertContent(t.db, { title: 'قصة أخرى عن نور', createdAt: day(7) });
    await insertContent(t.db, { title: 'نور على نور', createdAt: day(1) });
    const page = await search('نور');
    expect(page.items.map((item) => item.title)).toEqual([
      'نور على نور',
      'قصة نور',
      'قصة أخرى عن نور',
      'حروف النورانية',
    ]);
  });
});
