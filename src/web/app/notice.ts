// A notice for the page a loader redirects to, such as the child area's "not appropriate for your age" after a video
// the server refused: kept in a short-lived cookie by the redirect and read (and cleared) by the next page's loader,
// so it survives the server's redirect on a first load and on a navigation alike, and a reload does not repeat it.
import { data, redirect } from 'react-router';
import { COOKIES } from '#shared/client-storage';

const NOTICES = ['not-appropriate'] as const;
export type Notice = (typeof NOTICES)[number];

const cookie = (value: string, maxAge: number) =>
  `${COOKIES.notice}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`;

export function redirectWithNotice(path: string, notice: Notice): Response {
  return redirect(path, { headers: { 'Set-Cookie': cookie(notice, 60) } });
}

/** The notice left for this request, if any, and the header that clears it. */
function noticeOf(request: Request): Notice | undefined {
  const value = request.headers
    .get('cookie')
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === COOKIES.notice)?.[1];
  return NOTICES.find((notice) => notice === value);
}

/**
 * A loader's answer with the notice left for it: `value` plus `notice`, and the cookie cleared. The route exports
 * `headers` (passLoaderHeaders) so the clearing reaches the browser.
 */
export function withNotice<T extends object>(request: Request, value: T) {
  const notice = noticeOf(request);
  if (!notice) return data({ ...value, notice: undefined as Notice | undefined });
  return data({ ...value, notice }, { headers: { 'Set-Cookie': cookie('', 0) } });
}

/** A route's `headers` export: its loader's headers (the notice cookie cleared) go to the browser. */
export function passLoaderHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}
