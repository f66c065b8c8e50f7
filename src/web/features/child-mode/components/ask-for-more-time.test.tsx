// "Ask for more time" on the child's screen: the ask, the wait, and the parent's answer arriving on the live stream
// (a stand-in EventSource plays the server's; the query cache tells the screen on its next tick), kind for a no; the
// daily limit said in the child's words.
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChildTimeRequestStatus } from '#shared/time-requests';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { FakeEventSource } from '#web/test/fake-event-source';
import { renderWithProviders } from '#web/test/render';
import { AskForMoreTime } from './ask-for-more-time';

const lastStream = () => FakeEventSource.lastOn('/api/child/time-requests');

const NOTHING_ASKED: ChildTimeRequestStatus = {
  latest: null,
  asksLeft: 3,
  grant: { extraMinutes: 0, restOfDay: false },
};
const PENDING: ChildTimeRequestStatus = {
  latest: {
    id: '00000000-0000-4000-8000-000000000001',
    state: 'pending',
    answer: null,
    askedAt: '2026-03-02T15:00:00.000Z',
    answeredAt: null,
  },
  asksLeft: 2,
  grant: { extraMinutes: 0, restOfDay: false },
};

function answered(answer: 'one_hour' | 'no'): ChildTimeRequestStatus {
  return {
    latest: {
      ...(PENDING.latest as NonNullable<ChildTimeRequestStatus['latest']>),
      state: 'answered',
      answer,
    },
    asksLeft: 2,
    grant: answer === 'no' ? { extraMinutes: 0, restOfDay: false } : { extraMinutes: 60, restOfDay: false },
  };
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

describe('AskForMoreTime', () => {
  it('asks once from the sleep screen, waits, then shows the time given from now, with the way back', async () => {
    const api = stubApi({
      'GET /api/child/time-requests': ok(NOTHING_ASKED),
      'POST /api/child/time-requests': ok(PENDING),
    });
    const { user } = renderWithProviders(<AskForMoreTime from="sleep" />);
    // At bedtime a yes opens child mode at once (the server's rule): the child is told before asking.
    expect(await screen.findByText('If your parent says yes, you can watch again right away.')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Ask for more time' }));
    expect(api.callsTo('POST /api/child/time-requests')[0]?.body).toEqual({ from: 'sleep' });
    expect(
      await screen.findByText("Your question is on its way. Let's wait for the answer together."),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask for more time' })).toBeNull();

    const stream = lastStream();
    expect(stream?.url).toBe('/api/child/time-requests');
    act(() => stream?.emit(answered('one_hour')));
    expect(await screen.findByText('Yay! You have 1 more hour, starting now.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to videos' })).toHaveAttribute('href', '/child/feed');
  });

  it("on Time's Up, says the time given without 'now' (it adds to the day's limit)", async () => {
    stubApi({ 'GET /api/child/time-requests': ok(PENDING) });
    renderWithProviders(<AskForMoreTime from="time_up" />);
    expect(
      await screen.findByText("Your question is on its way. Let's wait for the answer together."),
    ).toBeVisible();
    act(() => lastStream()?.emit(answered('one_hour')));
    expect(await screen.findByText('Yay! You have 1 more hour.')).toBeVisible();
  });

  it('says no kindly, and offers to ask again while asks are left', async () => {
    stubApi({ 'GET /api/child/time-requests': ok(PENDING) });
    renderWithProviders(<AskForMoreTime from="time_up" />);
    expect(
      await screen.findByText("Your question is on its way. Let's wait for the answer together."),
    ).toBeVisible();
    act(() => lastStream()?.emit(answered('no')));
    expect(await screen.findByText('Not this time. Thank you for asking so nicely!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ask again' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to videos' })).toBeNull();
  });

  it('lets the child ask anew after an earlier yes, and shows extra time given unasked while it is open', async () => {
    stubApi({ 'GET /api/child/time-requests': ok(answered('one_hour')) });
    renderWithProviders(<AskForMoreTime from="time_up" />);
    // That hour is used up (the child is on Time's Up again): the old answer is no news.
    expect(await screen.findByRole('button', { name: 'Ask for more time' })).toBeVisible();
    expect(screen.queryByText('Yay! You have 1 more hour.')).toBeNull();
    expect(screen.queryByText('If your parent says yes, you can watch again right away.')).toBeNull();
    act(() => lastStream()?.emit({ ...answered('one_hour'), grant: { extraMinutes: 60, restOfDay: true } }));
    expect(await screen.findByText('Your parent gave you more time!')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to videos' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask for more time' })).toBeNull();
  });

  it("says when the day's asks are used up, and shows the server's refusal in words", async () => {
    stubApi({
      'GET /api/child/time-requests': ok({ ...answered('no'), asksLeft: 0 }),
    });
    renderWithProviders(<AskForMoreTime from="time_up" />);
    expect(await screen.findByText("You can ask 3 times a day. Let's try again tomorrow!")).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask again' })).toBeNull();
  });

  it('shows a refused ask as the server said it', async () => {
    stubApi({
      'GET /api/child/time-requests': ok(NOTHING_ASKED),
      'POST /api/child/time-requests': apiError(409, 'CONFLICT', 'timeRequestAlreadyPending'),
    });
    const { user } = renderWithProviders(<AskForMoreTime from="time_up" />);
    await user.click(await screen.findByRole('button', { name: 'Ask for more time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already asked. Your parent will answer soon.',
    );
  });
});
