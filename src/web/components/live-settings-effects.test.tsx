// The live settings on an open page: the EventSource's events mark <html data-tv-mode-setting> and, when feed
// visibility changes, re-ask the feed (a stand-in EventSource plays the server's stream).
import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '#web/lib/api-client';
import { resetLiveSettingsForTests, useLiveSetting } from '#web/lib/live-settings';
import { ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { LiveSettingsEffects } from './live-settings-effects';

class FakeEventSource {
  static CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = 1;
  private readonly handlers = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, handler: (event: MessageEvent) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(settings: { tvMode: boolean; feedPublic: boolean }) {
    for (const handler of this.handlers.get('settings') ?? []) {
      handler(new MessageEvent('settings', { data: JSON.stringify(settings) }));
    }
  }
}

function FeedProbe() {
  const feed = useQuery({ queryKey: ['feed', 'probe'], queryFn: () => apiGet<{ items: [] }>('/api/feed') });
  return <p>{feed.isSuccess ? 'feed loaded' : 'feed loading'}</p>;
}

function TvProbe() {
  const tv = useLiveSetting('tv_mode');
  return <p>{tv === undefined ? 'tv unknown' : tv ? 'tv on' : 'tv off'}</p>;
}

beforeEach(() => {
  resetLiveSettingsForTests();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  resetLiveSettingsForTests();
  delete document.documentElement.dataset.tvModeSetting;
});

describe('live settings', () => {
  it('opens one stream, follows TV mode on <html>, and re-asks the feed when visibility changes', async () => {
    const api = stubApi({ 'GET /api/feed': ok({ items: [] }) });
    renderWithProviders(
      <>
        <LiveSettingsEffects />
        <TvProbe />
        <FeedProbe />
      </>,
    );
    expect(await screen.findByText('feed loaded')).toBeInTheDocument();
    const stream = FakeEventSource.last;
    expect(stream?.url).toBe('/api/settings/live');
    expect(screen.getByText('tv unknown')).toBeInTheDocument();
    act(() => stream?.emit({ tvMode: false, feedPublic: true }));
    expect(screen.getByText('tv off')).toBeInTheDocument();
    expect(document.documentElement.dataset.tvModeSetting).toBe('off');
    act(() => stream?.emit({ tvMode: true, feedPublic: true }));
    expect(screen.getByText('tv on')).toBeInTheDocument();
    expect(document.documentElement.dataset.tvModeSetting).toBe('on');
    // One stream for the whole tab, however many hooks listen.
    expect(FakeEventSource.last).toBe(stream);
    // TV mode alone does not re-ask the feed.
    expect(api.callsTo('GET /api/feed')).toHaveLength(1);
    act(() => stream?.emit({ tvMode: true, feedPublic: false }));
    expect(document.documentElement.dataset.feedPublic).toBe('false');
    await vi.waitFor(() => expect(api.callsTo('GET /api/feed')).toHaveLength(2));
  });
});
