// The tallest rendition a viewer's master playlist lists. One function so the plan rule (Free ≤ 480p, issue 16)
// is wired in one place by the lead; for now every viewer may have the full ladder.
import type { SessionUser } from '#server/http/session';

export function playbackMaxHeight(_viewer: SessionUser | null): number {
  return 1080;
}
