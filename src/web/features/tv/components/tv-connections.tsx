// Islamic Connections on the TV: the games feature's own game (its rules, state, texts and reports to the host),
// its tiles and buttons drawn as TV focusables — moved through with the remote's arrows (Norigin) and chosen with
// OK. The board runs left to right in every language, as on the ordinary page; 10-foot sizes come from a zoomed
// card, so the game's own texts grow with its tiles. Focus keys: connections-tile-<n>, connections-<action>.
import { getCurrentFocusKey, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { useEffect, useRef } from 'react';
import { type ConnectionsControlProps, type ConnectionsControls, ConnectionsGame } from '#web/features/games';
import type { GameHostProps } from '#web/lib/game-host';
import { TvFocusable } from './tv-focusable';
import { TvSection } from './tv-section';

const TILE_PREFIX = 'connections-tile-';

function TvTile({ action, onPress, disabled, pressed, primary: hinted, children }: ConnectionsControlProps) {
  const focusKey = `connections-${action}`;
  // A new board (the first load, Play again, another puzzle) starts on its first tile.
  useEffect(() => {
    if (focusKey === `${TILE_PREFIX}0` && !getCurrentFocusKey()?.startsWith(TILE_PREFIX)) setFocus(focusKey);
  }, [focusKey]);
  return (
    <TvFocusable
      focusKey={focusKey}
      onPress={onPress}
      disabled={disabled}
      pressed={pressed}
      className={`flex min-h-16 w-full flex-col items-center justify-center gap-1 rounded-2xl border-4 px-2 py-2 text-center text-xl leading-tight font-extrabold ${
        pressed ? 'border-teal-950 bg-teal-800 text-white' : 'border-stone-300 bg-white text-stone-900'
      } ${hinted ? 'border-dashed border-amber-500' : ''}`}
    >
      {children}
    </TvFocusable>
  );
}

function TvAction({ action, onPress, disabled, pressed, primary, children }: ConnectionsControlProps) {
  return (
    <TvFocusable
      focusKey={`connections-${action}`}
      onPress={onPress}
      disabled={disabled}
      pressed={pressed}
      className={`inline-flex min-h-12 items-center gap-2 rounded-full px-6 text-lg font-extrabold ${
        primary
          ? 'bg-teal-800 text-white'
          : pressed
            ? 'border-2 border-teal-800 bg-teal-100 text-teal-950'
            : 'border-2 border-stone-300 bg-white text-stone-900'
      }`}
    >
      {children}
    </TvFocusable>
  );
}

const TV_CONTROLS: ConnectionsControls = { Tile: TvTile, Action: TvAction };

/** The game as a TV focus group; `host` is child mode's (time, halt, scores, young boards) or nothing. */
export function TvConnections(host: GameHostProps) {
  const frame = useRef<HTMLDivElement>(null);
  // A found group leaves the board with the tile that was focused: the focus moves to the board, not off screen.
  useEffect(() => {
    const node = frame.current;
    if (!node) return;
    let timer: number | undefined;
    const onFocusOut = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        const next = node.querySelector<HTMLElement>('[data-focus-key^="connections-"]')?.dataset.focusKey;
        if (next) setFocus(next);
      }, 0);
    };
    node.addEventListener('focusout', onFocusOut);
    return () => {
      window.clearTimeout(timer);
      node.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return (
    <div ref={frame} data-tv-game className="mx-auto max-w-7xl">
      <TvSection
        focusKey="connections-game"
        className="rounded-[2rem] bg-white p-6 text-stone-900 [zoom:1.4]"
      >
        <ConnectionsGame {...host} controls={TV_CONTROLS} />
      </TvSection>
    </div>
  );
}
