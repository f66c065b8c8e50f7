// TV Games: Snake, Tetris and Islamic Connections as big cards; a game fills the screen and is played with the
// remote's arrows and OK (Snake and Tetris: the games' own keys; Connections: its tiles and buttons as TV focusables,
// moved through by spatial navigation), Back returning to this list.
import { pause, resume } from '@noriginmedia/norigin-spatial-navigation';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Icon, type IconName } from '#web/components/icons';
import { SnakeGame, TetrisGame } from '#web/features/games';
import { TvConnections } from '../components/tv-connections';
import { TvFocusable } from '../components/tv-focusable';
import { TvScreenFrame } from '../components/tv-screen';
import { TvSection } from '../components/tv-section';

export const GAMES = ['snake', 'tetris', 'islamic-connections'] as const;
export type TvGame = (typeof GAMES)[number];

const GAME_ICON: Record<TvGame, IconName> = {
  snake: 'snake',
  tetris: 'blocks',
  'islamic-connections': 'mosque',
};

/** The games as big cards; `basePath` is where they open (/tv/games or the child's /tv/child/games). */
export function TvGamesList({ screen, basePath }: { screen: string; basePath: string }) {
  const { t } = useTranslation('tv');
  const navigate = useNavigate();
  return (
    <TvScreenFrame screen={screen} title={t('nav.games')} firstFocus="games-snake" ready>
      <TvSection focusKey="games-list" label={t('nav.games')}>
        <ul className="grid grid-cols-3 gap-10 p-3">
          {GAMES.map((game) => (
            <li key={game}>
              <TvFocusable
                focusKey={`games-${game}`}
                onPress={() => navigate(`${basePath}/${game}`)}
                className="flex w-full flex-col gap-4 rounded-[2rem] bg-teal-800 p-10 text-start shadow-xl"
              >
                <span className="flex size-28 items-center justify-center rounded-3xl bg-amber-300 text-teal-950">
                  <Icon name={GAME_ICON[game]} className="size-20" />
                </span>
                <span className="text-4xl font-extrabold">{t(`games.${game}.title`)}</span>
                <span className="text-2xl text-teal-50">{t(`games.${game}.hint`)}</span>
              </TvFocusable>
            </li>
          ))}
        </ul>
      </TvSection>
    </TvScreenFrame>
  );
}

export function TvGamesPage() {
  return <TvGamesList screen="games" basePath="/tv/games" />;
}

/** Connections on the TV: spatial navigation stays on, moving through its tiles and buttons. */
export function TvConnectionsStage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('tv');
  return (
    <TvScreenFrame
      screen="game-islamic-connections"
      title={t('games.islamic-connections.title')}
      firstFocus=""
      ready={false}
    >
      <p className="mb-4 text-center text-2xl text-teal-50">{t('games.back')}</p>
      {children}
    </TvScreenFrame>
  );
}

/** A game full screen: it owns the arrows while open (spatial navigation resumes when Back leaves it). */
export function TvGameStage({
  game,
  children,
}: {
  game: Exclude<TvGame, 'islamic-connections'>;
  children: ReactNode;
}) {
  const { t } = useTranslation('tv');
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    pause();
    // The game's board takes the keys once it is on screen (a frame around it may render it a moment later).
    const timer = window.setTimeout(
      () => frame.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus(),
      0,
    );
    return () => {
      window.clearTimeout(timer);
      resume();
    };
  }, []);
  return (
    <TvScreenFrame screen={`game-${game}`} title={t(`games.${game}.title`)} firstFocus="" ready={false}>
      <div ref={frame} data-tv-game className="mx-auto flex max-w-5xl flex-col gap-6">
        <p className="text-center text-2xl text-teal-50">{t('games.back')}</p>
        <div className="rounded-[2rem] bg-white p-6 text-stone-900">{children}</div>
      </div>
    </TvScreenFrame>
  );
}

export function isTvGame(game: string | undefined): game is TvGame {
  return GAMES.includes(game as TvGame);
}

export function TvGamePage() {
  const { game } = useParams();
  if (!isTvGame(game)) return <Navigate to="/tv/games" replace />;
  if (game === 'islamic-connections')
    return (
      <TvConnectionsStage>
        <TvConnections />
      </TvConnectionsStage>
    );
  const Game = game === 'snake' ? SnakeGame : TetrisGame;
  return (
    <TvGameStage game={game}>
      <Game />
    </TvGameStage>
  );
}
