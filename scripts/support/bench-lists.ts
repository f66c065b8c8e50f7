// The children the child-feed bench reads as: one child row per shape, with the lists its shape names written as a
// parent's answers would write them (child_approvals, child_blocks, content_collections and their items), so the
// child policy's SQL reads real rows. Random videos are drawn along the random key; earlier bench children go first.
import type { Database } from '../../src/server/db/client';
import { BENCH_LISTS, type ChildShape, seededRandom } from './bench-shapes';

const PARENT_ID = 'bench-lists-parent';

export async function writeBenchChildren(db: Database, shapes: readonly ChildShape[], seed: number) {
  const client = db.$client;
  const random = seededRandom(seed);
  await client.query(
    `insert into users (id, email, name, role) values ($1, 'bench-lists-parent@synthetic.qamarkids.local', 'Bench Parent', 'parent')
     on conflict (id) do nothing`,
    [PARENT_ID],
  );
  // Cascades: the children's lists and the collections' items go with them.
  await client.query('delete from children where parent_id = $1', [PARENT_ID]);
  await client.query('delete from content_collections where parent_id = $1', [PARENT_ID]);
  const drawVideos = async (count: number): Promise<string[]> => {
    const { rows } = await client.query<{ id: string }>(
      `select id from content where status = 'published' and random_key >= $1 order by random_key limit $2`,
      [random() * 0.9, count],
    );
    return rows.map((row) => row.id);
  };
  const { rows: creators } = await client.query<{ id: string }>(
    'select id from creator_profiles order by id',
  );
  let collectionNumber = 0;
  for (const [index, shape] of shapes.entries()) {
    const { rows } = await client.query<{ id: string }>(
      `insert into children (parent_id, name, date_of_birth, approved_only) values ($1, $2, '2018-01-01', $3)
       returning id`,
      [PARENT_ID, `Bench child ${index}`, shape.lists === 'approvedOnly'],
    );
    const childId = rows[0]?.id ?? '';
    shape.policy = { ...shape.policy, lists: { childId, approvedOnly: shape.lists === 'approvedOnly' } };
    if (shape.lists === 'none') continue;
    const blockedVideos = await drawVideos(BENCH_LISTS.blocks - BENCH_LISTS.blockedCreators);
    const blockedCreators = [...creators]
      .sort(() => random() - 0.5)
      .slice(0, BENCH_LISTS.blockedCreators)
      .map((row) => row.id);
    await client.query(
      `insert into child_blocks (child_id, kind, content_id)
       select $1, 'video', unnest($2::uuid[]) on conflict do nothing`,
      [childId, blockedVideos],
    );
    await client.query(
      `insert into child_blocks (child_id, kind, creator_profile_id)
       select $1, 'creator', unnest($2::uuid[]) on conflict do nothing`,
      [childId, blockedCreators],
    );
    if (shape.lists !== 'approvedOnly') continue;
    const approvedVideos = await drawVideos(BENCH_LISTS.approvals - BENCH_LISTS.approvedCollections);
    await client.query(
      `insert into child_approvals (child_id, kind, content_id)
       select $1, 'video', unnest($2::uuid[]) on conflict do nothing`,
      [childId, approvedVideos],
    );
    for (let k = 0; k < BENCH_LISTS.approvedCollections; k += 1) {
      collectionNumber += 1;
      const { rows: made } = await client.query<{ id: string }>(
        `insert into content_collections (parent_id, name) values ($1, $2) returning id`,
        [PARENT_ID, `Bench collection ${collectionNumber}`],
      );
      const collectionId = made[0]?.id ?? '';
      await client.query(
        `insert into content_collection_items (collection_id, content_id)
         select $1, unnest($2::uuid[]) on conflict do nothing`,
        [collectionId, await drawVideos(BENCH_LISTS.videosPerCollection)],
      );
      await client.query(
        `insert into child_approvals (child_id, kind, collection_id) values ($1, 'collection', $2)`,
        [childId, collectionId],
      );
    }
  }
  await client.query('analyze child_approvals, child_blocks, content_collection_items');
}
