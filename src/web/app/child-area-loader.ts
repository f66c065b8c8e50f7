// The loader of the child area's frames (/child and the child's TV, /tv/child): the child's session their frame
// shows, read with the device's child credential. The server decides time-up, so the redirect is the server's too:
// a used-up day goes to the frame's time-up page, and that page is left for the frame's home once time is back.
import { type LoaderFunctionArgs, redirect } from 'react-router';
import type { ChildSessionInfo } from '#shared/child-mode';
import { childSessionQueryOptions } from '#web/features/child-mode';
import { prefetch } from './prefetch';

/** `readableWhenTimedOut`: pages a used-up day still shows (what the parent can see), beside time-up itself. */
export function childAreaLoader(paths: { timeUp: string; home: string; readableWhenTimedOut?: string[] }) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    let session: ChildSessionInfo | undefined;
    const data = await prefetch(context, async (queryClient, api) => {
      const options = childSessionQueryOptions(api);
      await queryClient.prefetchQuery(options);
      session = queryClient.getQueryData(options.queryKey);
    });
    const pathname = new URL(request.url).pathname.replace(/\/$/, '');
    const onTimeUp = pathname === paths.timeUp;
    const readable = paths.readableWhenTimedOut?.includes(pathname) ?? false;
    if (session?.status === 'timed_out' && !onTimeUp && !readable) throw redirect(paths.timeUp);
    if (session?.status === 'active' && session.time.kind === 'open' && onTimeUp) throw redirect(paths.home);
    return data;
  };
}
