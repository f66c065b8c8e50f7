// A child in child mode, its session as a request read it, then the child deleted by the parent behind the request's
// back: for tests of writes that must answer 401 like a closed session, not a foreign-key 500.
import { eq } from 'drizzle-orm';
import { type ChildSessionContext, findSessionByTokenHash, hashChildToken } from '#server/access';
import { children } from '#server/db/schema/children';
import { signUpAs } from './auth-helpers';
import type { TestApp } from './test-app';

export async function sessionOfDeletedChild(t: TestApp): Promise<ChildSessionContext> {
  const parent = await signUpAs(t.app, t.db, 'parent');
  const created = await parent.request('/api/children', {
    json: { name: 'Yusuf', dateOfBirth: '2018-02-03' },
  });
  const { id: childId } = (await created.json()) as { id: string };
  const started = await parent.request('/api/child-sessions', { json: { childId } });
  if (started.status !== 201) throw new Error(`child mode did not start: ${started.status}`);
  const token = started.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => value.startsWith('qk_child='))
    ?.slice('qk_child='.length);
  const context = await findSessionByTokenHash(t.db, hashChildToken(token ?? ''));
  if (!context) throw new Error('no child session');
  await t.db.delete(children).where(eq(children.id, childId));
  return context;
}
