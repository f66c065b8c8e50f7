// /api/children: a parent's own child profiles.
import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { createChildSchema, updateChildSchema } from '#shared/children.schema';
import { createChild, deleteChild, listChildren, updateChild } from './children.service';

export const childrenRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'parent' }), async (c) =>
    c.json(await listChildren(c.get('deps').db, await requireUserFrom(c))),
  )
  .post('/', access({ audience: 'parent' }), async (c) => {
    const input = parseOrThrow(createChildSchema, await readJson(c));
    return c.json(await createChild(c.get('deps').db, await requireUserFrom(c), input), 201);
  })
  .patch('/:id', access({ audience: 'parent', owns: 'child' }), async (c) => {
    const input = parseOrThrow(updateChildSchema, await readJson(c));
    return c.json(await updateChild(c.get('deps').db, await requireUserFrom(c), c.req.param('id'), input));
  })
  .delete('/:id', access({ audience: 'parent', owns: 'child' }), async (c) => {
    await deleteChild(c.get('deps').db, await requireUserFrom(c), c.req.param('id'));
    return c.body(null, 204);
  });
