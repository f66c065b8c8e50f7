// The child's TV screens (/tv/child/*): every list is the child's own feed or library from /api/child/* (the
// server applies the child's rules: age, ratings, categories, values), so nothing outside them can show. The
// player is the TV player with the child's source: the child's content route (which also names the mix the server
// gives this child: vocals only for a child who may not hear instruments), up-next from the child's feed only,
// progress saved to the child's library, no links out.
import { getCurrentFocusKey, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import type { Category } from '#shared/domain';
import type { TimeRequestOrigin } from '#shared/time-requests';
import {
  ChildGameFrame,
  getChildNext,
  ParentSeesExplainer,
  ParentSeesIcon,
  saveChildProgress,
  startChildVideo,
  useAskForMoreTime,
  useChildContent,
  useChildFeedFiltered,
  useChildLibrary,
  useChildSession,
  useChildWatchLaterToggle,
  useClosedScreen,
  useCountView,
} from '#web/features/child-mode';
import { SnakeGame, TetrisGame } from '#web/features/games';
import { messageText } from '#web/lib/i18n/message-text';
import { TV_ASK_KEY, TvAskButton, TvAskMessages, type TvAskState } from '../components/tv-ask-for-more-time';
import { TvChildNewsContext } from '../components/tv-child-news';
import { TvConnections } from '../components/tv-connections';
import { TvOpenExitGateContext } from '../components/tv-exit-gate';
import { TvFocusable } from '../components/tv-focusable';
import { HOME_ROW_SIZE, TvHomeRows } from '../components/tv-home-rows';
import { TvMessageScreen } from '../components/tv-message-screen';
import { TvEmpty, TvScreenFrame } from '../components/tv-screen';
import { TvSection } from '../components/tv-section';
import { progressIn, TvGridCards, TvTitledRow } from '../components/tv-video-card';
import { CHILD_TV_HOME, childWatchPath, TIME_UP_UNLOCK_KEY } from '../lib/tv-rule';
import { isTvGame, TvConnectionsStage, TvGameStage, TvGamesList } from './tv-games-page';
import { TvPlayerScreen, type TvPlayerSource } from './tv-player-page';
import { type TvSearchResults, TvSearchScreen } from './tv-search-page';

const BIG_BUTTON = 'rounded-full bg-amber-300 px-10 py-4 text-3xl font-extrabold text-teal-950';

function useChildCategoryItems(category: Category) {
  return useChildFeedFiltered({ category: [category] }).data?.items;
}

/** Home: a hello, what the child was watching, the newest videos and a few categories — all the child's own. */
export function TvChildHomePage() {
  const { t } = useTranslation('tv');
  const { t: tc } = useTranslation('child-mode');
  const session = useChildSession();
  const library = useChildLibrary();
  const latest = useChildFeedFiltered({ sort: 'recent' });
  const continueWatching = library.data?.continueWatching ?? [];
  const newItems = (latest.data?.items ?? []).slice(0, HOME_ROW_SIZE);
  const first = continueWatching[0]
    ? `child-home-continue-${continueWatching[0].id}`
    : newItems[0]
      ? `child-home-new-${newItems[0].id}`
      : 'nav-videos';
  return (
    <TvScreenFrame
      screen="child-home"
      title={t('nav.home')}
      firstFocus={first}
      ready={!library.isPending && !latest.isPending}
    >
      <div className="flex flex-col gap-12">
        {session.data ? (
          <p dir="auto" className="px-3 text-5xl font-extrabold text-amber-200">
            {tc('layout.greeting', { name: session.data.child.name })}
          </p>
        ) : null}
        <TvHomeRows
          keyPrefix="child-home"
          continueWatching={continueWatching}
          newItems={newItems}
          newPending={latest.isPending}
          useCategoryItems={useChildCategoryItems}
        />
      </div>
    </TvScreenFrame>
  );
}

/** Videos: the child's feed in the four-column grid, a page at a time. */
export function TvChildVideosPage() {
  const { t } = useTranslation('tv');
  const [page, setPage] = useState(1);
  const feed = useChildFeedFiltered({ sort: 'recent', ...(page > 1 ? { page } : {}) });
  const items = feed.data?.items ?? [];
  return (
    <TvScreenFrame
      screen="child-videos"
      title={t('nav.videos')}
      firstFocus={items[0] ? `child-videos-${items[0].id}` : 'nav-videos'}
      ready={!feed.isPending}
    >
      <div className="flex flex-col gap-8">
        <TvSection focusKey="child-videos-grid" label={t('nav.videos')}>
          {items.length > 0 ? (
            <TvGridCards gridKey="child-videos" items={items} />
          ) : feed.isPending ? null : (
            <TvEmpty>{t('videos.empty')}</TvEmpty>
          )}
        </TvSection>
        {page > 1 || feed.data?.hasMore ? (
          <TvSection focusKey="child-videos-pages" className="flex gap-6 px-3">
            {page > 1 ? (
              <TvFocusable
                focusKey="child-videos-first"
                onPress={() => setPage(1)}
                className="rounded-full bg-white/15 px-10 py-4 text-3xl font-bold"
              >
                {t('child.firstPage')}
              </TvFocusable>
            ) : null}
            {feed.data?.hasMore ? (
              <TvFocusable
                focusKey="child-videos-more"
                onPress={() => setPage(page + 1)}
                className={BIG_BUTTON}
              >
                {t('child.morePage')}
              </TvFocusable>
            ) : null}
          </TvSection>
        ) : null}
      </div>
    </TvScreenFrame>
  );
}

const LIBRARY_ROWS = ['continue', 'watchLater'] as const;

/** Library: the child's continue watching and watch later (the child does not like videos). */
export function TvChildLibraryPage() {
  const { t } = useTranslation('tv');
  const library = useChildLibrary();
  const lists = {
    continue: library.data?.continueWatching ?? [],
    watchLater: library.data?.watchLater ?? [],
  };
  const firstRow = LIBRARY_ROWS.find((row) => lists[row].length > 0);
  const firstItem = firstRow ? lists[firstRow][0] : undefined;
  return (
    <TvScreenFrame
      screen="child-library"
      title={t('nav.library')}
      firstFocus={firstRow && firstItem ? `child-library-${firstRow}-${firstItem.id}` : 'nav-library'}
      ready={!library.isPending}
    >
      <div className="flex flex-col gap-10">
        {LIBRARY_ROWS.map((row) => (
          <TvTitledRow
            key={row}
            sectionKey={`child-library-row-${row}`}
            rowKey={`child-library-${row}`}
            title={t(`library.${row}`)}
            items={lists[row]}
            pending={library.isPending}
            empty={t(`library.empty.${row}`)}
            {...(row === 'continue' ? { progressOf: progressIn(lists.continue) } : {})}
          />
        ))}
      </div>
    </TvScreenFrame>
  );
}

/** Games are off for this child: said kindly, with the way to the videos. */
function ChildGamesOff() {
  const { t } = useTranslation('child-mode');
  const navigate = useNavigate();
  return (
    <TvMessageScreen
      screen="child-games-off"
      title={t('games.offTitle')}
      body={messageText(CHILD_MODE_MESSAGES.gamesOff)}
      action={t('games.watchVideos')}
      actionKey="child-games-videos"
      onAction={() => navigate(`${CHILD_TV_HOME}/videos`)}
    />
  );
}

/** Games, only when the parent lets this child play (the same check as /child/games). */
export function TvChildGamesPage() {
  const session = useChildSession();
  if (!session.data) return null;
  if (!session.data.child.gamesEnabled) return <ChildGamesOff />;
  return <TvGamesList screen="child-games" basePath={`${CHILD_TV_HOME}/games`} />;
}

/** A game in child mode's frame: its playing time counts (heartbeats naming the game), scores kept, time up stops it. */
export function TvChildGamePage() {
  const { game } = useParams();
  if (!isTvGame(game)) return <Navigate to={`${CHILD_TV_HOME}/games`} replace />;
  if (game === 'islamic-connections')
    return (
      <TvConnectionsStage>
        <ChildGameFrame game={game}>{(host) => <TvConnections {...host} />}</ChildGameFrame>
      </TvConnectionsStage>
    );
  const Game = game === 'snake' ? SnakeGame : TetrisGame;
  return (
    <TvGameStage game={game}>
      <ChildGameFrame game={game}>{(host) => <Game {...host} />}</ChildGameFrame>
    </TvGameStage>
  );
}

/** The player: only a video the server allows for this child; up next from the child's feed only. */
export function TvChildPlayerPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const content = useChildContent(id);
  const library = useChildLibrary();
  const watchLater = useChildWatchLaterToggle();
  const session = useChildSession();
  useCountView(id, content.isSuccess);
  // A video the child chose (not one autoplay started) begins a new run of autoplay, on the server.
  const autoplayed = (location.state as { autoplay?: boolean } | null)?.autoplay === true;
  const ready = content.isSuccess;
  useEffect(() => {
    if (ready && !autoplayed) void startChildVideo(id, false).catch(() => undefined);
  }, [id, ready, autoplayed]);
  const inList = library.data?.watchLater.some((item) => item.id === id) ?? false;
  const source: TvPlayerSource = {
    watchPath: childWatchPath,
    next: getChildNext,
    save: saveChildProgress,
    watchLater: { inList, toggle: (add) => watchLater.mutate({ id, add }) },
    childMode: true,
    childAutoplay: {
      allowed: (session.data?.autoplayVideos ?? 0) > 0,
      start: (next) =>
        startChildVideo(next, true).then(
          () => true,
          () => false,
        ),
    },
  };
  return <TvPlayerScreen content={content} source={source} />;
}

