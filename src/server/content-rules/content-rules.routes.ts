// A parent's per-child content lists over HTTP: /api/children/:id/content-rules, approvals and blocks of one child,
// /api/content/:id/child-rules (the approve and block menus of a video page) and /api/collections.
// Removing is by what the rule names (kind and target), and removing something already gone is no error.
import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import {
  approvalInputSchema,
  blockInputSchema,
  collectionInputSchema,
  collectionItemInputSchema,
} from '#shared/child-content-rules';
import {
  addToCollection,
  approve,
  block,
  childRules,
  collectionDetail,
  collectionsOf,
  createCollection,
  deleteOwnCollection,
  removeFromCollection,
  renameOwnCollection,
  unapprove,
  unblock,
  videoRuleStates,
} from './content-rules.service';

const ownChild = access({ audience: 'parent', owns: 'child' });
const ownCollection = access({ audience: 'parent', owns: 'collection' });

export const contentRulesChildRoutes = new Hono<AppEnv>()
  .get('/:id/content-rules', ownChild, async (c) =>
    c.json(await childRules(c.get('deps').db, await requireUserFrom(c), c.req.param('id'))),
  )
  .post('/:id/approvals', ownChild, async (c) => {
    const input = parseOrThrow(approvalInputSchema, await readJson(c));
    const { rule, created } = await approve(
      c.get('deps').db,
      await requireUserFrom(c),
      c.req.param('id'),
      input,
    );
    return c.json(rule, created ? 201 : 200);
  })
  .delete('/:id/approvals', ownChild, async (c) => {
    const input = parseOrThrow(approvalInputSchema, await readJson(c));
    await unapprove(c.get('deps').db, await requireUserFrom(c), c.req.param('id'), input);
    return c.body(null, 204);
  })
  .post('/:id/blocks', ownChild, async (c) => {
    const input = parseOrThrow(blockInputSchema, await readJson(c));
    const { rule, created } = await block(
      c.get('deps').db,
      await requireUserFrom(c),
      c.req.param('id'),
      input,
    );
    return c.json(rule, created ? 201 : 200);
  })
  .delete('/:id/blocks', ownChild, async (c) => {
    const input = parseOrThrow(blockInputSchema, await readJson(c));
    await unblock(c.get('deps').db, await requireUserFrom(c), c.req.param('id'), input);
    return c.body(null, 204);
  });

export const contentRulesVideoRoutes = new Hono<AppEnv>().get(
  '/:id/child-rules',
  access({ audience: 'parent', param: 'publishedContent' }),
  async (c) => c.json(await videoRuleStates(c.get('deps').db, await requireUserFrom(c), c.req.param('id'))),
);

export const collectionsRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'parent' }), async (c) =>
    c.json(await collectionsOf(c.get('deps').db, await requireUserFrom(c))),
  )
  .post('/', access({ audience: 'parent' }), async (c) => {
    const { name } = parseOrThrow(collectionInputSchema, await readJson(c));
    return c.json(await createCollection(c.get('deps').db, await requireUserFrom(c), name), 201);
  })
  .get('/:id', ownCollection, async (c) =>
    c.json(await collectionDetail(c.get('deps').db, await requireUserFrom(c), c.req.param('id'))),
  )
  .patch('/:id', ownCollection, async (c) => {
    const { name } = parseOrThrow(collectionInputSchema, await readJson(c));
    const parent = await requireUserFrom(c);
    await renameOwnCollection(c.get('deps').db, parent, c.req.param('id'), name);
    return c.json(await collectionDetail(c.get('deps').db, parent, c.req.param('id')));
  })
  .delete('/:id', ownCollection, async (c) => {
    await deleteOwnCollection(c.get('deps').db, await requireUserFrom(c), c.req.param('id'));
    return c.body(null, 204);
  })
  .post('/:id/videos', ownCollection, async (c) => {
    const { contentId } = parseOrThrow(collectionItemInputSchema, await readJson(c));
    const { created } = await addToCollection(
      c.get('deps').db,
      await requireUserFrom(c),
      c.req.param('id'),
      contentId,
    );
    return c.body(null, created ? 201 : 200);
  })
  .delete('/:id/videos', ownCollection, async (c) => {
    const { contentId } = parseOrThrow(collectionItemInputSchema, await readJson(c));
    await removeFromCollection(c.get('deps').db, await requireUserFrom(c), c.req.param('id'), contentId);
    return c.body(null, 204);
  });
