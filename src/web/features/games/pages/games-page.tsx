// /games and /child/games: the three playable games and the planned ones, honestly marked Coming Soon.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameId } from '#shared/games';
import { pageTitle } from '#web/lib/site';
import { GameArt, type GameArtName } from '../components/game-art';
import { useGamesBase } from '../lib/games-base';

type CardKey = 'snake' | 'tetris' | 'connections' | 'quranMatch' | 'arabicLetters';

const PLAYABLE: { id: GameId; key: CardKey }[] = [
  { id: 'snake', key: 'snake' },
  { id: 'tetris', key: 'tetris' },
  { id: 'islamic-connections', key: 'connections' },
];
const COMING_SOON: CardKey[] = ['quranMatch', 'arabicLetters'];

export function GamesPage() {
  const { t } = useTranslation('games');
  const base = useGamesBase();
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <title>{pageTitle(t('list.title'))}</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('list.title')}</h1>
      <p className="mt-2 text-lg text-stone-700">{t('list.intro')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('list.title')}>
        {PLAYABLE.map((game) => (
          <li key={game.id}>
            <Link
              to={`${base}/${game.id}`}
              aria-label={t('list.play', { name: t(`list.items.${game.key}.name`) })}
              className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 transition hover:shadow-md focus-visible:ring-4 focus-visible:ring-amber-500 motion-reduce:transition-none"
            >
              <GameArt name={game.key as GameArtName} />
              <span className="flex flex-1 flex-col p-4">
                <span className="text-xl font-bold text-stone-900">{t(`list.items.${game.key}.name`)}</span>
                <span className="mt-1 text-base text-stone-700">{t(`list.items.${game.key}.text`)}</span>
                <span className="mt-3 inline-flex min-h-11 w-fit items-center rounded-full bg-teal-700 px-5 font-semibold text-white group-hover:bg-teal-800">
                  {t('list.play', { name: t(`list.items.${game.key}.name`) })}
                </span>
              </span>
            </Link>
          </li>
        ))}
        {COMING_SOON.map((key) => (
          <li
            key={key}
            className="flex flex-col overflow-hidden rounded-3xl bg-white/70 shadow-sm ring-1 ring-stone-200"
          >
            <div className="opacity-70">
              <GameArt name={key} />
            </div>
            <div className="flex flex-1 flex-col p-4">
              <h2 className="text-xl font-bold text-stone-900">{t(`list.items.${key}.name`)}</h2>
              <p className="mt-1 text-base text-stone-700">{t(`list.items.${key}.text`)}</p>
              <p className="mt-3 inline-block w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
                {t('list.comingSoon')}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
