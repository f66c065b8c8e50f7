// The live settings channel (decision 021-a2): every settings write NOTIFYs inside its own transaction; on a
// notification this process drops its copy of the feed's visibility and, while any stream is open, reads the live
// values once and hands them to every open stream; after the LISTEN connection comes back it does the same (a
// change missed meanwhile is not lost). The LISTEN connection and the fan-out are the shared `LiveChannel`
// (`http/live-channel.ts`); it is started at boot, so the feed's visibility follows other processes' changes.
import type { FeedVisibility } from '#server/catalog';
import type { Database } from '#server/db/client';
import { LiveChannel } from '#server/http/live-channel';
import type { Logger } from '#server/logger';
import type { LiveSettings } from '#shared/site-settings.schema';
import { SETTINGS_CHANNEL } from './site-settings.repo';
import { readLiveSettings } from './site-settings.service';

type LiveSettingsChannel = LiveChannel<LiveSettings>;

export function createLiveSettingsChannel(
  db: Database,
  logger: Logger,
  feedVisibility: FeedVisibility,
): LiveSettingsChannel {
  return new LiveChannel({
    db,
    logger,
    channel: SETTINGS_CHANNEL,
    name: 'live settings',
    message: () => readLiveSettings(db),
    heard: () => feedVisibility.forget(),
  });
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** The live settings channel: its LISTEN connection and the open event streams. */
    liveSettings: LiveSettingsChannel;
  }
}
