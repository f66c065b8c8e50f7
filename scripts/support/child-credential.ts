// The child credential for a bench: a signed-in parent (its cookie) adds a child of seven and starts child mode on a
// device through the API, as a family does; the answer's child cookie is what the child's device sends.
import { COOKIES } from '../../src/shared/client-storage';

export async function childCredential(base: string, parentCookie: string, name: string): Promise<string> {
  const headers = { 'Content-Type': 'application/json', Origin: base, Cookie: parentCookie };
  const child = await fetch(`${base}/api/children`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name, dateOfBirth: `${new Date().getFullYear() - 7}-03-04` }),
  });
  if (!child.ok) throw new Error(`adding a child answered ${child.status}: ${await child.text()}`);
  const { id } = (await child.json()) as { id: string };
  const session = await fetch(`${base}/api/child-sessions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ childId: id }),
  });
  if (!session.ok) throw new Error(`starting child mode answered ${session.status}: ${await session.text()}`);
  const credential = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${COOKIES.child}=`));
  if (!credential) throw new Error('starting child mode set no child cookie');
  return credential;
}
