// TV preferences kept on this device only (localStorage): leaving TV mode, captions size, autoplay next. A small
// store so the TV switch in the app layout and the settings screens follow a change at once.
import { useSyncExternalStore } from 'react';
import { LOCAL_STORAGE } from '#shared/client-storage';
import { readStorage, writeStorage } from '#web/lib/local-storage';

export const CAPTION_SIZES = ['small', 'medium', 'large'] as const;
export type CaptionSize = (typeof CAPTION_SIZES)[number];

export type TvPrefs = { optedOut: boolean; captionSize: CaptionSize; autoplayNext: boolean };

const KEY = LOCAL_STORAGE.tvPrefs;
const DEFAULTS: TvPrefs = { optedOut: false, captionSize: 'medium', autoplayNext: true };
const listeners = new Set<() => void>();
let cached: TvPrefs | undefined;

function parse(text: string | null): TvPrefs {
  if (!text) return DEFAULTS;
  try {
    const value = JSON.parse(text) as Partial<TvPrefs>;
    return {
      optedOut: value.optedOut === true,
      captionSize: CAPTION_SIZES.includes(value.captionSize as CaptionSize)
        ? (value.captionSize as CaptionSize)
        : DEFAULTS.captionSize,
      autoplayNext: value.autoplayNext !== false,
    };
  } catch {
    return DEFAULTS;
  }
}

export function readTvPrefs(): TvPrefs {
  cached ??= parse(readStorage(KEY));
  return cached;
}

export function setTvPrefs(change: Partial<TvPrefs>): void {
  cached = { ...readTvPrefs(), ...change };
  writeStorage(KEY, JSON.stringify(cached));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    cached = parse(event.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTvPrefs(): TvPrefs {
  return useSyncExternalStore(subscribe, readTvPrefs, () => DEFAULTS);
}
