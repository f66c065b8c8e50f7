// Accounts for the benchmarks, made through the real API as a family makes them: a signed-in account, and a parent
// whose child's device is in child mode (the child credential cookie).
import { childCredential } from './child-credential';

export async function signedInCookie(base: string): Promise<string> {
  const account = { email: `bench.${Date.now()}@example.test`, password: 'a-fine-bench-password-42' };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ name: 'Bench Parent', ...account }),
  });
  if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  // Sign-up starts no session (it answers the same for a registered address): sign in.
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (cookies.length === 0) throw new Error('sign-in set no cookie');
  const cookie = cookies.join('; ');
  const check = await fetch(`${base}/api/me`, { headers: { Cookie: cookie } });
  if (!check.ok) throw new Error(`the new session is not signed in (/api/me answered ${check.status})`);
  return cookie;
}

/**
 * A parent signed up through the API (the parent role, set-up done) adds a child and starts child mode: the child
 * credential cookie.
 */
export async function childModeCookie(base: string): Promise<string> {
  const parent = await signedInCookie(base);
  const headers = { 'Content-Type': 'application/json', Origin: base, Cookie: parent };
  for (const [step, body] of [
    ['/api/me/role', { role: 'parent' }],
    ['/api/parent/setup-complete', {}],
  ] as const) {
    const answer = await fetch(`${base}${step}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!answer.ok) throw new Error(`${step} answered ${answer.status}: ${await answer.text()}`);
  }
  return childCredential(base, parent, 'Bench Child');
}
