// The guarded groups' loader: the server asks the API who the caller is (the same session guard every /api route
// has) and redirects before anything is drawn — signed out to the landing page, which offers sign-in and then
// returns to the page (`next`); the wrong role to /unauthorized. RequireAuth repeats it in the browser. Also the
// loader of the pages that only send their caller on (/dashboard, /complete-profile).
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { Me } from '#shared/accounts.schema';
import type { UserRole } from '#shared/domain';
import './load-context';

export function guardLoader(role?: UserRole) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const answer = await context.api('/api/me');
    if (answer.status === 401) {
      const url = new URL(request.url);
      throw redirect(`/?next=${encodeURIComponent(url.pathname + url.search)}`);
    }
    // Any other failure is the page's to show (its session query fails the same way).
    if (!answer.ok) return null;
    const me = (await answer.json()) as Me;
    if (role && me.user.role !== role) throw redirect('/unauthorized');
    return null;
  };
}

/**
 * The loader of a page that only sends its caller on (`where` their session says): redirects on the server. Signed
 * out, or a failing session, is left to the group's guard and the page.
 */
export function sendOnLoader(where: (me: Me) => string | null) {
  return async ({ context }: LoaderFunctionArgs) => {
    const answer = await context.api('/api/me');
    if (!answer.ok) return null;
    const target = where((await answer.json()) as Me);
    if (target) throw redirect(target);
    return null;
  };
}
