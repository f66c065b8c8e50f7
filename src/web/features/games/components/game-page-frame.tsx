// The frame of a game's page: a way back to the games list (not in child mode's locked play), the title, the
// game, and the player's best scores on this device.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateOnly, formatNumber } from '#web/lib/format';
import { pageTitle } from '#web/lib/site';
import { useGamesBase } from '../lib/games-base';
import type { HighScore } from '../lib/high-scores';

export function GamePageFrame(props: {
  title: string;
  locked?: boolean;
  scores: HighScore[];
  children: ReactNode;
}) {
  const { t } = useTranslation('games');
  const base = useGamesBase();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-4 sm:py-8">
      <title>{pageTitle(props.title)}</title>
      <div className="flex items-center gap-3">
        {props.locked ? null : (
          <Link
            to={base}
            className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-teal-800 hover:bg-teal-50"
          >
            <svg
              viewBox="0 0 24 24"
              className="size-5 rtl:-scale-x-100"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m15 5-7 7 7 7" />
            </svg>
            {t('page.allGames')}
          </Link>
        )}
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{props.title}</h1>
      </div>
      {props.children}
      <section aria-labelledby="high-scores-heading" className="mx-auto mt-4 w-full max-w-md">
        <h2 id="high-scores-heading" className="text-lg font-bold text-stone-900">
          {t('page.highScores')}
        </h2>
        {props.scores.length === 0 ? (
          <p className="mt-1 text-stone-700">{t('page.noHighScores')}</p>
        ) : (
          <ol
            className="mt-2 divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
            data-testid="high-scores"
          >
            {props.scores
              .map((entry, index) => ({ ...entry, rank: index + 1 }))
              .map((entry) => (
                <li key={entry.rank} className="flex items-center gap-3 px-4 py-2">
                  <span className="inline-flex size-7 items-center justify-center rounded-full bg-amber-100 text-sm font-bold text-amber-900">
                    <span className="sr-only">{t('page.rank', { rank: formatNumber(entry.rank) })}</span>
                    <span aria-hidden="true">{formatNumber(entry.rank)}</span>
                  </span>
                  <span className="font-bold text-stone-900">
                    {t('page.highScoreRow', {
                      count: entry.score,
                      replace: { count: formatNumber(entry.score) },
                    })}
                  </span>
                  {entry.date ? (
                    <span className="ms-auto text-sm text-stone-600">{formatDateOnly(entry.date)}</span>
                  ) : null}
                </li>
              ))}
          </ol>
        )}
        <p className="mt-1 text-sm text-stone-600">{t('page.highScoresNote')}</p>
      </section>
    </div>
  );
}
