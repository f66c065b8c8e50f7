// The child's own best scores of one game (top 5, from the server), with a cheer when the last round was a new best.
import { useTranslation } from 'react-i18next';
import type { GameScore } from '#shared/child-mode';
import { formatNumber } from '#web/lib/format';

export function ChildTopScores({ scores, newBest }: { scores: GameScore[] | undefined; newBest: boolean }) {
  const { t } = useTranslation('child-mode');
  return (
    <section
      aria-labelledby="best-scores-heading"
      className="rounded-[1.75rem] border-4 border-white bg-amber-50 p-4 shadow-md shadow-teal-900/10"
    >
      <h2 id="best-scores-heading" className="text-xl font-extrabold text-teal-950">
        {t('games.bestScores')}
      </h2>
      <p role="status" className="mt-1 min-h-7 text-lg font-extrabold text-teal-800">
        {newBest ? t('games.newBest') : ''}
      </p>
      {scores === undefined ? null : scores.length === 0 ? (
        <p className="text-lg text-stone-700">{t('games.noScores')}</p>
      ) : (
        <ol className="mt-1 space-y-1.5">
          {scores.map((entry, index) => (
            <li
              // One round, one entry: its time and score tell it apart.
              key={`${entry.achievedAt}-${entry.score}`}
              className={`flex items-center gap-3 rounded-2xl px-3 py-2 ${index === 0 ? 'bg-amber-300' : 'bg-white'}`}
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-teal-900 text-lg font-extrabold text-amber-100"
              >
                {formatNumber(index + 1)}
              </span>
              <span className="sr-only">{t('games.place', { place: formatNumber(index + 1) })}</span>
              <span className="text-2xl font-extrabold text-stone-900 tabular-nums">
                {formatNumber(entry.score)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
