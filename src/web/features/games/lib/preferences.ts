// The games' remembered preferences (local storage, this device):
// - `gamesSoundMuted`: 'true' / 'false', the mute switch, shared by every game;
// - `mobileControlPosition`: 'left' / 'center' / 'right', where the on-screen controls sit under the board on a
//   touch screen (the spec's "mobile control position"), shared by Snake and Tetris.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
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
  // Read once hydrated: the server has no storage, and the first render must match the server's HTML.
  const [position, setPosition] = useState<ControlPosition>('center');
  useEffect(() => {
    const stored = readStorage(CONTROL_POSITION_KEY);
    if ((CONTROL_POSITIONS as readonly string[]).includes(stored ?? ''))
      setPosition(stored as ControlPosition);
  }, []);
  const update = useCallback((next: ControlPosition) => {
    setPosition(next);
    writeStorage(CONTROL_POSITION_KEY, next);
  }, []);
  return [position, update];
}

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  // The server cannot know the device: it draws the keyboard's page, and the browser switches once hydrated.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}

/** A touch screen (the on-screen controls are shown there; a keyboard is assumed elsewhere). */
export const useTouchScreen = () => useMediaQuery('(pointer: coarse)');