const useChildResults: TvSearchResults = (query, enabled) => useChildFeedFiltered({ q: query }, enabled);

/** Search with the on-screen keyboard over the child's feed (the child's rules applied on the server). */
export function TvChildSearchPage() {
  const session = useChildSession();
  if (!session.data) return null;
  if (!session.data.child.searchEnabled) return <ChildSearchOff />;
  return <TvSearchScreen screen="child-search" useResults={useChildResults} />;
}

/** Search is off for this child (its screen is not in the header; this is for an address typed or remembered). */
function ChildSearchOff() {
  const { t } = useTranslation('child-mode');
  const navigate = useNavigate();
  return (
    <TvMessageScreen
      screen="child-search-off"
      title={t('feed.searchOffTitle')}
      body={messageText(CHILD_MODE_MESSAGES.searchOff)}
      action={t('games.watchVideos')}
      actionKey="child-search-videos"
      onAction={() => navigate(`${CHILD_TV_HOME}/videos`)}
    />
  );
}

/** What the child's parent can see, and that nobody else can: the TV's page behind the header's eye sign. */
export function TvChildParentSeesPage() {
  const { t } = useTranslation('child-mode');
  const navigate = useNavigate();
  return (
    <TvScreenFrame
      screen="child-parent-sees"
      title={t('parentSees.title')}
      firstFocus="child-parent-sees-back"
      ready
    >
      <div
        data-testid="tv-child-parent-sees"
        className="mx-auto flex max-w-5xl flex-col gap-10 py-12 text-teal-50"
      >
        <p aria-hidden="true" className="flex items-center gap-6 text-5xl font-extrabold text-amber-200">
          <ParentSeesIcon className="size-20" />
          {t('parentSees.title')}
        </p>
        <ParentSeesExplainer size="tv" />
        <div>
          <TvFocusable
            focusKey="child-parent-sees-back"
            onPress={() => navigate(CHILD_TV_HOME)}
            className={BIG_BUTTON}
          >
            {t('parentSees.back')}
          </TvFocusable>
        </div>
      </div>
    </TvScreenFrame>
  );
}

