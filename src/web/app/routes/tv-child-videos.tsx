// /tv/child/videos: the child's feed on the TV, or the learn-first lock while learning comes first today (the server
// refuses the videos meanwhile).
import { useChildSession } from '#web/features/child-mode';
import { learnFirstOf } from '#web/features/learn';
import { TvLearnFirstLock } from '#web/features/learn/pages/tv-learn-pages';
import { TvChildVideosPage } from '#web/features/tv/pages/tv-child-pages';

export default function TvChildVideosRoute() {
  const learnFirst = learnFirstOf(useChildSession().data);
  if (learnFirst && !learnFirst.videosOpen) return <TvLearnFirstLock state={learnFirst} />;
  return <TvChildVideosPage />;
}

// The text namespaces its page draws with (the browser loads them before hydrating it, entry.client.tsx).
export const handle = {
  i18n: [
    'auth',
    'child-mode',
    'common',
    'connections',
    'dashboards',
    'domain',
    'games',
    'learn',
    'tv',
    'video',
  ],
};
