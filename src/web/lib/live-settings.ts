// The live settings every open page follows: one EventSource per tab on GET /api/settings/live, shared
// by every hook; the browser reconnects by itself after a dropped stream, and after a refused one (a restart in
// progress) it is reopened here with a growing delay. TV mode builds on useLiveSetting('tv_mode').
import { useSyncExternalStore } from 'react';
import type { LiveSettingName, LiveSettings } from '#shared/site-settings.schema';

const LIVE_URL = '/api/settings/live';
const MAX_RETRY_MS = 30_000;

let source: EventSource | undefined;
let latest: LiveSettings | undefined;
let retryMs = 1_000;
const listeners = new Set<() => void>();

function isLiveSettings(value: unknown): value is LiveSettings {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.tvMode === 'boolean' && typeof v.feedPublic === 'boolean';
}

function connect() {
  if (source || typeof EventSource === 'undefined') return;
  const opened = new EventSource(LIVE_URL);
  source = opened;
  opened.addEventListener('settings', (event) => {
    retryMs = 1_000;
    let parsed: unknown;
    try {
      parsed = JSON.parse((event as MessageEvent<string>).data);
    } catch {
      return;
    }
    if (!isLiveSettings(parsed)) return;
    latest = parsed;
    for (const listener of listeners) listener();
  });
  opened.addEventListener('error', () => {
    if (opened.readyState !== EventSource.CLOSED) return; // the browser is reconnecting by itself
    opened.close();
    if (source === opened) source = undefined;
    setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  connect();
  return () => {
    listeners.delete(listener);
  };
}

/** The setting's current value, updated live; undefined until the first event arrives. */
export function useLiveSetting(name: LiveSettingName): boolean | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (latest ? (name === 'tv_mode' ? latest.tvMode : latest.feedPublic) : undefined),
    () => undefined,
  );
}

/** For tests: forget the stream and the last values. */
export function resetLiveSettingsForTests() {
  source?.close();
  source = undefined;
  latest = undefined;
  retryMs = 1_000;
  listeners.clear();
}