/**
 * "Ask for more time" on the closed screen: the phone's logic, and what a yes (or extra time given unasked) does on
 * the TV: the shell is told the good news and the session is read again at once. The server opens the session when
 * it is read with the new time, so the shell goes back to the TV's home by itself; a pause or bedtime may still hold
 * it closed, and then the screen stays, saying the good news, until it opens.
 */
function useTvAskForMoreTime(from: TimeRequestOrigin): TvAskState & { loading: boolean } {
  const { t } = useTranslation('child-mode');
  const state = useAskForMoreTime(from);
  const tell = useContext(TvChildNewsContext);
  const { refetch } = useChildSession();
  const goodNews = state.yesText ? t(state.yesText) : state.gift ? t(state.giftText) : null;
  useEffect(() => {
    if (goodNews === null) return;
    tell(goodNews);
    void refetch();
  }, [goodNews, tell, refetch]);
  return { ...state, goodNews };
}

/**
 * Child mode is closed (the day's or the week's time used up, sleep time or a pause, as the phone's child area says
 * it): the child can ask for more time with the remote, and a parent can still unlock the device.
 */
export function TvChildTimeUpPage() {
  const { t } = useTranslation('child-mode');
  const openGate = useContext(TvOpenExitGateContext);
  const closed = useClosedScreen(useChildSession().data);
  const asking = useTvAskForMoreTime(closed.kind === 'paused' ? 'pause' : closed.kind);
  // The first focus is decided once, when the ask's status is in: the child's button if they may ask, else the
  // parent's (deciding again on every change would pull the remote back to a button the child had left).
  const firstFocus = useRef<string | null>(null);
  if (firstFocus.current === null && !asking.loading) {
    firstFocus.current = asking.canAsk ? TV_ASK_KEY : TIME_UP_UNLOCK_KEY;
  }
  // The ask button leaves while the question waits (or once time is given): the remote moves to the parent's
  // button beside it at once, never to nothing.
  useEffect(() => {
    if (!asking.canAsk && getCurrentFocusKey() === TV_ASK_KEY) setFocus(TIME_UP_UNLOCK_KEY);
  }, [asking.canAsk]);
  return (
    <TvMessageScreen
      screen="child-time-up"
      title={closed.title}
      body={closed.body}
      art={
        <svg viewBox="0 0 64 64" className="size-32 text-amber-200" aria-hidden="true">
          <path d="M40 8a24 24 0 1 0 16 40A22 22 0 0 1 40 8Z" fill="currentColor" />
          <circle cx="50" cy="14" r="2.5" fill="currentColor" />
          <circle cx="56" cy="28" r="1.8" fill="currentColor" />
        </svg>
      }
      action={t('timeUp.parentUnlock')}
      actionKey={TIME_UP_UNLOCK_KEY}
      onAction={openGate}
      quietAction
      ready={firstFocus.current !== null}
      firstFocus={firstFocus.current ?? TIME_UP_UNLOCK_KEY}
      leadingAction={<TvAskButton state={asking} />}
    >
      <TvAskMessages state={asking} />
    </TvMessageScreen>
  );
}
