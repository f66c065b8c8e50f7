// /api/admin/users*: the All Users list with its filters, one user's detail and edit, suspension, reinstatement and
// the role change. Admin only (each route's access declaration); the rules are in admin-users.service.ts.
import { Hono } from 'hono';
import { access, requireUserFrom } from '#server/access';
import type { AppEnv } from '#server/http/app-env';
import { parseOrThrow } from '#server/http/app-error';
import { readJson } from '#server/http/read-json';
import { adminRoleSchema, adminUserQuerySchema, adminUserUpdateSchema } from '#shared/admin-users.schema';
import {
  changeRole,
  listUsers,
  reinstateUser,
  suspendUser,
  updateUser,
  userDetail,
} from './admin-users.service';

export const adminUsersRoutes = new Hono<AppEnv>()
  .get('/', access({ audience: 'admin' }), async (c) => {
    const query = parseOrThrow(adminUserQuerySchema, c.req.query());
    c.header('Cache-Control', 'no-store');
    return c.json(await listUsers(c.get('deps').db, query));
  })
  .get('/:userId', access({ audience: 'admin' }), async (c) =>
    c.json(await userDetail(c.get('deps').db, c.req.param('userId'))),
  )
  .patch('/:userId', access({ audience: 'admin' }), async (c) => {
    const input = parseOrThrow(adminUserUpdateSchema, await readJson(c));
    return c.json(await updateUser(c.get('deps').db, await requireUserFrom(c), c.req.param('userId'), input));
  })
  .post('/:userId/suspend', access({ audience: 'admin' }), async (c) =>
    c.json(await suspendUser(c.get('deps').db, await requireUserFrom(c), c.req.param('userId'))),
  )
  .post('/:userId/reinstate', access({ audience: 'admin' }), async (c) =>
    c.json(await reinstateUser(c.get('deps').db, await requireUserFrom(c), c.req.param('userId'))),
  )
  .put('/:userId/role', access({ audience: 'admin' }), async (c) => {
    const { role } = parseOrThrow(adminRoleSchema, await readJson(c));
    return c.json(await changeRole(c.get('deps').db, await requireUserFrom(c), c.req.param('userId'), role));
  });
