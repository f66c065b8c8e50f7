// "What my child played": the child's game sessions of the period (game, when, how long, best score) and the
// time spent in games, on the parent's activity history.
import { useTranslation } from 'react-i18next';
import type { GameActivity } from '#shared/activity.schema';
import type { GameId } from '#shared/games';
import { Icon, type IconName } from '#web/components/icons';
import { formatNumber } from '#web/lib/format';
import { formatDateTime, formatWatched } from '../lib/format';

const GAME_LOOKS: Record<GameId, { nameKey: 'snake' | 'tetris' | 'connections'; icon: IconName }> = {
  snake: { nameKey: 'snake', icon: 'snake' },
  tetris: { nameKey: 'tetris', icon: 'blocks' },
  'islamic-connections': { nameKey: 'connections', icon: 'mosque' },
};

export function GameActivityList({ activity }: { activity: GameActivity }) {
  const { t } = useTranslation(['family', 'games']);
  if (activity.items.length === 0) return <p>{t('activity.noGames')}</p>;
  const totalSeconds = activity.totals.reduce((sum, total) => sum + total.seconds, 0);
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        {t('activity.gameTime', { duration: formatWatched(totalSeconds, t) })}
      </p>
      <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
        {activity.items.map((item) => {
          const looks = GAME_LOOKS[item.gameId];
          return (
            <li key={item.id} className="flex items-center gap-3 px-3 py-3">
              <span
                aria-hidden="true"
                className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-800"
              >
                <Icon name={looks.icon} className="size-7" />
              </span>
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">{t(`games:list.items.${looks.nameKey}.name`)}</p>
                <p className="text-sm text-stone-600">
                  <time dateTime={item.lastPlayedAt}>{formatDateTime(item.lastPlayedAt)}</time> ·{' '}
                  {t('activity.played', { duration: formatWatched(item.seconds, t) })}
                  {item.bestScore === null ? null : (
                    <> · {t('activity.bestScore', { score: formatNumber(item.bestScore) })}</>
                  )}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
