// Watch progress on the ordinary child video page (/child/video/:id), saved to the child's library like the TV's
// child player does: every 10 s while the position moves, at pause and end, when the page is hidden and when it is
// left. The player is the video feature's; its <video> element's events are caught on the way down (capture phase,
// media events do not bubble), so that player needs no change. An embedded YouTube player does not report its time
// to the page (no iframe API outside TV mode): its progress is not saved here.
import { type RefObject, useEffect } from 'react';
import { saveChildProgress } from '../api/child-library';

export const SAVE_EVERY_MS = 10_000;

export function useMediaProgress(
  container: RefObject<HTMLElement | null>,
  contentId: string,
  ready: boolean,
) {
  useEffect(() => {
    const node = container.current;
    if (!ready || !node) return;
    let position = 0;
    let duration = 0;
    let saved = -1;
    const save = () => {
      const whole = Math.floor(position);
      if (whole <= 0 || whole === saved) return;
      saved = whole;
      void saveChildProgress(contentId, { positionSeconds: whole, durationSeconds: Math.floor(duration) });
    };
    const track = (event: Event) => {
      const media = event.target;
      if (!(media instanceof HTMLMediaElement)) return;
      position = media.currentTime;
      duration = Number.isFinite(media.duration) ? media.duration : 0;
    };
    const trackAndSave = (event: Event) => {
      track(event);
      save();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    node.addEventListener('timeupdate', track, true);
    node.addEventListener('pause', trackAndSave, true);
    node.addEventListener('ended', trackAndSave, true);
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(save, SAVE_EVERY_MS);
    return () => {
      save();
      window.clearInterval(timer);
      node.removeEventListener('timeupdate', track, true);
      node.removeEventListener('pause', trackAndSave, true);
      node.removeEventListener('ended', trackAndSave, true);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [container, contentId, ready]);
}
