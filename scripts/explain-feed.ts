// Prints PostgreSQL's plan (EXPLAIN ANALYZE) for the exact queries GET /api/feed sends, captured from the real
// service code. Usage: DATABASE_URL=postgres://… npx tsx scripts/explain-feed.ts   (or --database-url URL)
import { parseArgs } from 'node:util';
import { getFeedPage } from '../src/server/catalog';
import { createDatabase } from '../src/server/db/client';
import { feedQuerySchema } from '../src/shared/feed.schema';
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

const { values } = parseArgs({ options: { 'database-url': { type: 'string' } } });
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
} finally {
  await plain.$client.end();
}
