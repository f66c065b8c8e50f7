// The games' remembered preferences (local storage, this device):
// - `gamesSoundMuted`: 'true' / 'false', the mute switch, shared by every game;
// - `mobileControlPosition`: 'left' / 'center' / 'right', where the on-screen controls sit under the board on a
//   touch screen (the spec's "mobile control position"), shared by Snake and Tetris.
import { useCallback, useEffect, useState } from 'react';
import { LOCAL_STORAGE } from '#shared/client-storage';
import { readStorage, useStoredBoolean, writeStorage } from '#web/lib/local-storage';

export const SOUND_MUTED_KEY = LOCAL_STORAGE.gamesSoundMuted;
export const CONTROL_POSITION_KEY = LOCAL_STORAGE.mobileControlPosition;
export const CONTROL_POSITIONS = ['left', 'center', 'right'] as const;
export type ControlPosition = (typeof CONTROL_POSITIONS)[number];

export function useSoundMuted(): [boolean, (muted: boolean) => void] {
  return useStoredBoolean(SOUND_MUTED_KEY, false);
}

export function useControlPosition(): [ControlPosition, (position: ControlPosition) => void] {
  const [position, setPosition] = useState<ControlPosition>(() => {
    const stored = readStorage(CONTROL_POSITION_KEY);
    return (CONTROL_POSITIONS as readonly string[]).includes(stored ?? '')
      ? (stored as ControlPosition)
      : 'center';
  });
  const update = useCallback((next: ControlPosition) => {
    setPosition(next);
    writeStorage(CONTROL_POSITION_KEY, next);
  }, []);
  return [position, update];
}

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const list = window.matchMedia?.(query);
    if (!list) return;
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** A touch screen (the on-screen controls are shown there; a keyboard is assumed elsewhere). */
export const useTouchScreen = () => useMediaQuery('(pointer: coarse)');
