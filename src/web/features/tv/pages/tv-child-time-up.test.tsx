// The TV's closed screen and "Ask for more time": the ask sent from the screen the child is on, the wait, a kind no
// with the way to ask again, the parent's unlock beside it, and a yes that tells the shell its news and reads the
// session again at once (the server opens it; the shell then goes home). Pressed here with clicks: the arrows'
// movement is Norigin's, proven in e2e/tv-child-controls.exclusive.spec.ts.
import { destroy, init } from '@noriginmedia/norigin-spatial-navigation';
import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildTimeState } from '#shared/child-time';
import type { ChildTimeRequestStatus } from '#shared/time-requests';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { FakeEventSource } from '#web/test/fake-event-source';
import { aChildSession } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { TvChildNewsContext } from '../components/tv-child-news';
import { TvOpenExitGateContext } from '../components/tv-exit-gate';
import { TvChildTimeUpPage } from './tv-child-pages';

// Spatial navigation is started by the TV shells; here by the test.
beforeAll(() => init({ shouldFocusDOMNode: true }));
afterAll(() => destroy());

const stream = () => FakeEventSource.lastOn('/api/child/time-requests');

const REQUEST_ID = '00000000-0000-4000-8000-000000000001';
const NOTHING_ASKED: ChildTimeRequestStatus = {
  latest: null,
  asksLeft: 3,
  grant: { extraMinutes: 0, restOfDay: false },
};
const PENDING: ChildTimeRequestStatus = {
  latest: {
    id: REQUEST_ID,
    state: 'pending',
    answer: null,
    askedAt: '2026-03-02T15:00:00.000Z',
    answeredAt: null,
  },
  asksLeft: 2,
  grant: { extraMinutes: 0, restOfDay: false },
};
function answered(answer: 'fifteen_minutes' | 'no'): ChildTimeRequestStatus {
  return {
    latest: {
      ...(PENDING.latest as NonNullable<ChildTimeRequestStatus['latest']>),
      state: 'answered',
      answer,
    },
    asksLeft: 2,
    grant: { extraMinutes: answer === 'no' ? 0 : 15, restOfDay: false },
  };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

function showTimeUp(
  routes: Parameters<typeof stubApi>[0],
  time: ChildTimeState = { kind: 'time_up', reason: 'daily' },
) {
  const api = stubApi({
    'GET /api/child/session': ok(aChildSession({}, { status: 'timed_out', time })),
    ...routes,
  });
  const tell = vi.fn();
  const openGate = vi.fn();
  const rendered = renderWithProviders(
    <TvChildNewsContext.Provider value={tell}>
      <TvOpenExitGateContext.Provider value={openGate}>
        <TvChildTimeUpPage />
      </TvOpenExitGateContext.Provider>
    </TvChildNewsContext.Provider>,
    { url: '/tv/child/time-up' },
  );
  return { ...rendered, api, tell, openGate };
}

describe('TvChildTimeUpPage', () => {
  it('asks from Time’s Up, waits with the parent’s button still there, and says a no kindly', async () => {
    const { user, api, openGate } = showTimeUp({
      'GET /api/child/time-requests': ok(NOTHING_ASKED),
      'POST /api/child/time-requests': ok(PENDING),
    });
    expect(await screen.findByRole('heading', { level: 1, name: "Time's Up!" })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ask for more time' }));
    expect(api.callsTo('POST /api/child/time-requests').map((call) => call.body)).toEqual([
      { from: 'time_up' },
    ]);
    expect(await screen.findByTestId('tv-ask-waiting')).toHaveTextContent(
      "Your question is on its way. Let's wait for the answer together.",
    );
    expect(screen.queryByRole('button', { name: 'Ask for more time' })).toBeNull();

    act(() => stream()?.emit(answered('no')));
    expect(await screen.findByText('Not this time. Thank you for asking so nicely!')).toBeVisible();
    expect(screen.getByText('How about a story, a drawing or a game with your family?')).toBeVisible();
    expect(screen.queryByTestId('tv-ask-waiting')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask again' })).toBeVisible();
    // A no leaves the session alone: it is not read again.
    expect(api.callsTo('GET /api/child/session')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Parent unlock' }));
    expect(openGate).toHaveBeenCalledTimes(1);
  });

  it('on a yes, says it, tells the shell and reads the session again at once', async () => {
    const { api, tell } = showTimeUp({ 'GET /api/child/time-requests': ok(PENDING) });
    expect(await screen.findByTestId('tv-ask-waiting')).toBeVisible();
    expect(api.callsTo('GET /api/child/session')).toHaveLength(1);

    act(() => stream()?.emit(answered('fifteen_minutes')));
    expect(await screen.findByText('Yay! You have 15 more minutes.')).toBeVisible();
    expect(tell).toHaveBeenCalledWith('Yay! You have 15 more minutes.');
    await vi.waitFor(() => expect(api.callsTo('GET /api/child/session')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Ask for more time' })).toBeNull();
  });

  it('asks from the sleep screen as the sleep screen, and says when the day’s asks are used up', async () => {
    const sleep: ChildTimeState = { kind: 'sleep', opensAt: '2026-03-03T07:00:00.000Z' };
    const { user, api } = showTimeUp(
      {
        'GET /api/child/time-requests': ok(NOTHING_ASKED),
        'POST /api/child/time-requests': apiError(429, 'RATE_LIMITED', 'timeRequestDailyLimit', undefined, {
          max: 3,
        }),
      },
      sleep,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Sleep time' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ask for more time' }));
    expect(api.callsTo('POST /api/child/time-requests').map((call) => call.body)).toEqual([
      { from: 'sleep' },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You can ask 3 times a day. Let's try again tomorrow!",
    );
  });

  it('with no asks left today, says so and offers only the parent’s button', async () => {
    showTimeUp({ 'GET /api/child/time-requests': ok({ ...answered('no'), asksLeft: 0 }) });
    expect(await screen.findByText("You can ask 3 times a day. Let's try again tomorrow!")).toBeVisible();
    expect(screen.queryByRole('button', { name: /Ask/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Parent unlock' })).toBeVisible();
  });
});
