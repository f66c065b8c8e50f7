// The TV library over HTTP: /api/library/* for a signed-in user, /api/child/library/* for the child
// credential (screen time and the child's rules enforced on every call, like the rest of /api/child/*).
import { type Context, Hono } from 'hono';
import { policyFor, requireActiveChild } from '#server/child-mode';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { requireUserFrom } from '#server/http/session';
import { saveProgressSchema } from '#shared/library.schema';
import type { LibraryOwner } from './library.repo';
import { libraryOf, saveProgress, setWatchLater } from './library.service';

async function userCaller(c: Context<AppEnv>) {
  const user = await requireUserFrom(c);
  return { owner: { userId: user.id } as LibraryOwner, policy: null };
}

async function childCaller(c: Context<AppEnv>) {
  const context = await requireActiveChild(c);
  return { owner: { childId: context.child.id } as LibraryOwner, policy: policyFor(context) };
}

function libraryRoutes(prefix: string, caller: typeof userCaller | typeof childCaller) {
  return new Hono<AppEnv>()
    .get(prefix, async (c) => {
      const { owner, policy } = await caller(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await libraryOf(c.get('deps').db, owner, policy));
    })
    .put(`${prefix}/watch-later/:id`, async (c) => {
      const { owner, policy } = await caller(c);
      await setWatchLater(c.get('deps').db, owner, policy, c.req.param('id'), true);
      return c.json({ ok: true });
    })
    .delete(`${prefix}/watch-later/:id`, async (c) => {
      const { owner, policy } = await caller(c);
      await setWatchLater(c.get('deps').db, owner, policy, c.req.param('id'), false);
      return c.json({ ok: true });
    })
    .put(`${prefix}/progress/:id`, async (c) => {
      const { owner, policy } = await caller(c);
      const input = parseOrThrow(saveProgressSchema, await readJson(c));
      await saveProgress(c.get('deps').db, owner, policy, c.req.param('id'), input);
      return c.json({ ok: true });
    });
}

export const libraryRoutesForApp = new Hono<AppEnv>()
  .route('/', libraryRoutes('/library', userCaller))
  .route('/', libraryRoutes('/child/library', childCaller));
