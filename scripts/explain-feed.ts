// Prints PostgreSQL's plan (EXPLAIN ANALYZE) for the exact queries GET /api/feed sends, captured from the real
// service code, and with --child those of the child feed for children with lists (none, blocks, approved content
// only; the bench's children, written as the bench writes them).
// Usage: DATABASE_URL=postgres://… npx tsx scripts/explain-feed.ts [--child]   (or --database-url URL)
import { parseArgs } from 'node:util';
import { childFeedPage, getFeedPage } from '../src/server/catalog';
import { createDatabase } from '../src/server/db/client';
import { presetFilter } from '../src/shared/content-values';
import { feedQuerySchema } from '../src/shared/feed.schema';
import { writeBenchChildren } from './support/bench-lists';
import { type ChildShape, randomChildShapes } from './support/bench-shapes';
import { explainQueries } from './support/explain';

const CASES: [string, Record<string, string>][] = [
  ['first page, Most Recent, no filter', {}],
  ['three filters (age, language, no music)', { age: '1,2', language: 'English', music: 'no' }],
  ['category + duration', { category: 'Quran & Dua for Kids', duration: '0-5' }],
  ['title search', { q: 'ramadan' }],
  ['title search in Arabic, another spelling', { q: 'القران' }],
  ['title search in Urdu, two words in any order', { q: 'رمضان نماز' }],
  // A common word within one broad filter, on a deep page (past the ranked window: newest first).
  ['title search in one language, page 48', { language: 'Spanish', q: 'eid', page: '48' }],
  [
    'title search in two broad filters, page 40',
    { music: 'no', source: 'instagram', q: 'planets', page: '40' },
  ],
  ['title search, random, one source', { source: 'instagram_reel', age: '1,2,3', q: 'qur', sort: 'random' }],
  ['page 500', { page: '500' }],
  ['random', { sort: 'random' }],
];

const { values } = parseArgs({
  options: { 'database-url': { type: 'string' }, child: { type: 'boolean', default: false } },
});
const url = values['database-url'] ?? process.env.DATABASE_URL;
if (!url) {
  console.error('Give --database-url or DATABASE_URL');
  process.exit(2);
}

const plain = createDatabase(url, { max: 1 });
try {
  const [{ count } = { count: 0 }] = (
    await plain.$client.query<{ count: number }>(
      "select count(*)::int as count from content where status = 'published'",
    )
  ).rows;
  console.log(`# ${count.toLocaleString('en-GB')} published items\n`);
  for (const [label, input] of CASES) {
    for (const { kind, plan } of await explainQueries(url, (db) =>
      getFeedPage({ db }, feedQuerySchema.parse(input)),
    )) {
      console.log(`## ${label} — ${kind}\n`);
      console.log(plan);
      console.log('');
    }
  }
  if (values.child) await explainChildFeeds(url, plain);
} finally {
  await plain.$client.end();
}

/** One child of each kind of lists (the broadest settings, so the policy filters least), page 1 and page 20. */
async function explainChildFeeds(databaseUrl: string, db: ReturnType<typeof createDatabase>) {
  const shapes: ChildShape[] = (['none', 'blocks', 'approvedOnly'] as const).map((lists) => {
    const [shape] = randomChildShapes(1, 1);
    if (!shape) throw new Error('no shape');
    return {
      ...shape,
      lists,
      policy: {
        maxAgeRange: 3,
        ratings: ['G', 'PG', 'PG-13'],
        categories: null,
        allowMusic: true,
        values: presetFilter('open'),
        lists: null,
      },
    };
  });
  await writeBenchChildren(db, shapes, 7);
  for (const shape of shapes) {
    for (const page of ['1', '20']) {
      for (const { kind, plan } of await explainQueries(databaseUrl, (planned) =>
        childFeedPage({ db: planned }, shape.policy, feedQuerySchema.parse({ page })),
      )) {
        console.log(`## child feed, lists: ${shape.lists}, page ${page} — ${kind}\n`);
        console.log(plan);
        console.log('');
      }
    }
  }
}
