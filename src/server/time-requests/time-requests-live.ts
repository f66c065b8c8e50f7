// The live channel of time requests: every ask, answer and gift NOTIFYs `{ parentId, childId }` inside its own
// transaction; each open stream follows a family (the parent's dashboard) or one child (the child's screen) and
// reads its own answer again on a change that concerns it, so a request asked on one app process reaches a parent's
// dashboard open on another. After the LISTEN connection comes back, every stream reads again (a change missed
// meanwhile is not lost). The LISTEN connection and the fan-out are the shared `LiveChannel` (`http/live-channel.ts`).
import type { Database } from '#server/db/client';
import { LiveChannel } from '#server/http/live-channel';
import type { Logger } from '#server/logger';
import { TIME_REQUESTS_CHANNEL } from './time-requests.repo';

/** What a stream follows: a family (the parent's dashboard) or one child (the child's screen). */
export type Follows = { parentId: string } | { childId: string };
/** Whose requests changed; `undefined` when unknown (after a reconnect, an unreadable payload): every stream reads. */
type Change = { parentId: string; childId: string } | undefined;

function isChange(value: unknown): value is NonNullable<Change> {
  if (typeof value !== 'object' || value === null) return false;
  const { parentId, childId } = value as Record<string, unknown>;
  return typeof parentId === 'string' && typeof childId === 'string';
}

function changeOf(payload: string | undefined): Change {
  try {
    const parsed: unknown = payload ? JSON.parse(payload) : undefined;
    return isChange(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** True when a stream that follows `follows` must read again after `change`. */
export function concerns(follows: Follows, change: Change): boolean {
  if (!change) return true;
  return 'parentId' in follows ? follows.parentId === change.parentId : follows.childId === change.childId;
}

type TimeRequestsChannel = LiveChannel<Change>;

export function createTimeRequestsChannel(db: Database, logger: Logger): TimeRequestsChannel {
  return new LiveChannel({
    db,
    logger,
    channel: TIME_REQUESTS_CHANNEL,
    name: 'time requests',
    message: changeOf,
  });
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The time requests' live channel: its LISTEN connection and the open event streams. */
    timeRequestsLive: TimeRequestsChannel;
  }
}
