// Which game is being played on this device right now (set by ChildGameFrame). While one is, the child frame's
// own heartbeat pauses and the game's frame sends the beats naming the game, so one stream of beats counts time.
import { useSyncExternalStore } from 'react';
import type { GameId } from '#shared/games';

let playing: GameId | null = null;
const listeners = new Set<() => void>();

export function setGamePlaying(game: GameId | null): void {
  if (playing === game) return;
  playing = game;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGamePlaying(): GameId | null {
  return useSyncExternalStore(
    subscribe,
    () => playing,
    () => null,
  );
}
