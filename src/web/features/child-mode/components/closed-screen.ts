// The words of the screen child mode shows while it is closed, from the server's state: Time's Up (the spec's words
// for the day; the week's own), the calm sleep screen with the time it opens again, or a pause named by the
// parent's setting (a prayer) with the time it ends. Times are on the family's clock.
import { useTranslation } from 'react-i18next';
import type { ChildSessionInfo } from '#shared/child-mode';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import type { Prayer } from '#shared/prayer-times';
import { formatClockTime } from '#web/lib/format';
import { messageText } from '#web/lib/i18n/message-text';

/** The domain text of a prayer's name (whether the pause is a prayer is asked of the catalog). */
const prayerKey = (name: string) => `domain:prayer.${name as Prayer}` as const;

export type ClosedScreen = { kind: 'time_up' | 'sleep' | 'paused'; title: string; body: string };

export function useClosedScreen(session: ChildSessionInfo | undefined): ClosedScreen {
  const { t, i18n } = useTranslation(['child-mode', 'domain']);
  const time = session?.time;
  const timeZone = session?.timeZone ?? 'Europe/London';
  if (time?.kind === 'sleep') {
    return {
      kind: 'sleep',
      title: t('sleep.title'),
      body: t('sleep.body', { time: formatClockTime(time.opensAt, timeZone) }),
    };
  }
  if (time?.kind === 'paused') {
    return {
      kind: 'paused',
      // A prayer's pause is named in the child's language (the domain texts); any other name is shown as given.
      title: t('paused.title', {
        name: i18n.exists(prayerKey(time.name)) ? t(prayerKey(time.name)) : time.name,
      }),
      body: t('paused.body', { time: formatClockTime(time.endsAt, timeZone) }),
    };
  }
  const title = t('notes.timeUpTitle');
  if (time?.kind === 'time_up' && time.reason === 'weekly')
    return { kind: 'time_up', title, body: t('timeUp.weekly') };
  return { kind: 'time_up', title, body: messageText(CHILD_MODE_MESSAGES.timeUpBody) };
}
