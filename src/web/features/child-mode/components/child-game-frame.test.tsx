// ChildGameFrame with a tiny stand-in game (only in this test): what the frame passes to a game and does with
// what the game tells it — heartbeats while playing, the halt and 'Time's Up!', scores, the games-off state.
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CHILD_MODE_MESSAGES,
  type ChildGameScores,
  type ChildSessionInfo,
  type HeartbeatResult,
} from '#shared/child-mode';
import type { GameHostProps } from '#web/lib/game-host';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { aChildSession } from '#web/test/fixtures';
import { english } from '#web/test/messages';
import { renderWithProviders } from '#web/test/render';
import { ChildGameFrame } from './child-game-frame';

/** One second between beats keeps the test short. */
const session = (overrides: Partial<ChildSessionInfo['child']> = {}) =>
  aChildSession(overrides, { heartbeatSeconds: 1 });

const NO_SCORES: ChildGameScores = { scores: { snake: [], tetris: [], 'islamic-connections': [] } };

/** A stand-in game: buttons that call the host's callbacks, and the props it was given, shown as text. */
function FakeGame(host: GameHostProps) {
  return (
    <div>
      <p>{host.halted ? 'halted' : 'running'}</p>
      <p>{host.locked ? 'locked' : 'open'}</p>
      <p>{host.youngPlayer ? 'young' : 'older'}</p>
      <button type="button" onClick={() => host.onPlayingChange?.(true)}>
        fake start
      </button>
      <button type="button" onClick={() => host.onPlayingChange?.(false)}>
        fake pause
      </button>
      <button
        type="button"
        onClick={() => {
          host.onPlayingChange?.(false);
          host.onGameOver?.(120);
        }}
      >
        fake game over
      </button>
    </div>
  );
}

const frame = <ChildGameFrame game="snake">{(host) => <FakeGame {...host} />}</ChildGameFrame>;

describe('ChildGameFrame', () => {
  it('passes locked and youngPlayer, beats naming the game only while playing, and keeps the score', async () => {
    let scores = NO_SCORES;
    const api = stubApi({
      'GET /api/child/session': ok(session()),
      'GET /api/child/games/scores': () => ok(scores),
      'POST /api/child/heartbeat': ok<HeartbeatResult>({
        status: 'active',
        usedSeconds: 10,
        remainingSeconds: 3590,
        state: { kind: 'open', remainingSeconds: 3590, warning: null },
        graceEndsAt: null,
      }),
      'POST /api/child/games/snake/scores': (call) => {
        const score = (call.body as { score: number }).score;
        scores = {
          scores: { ...NO_SCORES.scores, snake: [{ score, achievedAt: '2026-03-02T15:00:00.000Z' }] },
        };
        return ok(scores, 201);
      },
    });
    const { user } = renderWithProviders(frame, { url: '/child/games/snake' });

    expect(await screen.findByText('running')).toBeVisible();
    expect(screen.getByText('locked')).toBeVisible();
    expect(screen.getByText('young')).toBeVisible();
    expect(await screen.findByText('Play a game to get your first score!')).toBeVisible();

    // Not playing yet: no beats.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(api.callsTo('POST /api/child/heartbeat')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'fake start' }));
    await waitFor(() => expect(api.callsTo('POST /api/child/heartbeat').length).toBeGreaterThan(0), {
      timeout: 2500,
    });
    expect(api.callsTo('POST /api/child/heartbeat')[0]?.body).toEqual({ gameId: 'snake' });

    await user.click(screen.getByRole('button', { name: 'fake game over' }));
    await waitFor(() => expect(api.callsTo('POST /api/child/games/snake/scores')).toHaveLength(1));
    const posted = api.callsTo('POST /api/child/games/snake/scores')[0]?.body as {
      score: number;
      roundId: string;
    };
    expect(posted.score).toBe(120);
    expect(posted.roundId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('New best score!')).toBeVisible();
    const best = screen.getByRole('region', { name: 'My best scores' });
    expect(best).toHaveTextContent('120');

    // Paused again: the beats stop.
    const beats = api.callsTo('POST /api/child/heartbeat').length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1300)));
    expect(api.callsTo('POST /api/child/heartbeat')).toHaveLength(beats);
  });

  it("halts the game at once and goes to 'Time's Up!' when the server says the time is up", async () => {
    stubApi({
      'GET /api/child/session': ok(session({ ageBand: 3 })),
      'GET /api/child/games/scores': ok(NO_SCORES),
      'POST /api/child/heartbeat': ok<HeartbeatResult>({
        status: 'timed_out',
        usedSeconds: 3600,
        remainingSeconds: 0,
        state: { kind: 'time_up', reason: 'daily' },
        graceEndsAt: null,
      }),
    });
    const { user, location } = renderWithProviders(frame, { url: '/child/games/snake' });
    expect(await screen.findByText('older')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'fake start' }));
    await waitFor(() => expect(location()).toBe('/child/time-up'), { timeout: 2500 });
    // The frame stays mounted in this test (no router around it): the game was told to stop.
    expect(screen.getByText('halted')).toBeVisible();
  });

  it('says kindly that games are turned off, shows no game and offers videos', async () => {
    const api = stubApi({
      'GET /api/child/session': ok(session({ gamesEnabled: false })),
    });
    renderWithProviders(frame, { url: '/child/games/snake' });
    expect(await screen.findByRole('heading', { name: 'Games are off' })).toBeVisible();
    expect(screen.getByText(english(CHILD_MODE_MESSAGES.gamesOff))).toBeVisible();
    expect(screen.getByRole('link', { name: 'Watch videos' })).toHaveAttribute('href', '/child/feed');
    expect(screen.queryByRole('button', { name: 'fake start' })).toBeNull();
    expect(api.callsTo('GET /api/child/games/scores')).toHaveLength(0);
  });

  it('a score refused because games were turned off meanwhile shows the notice', async () => {
    let enabled = true;
    stubApi({
      'GET /api/child/session': () => ok(session({ gamesEnabled: enabled })),
      'GET /api/child/games/scores': ok(NO_SCORES),
      'POST /api/child/games/snake/scores': () => {
        enabled = false;
        return apiError(403, 'FORBIDDEN', CHILD_MODE_MESSAGES.gamesOff);
      },
    });
    const { user } = renderWithProviders(frame, { url: '/child/games/snake' });
    await user.click(await screen.findByRole('button', { name: 'fake game over' }));
    expect(await screen.findByRole('heading', { name: 'Games are off' })).toBeVisible();
  });
});
