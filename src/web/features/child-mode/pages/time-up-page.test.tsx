// The closed screens of child mode, from the server's time state: Time's Up (the spec's words for the day, the
// week's own), the sleep screen with when it opens again on the family's clock, and a named pause.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildTimeState } from '#shared/child-time';
import { ok, stubApi } from '#web/test/api-stub';
import { aChildSession } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { TimeUpPage } from './time-up-page';

/** Every closed screen carries "Ask for more time", which follows its request live: a stream that stays quiet. */
class QuietEventSource {
  readyState = 1;
  addEventListener() {}
  removeEventListener() {}
  close() {
    this.readyState = 2;
  }
}

beforeEach(() => vi.stubGlobal('EventSource', QuietEventSource));
afterEach(() => vi.unstubAllGlobals());

function showWith(time: ChildTimeState) {
  stubApi({
    'GET /api/child/session': ok(aChildSession({}, { status: 'timed_out', time, timeZone: 'Asia/Karachi' })),
    'GET /api/child/time-requests': ok({
      latest: null,
      asksLeft: 3,
      grant: { extraMinutes: 0, restOfDay: false },
    }),
  });
  renderWithProviders(<TimeUpPage />, { url: '/child/time-up' });
}

describe('TimeUpPage', () => {
  it("says the spec's Time's Up for the day", async () => {
    showWith({ kind: 'time_up', reason: 'daily' });
    expect(await screen.findByRole('heading', { name: "Time's Up!" })).toBeVisible();
    expect(screen.getByText("You've used all your screen time for today. See you tomorrow!")).toBeVisible();
  });

  it('says when the week is used up', async () => {
    showWith({ kind: 'time_up', reason: 'weekly' });
    expect(
      await screen.findByText("You've used all your screen time for this week. See you on Monday!"),
    ).toBeVisible();
  });

  it('shows the calm sleep screen with the time it opens, on the family’s clock', async () => {
    // 02:00 UTC is 07:00 in Karachi; on another day than today, so its weekday is named.
    showWith({ kind: 'sleep', opensAt: '2030-01-07T02:00:00.000Z' });
    expect(await screen.findByRole('heading', { name: 'Sleep time' })).toBeVisible();
    expect(
      screen.getByText('The moon is up. Child mode opens again at Monday 07:00. Sleep well!'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Parent unlock' })).toBeVisible();
  });

  it('names a pause and when it ends', async () => {
    showWith({ kind: 'paused', name: 'maghrib', endsAt: '2030-01-07T12:15:00.000Z' });
    expect(await screen.findByRole('heading', { name: 'Time for Maghrib' })).toBeVisible();
    expect(
      screen.getByText('Child mode is resting for a little while. It comes back at Monday 17:15.'),
    ).toBeVisible();
  });
});
