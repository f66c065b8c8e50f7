import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { CHILD_MODE_MESSAGES, type ExitChallenge } from '#shared/child-mode';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { english } from '#web/test/messages';
import { renderWithProviders } from '#web/test/render';
import { readChildSession, writeChildSession } from '../lib/child-session-storage';
import { ExitGate } from './exit-gate';

const EXIT_BUTTON = { name: 'Exit child mode' } as const;

/** The parent's answer: right when it equals `correct` (or the PIN), otherwise the server's 400. */
function stubGate(challenge: ExitChallenge, correct: { answer: number } | { pin: string }) {
  return stubApi({
    'POST /api/child/exit-challenge': ok(challenge),
    'POST /api/child/exit': (call) =>
      JSON.stringify(call.body) === JSON.stringify(correct)
        ? ok({ redirectTo: '/dashboard/parent' })
        : apiError(
            400,
            'VALIDATION_FAILED',
            'pin' in correct ? CHILD_MODE_MESSAGES.wrongPin : CHILD_MODE_MESSAGES.wrongAnswer,
          ),
  });
}

// Leaving child mode is a full page load into the parent dashboard: the browser's navigation is the boundary here
// (fail-on-console.ts restores the spy after each test).
let assign: MockInstance<Location['assign']>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  writeChildSession({
    child_id: '00000000-0000-4000-8000-000000000001',
    date_of_birth: '2019-03-14',
    name: 'Amina',
    session_id: '00000000-0000-4000-8000-000000000002',
    started_at: '2026-03-02T15:00:00.000Z',
  });
});

describe('ExitGate', () => {
  it('asks the math question; a wrong answer says so and keeps the child in child mode', async () => {
    const api = stubGate({ mode: 'math', question: 'What is 3 + 4?' }, { answer: 7 });
    const { user } = renderWithProviders(<ExitGate />);

    expect(await screen.findByText('What is 3 + 4?')).toBeVisible();
    expect(screen.getByText('A parent needs to answer this to leave child mode.')).toBeVisible();
    const answer = screen.getByLabelText('Answer');
    expect(answer).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', EXIT_BUTTON)).toBeDisabled();

    await user.type(answer, '8');
    await user.click(screen.getByRole('button', EXIT_BUTTON));

    expect(await screen.findByText("That's not correct, please try again.")).toBeVisible();
    expect(answer).toHaveAccessibleDescription("That's not correct, please try again.");
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/child/exit').map((call) => call.body)).toEqual([{ answer: 8 }]);
    expect(assign).not.toHaveBeenCalled();
    expect(readChildSession()).not.toBeNull();
  });

  it('the right answer ends child mode and loads the parent dashboard', async () => {
    const api = stubGate({ mode: 'math', question: 'What is 9 + 10?' }, { answer: 19 });
    const { user } = renderWithProviders(<ExitGate />);

    await user.type(await screen.findByLabelText('Answer'), ' 19 ');
    await user.click(screen.getByRole('button', EXIT_BUTTON));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/parent'));
    expect(api.callsTo('POST /api/child/exit').map((call) => call.body)).toEqual([{ answer: 19 }]);
    expect(readChildSession()).toBeNull();
    expect(screen.getByRole('button', EXIT_BUTTON)).toBeDisabled();
  });

  it("with a PIN set, asks for the parent's PIN (hidden) instead of a question", async () => {
    const api = stubGate({ mode: 'pin' }, { pin: '4821' });
    const { user } = renderWithProviders(<ExitGate />);

    const pin = await screen.findByLabelText('Parent PIN');
    expect(pin).toHaveAttribute('type', 'password');
    expect(screen.getByText('A parent needs to enter their PIN to leave child mode.')).toBeVisible();
    expect(screen.queryByText(/What is/)).not.toBeInTheDocument();

    await user.type(pin, '1234');
    await user.click(screen.getByRole('button', EXIT_BUTTON));
    expect(await screen.findByText(english(CHILD_MODE_MESSAGES.wrongPin))).toBeVisible();

    await user.clear(pin);
    await user.type(pin, '4821');
    await user.click(screen.getByRole('button', EXIT_BUTTON));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/parent'));
    expect(api.callsTo('POST /api/child/exit').map((call) => call.body)).toEqual([
      { pin: '1234' },
      { pin: '4821' },
    ]);
  });

  it('after too many wrong tries shows the wait message from the server', async () => {
    stubApi({
      'POST /api/child/exit-challenge': ok<ExitChallenge>({ mode: 'math', question: 'What is 2 + 2?' }),
      'POST /api/child/exit': apiError(429, 'RATE_LIMITED', CHILD_MODE_MESSAGES.tooManyAttempts),
    });
    const { user } = renderWithProviders(<ExitGate />);

    await user.type(await screen.findByLabelText('Answer'), '5');
    await user.click(screen.getByRole('button', EXIT_BUTTON));
    expect(await screen.findByText(english(CHILD_MODE_MESSAGES.tooManyAttempts))).toBeVisible();
  });

  it('when this device no longer holds a child session, lets the parent continue to the dashboard', async () => {
    stubApi({
      'POST /api/child/exit-challenge': apiError(
        401,
        'NOT_AUTHENTICATED',
        CHILD_MODE_MESSAGES.noChildSession,
      ),
    });
    const { user } = renderWithProviders(<ExitGate />);

    expect(await screen.findByText(`${english(CHILD_MODE_MESSAGES.noChildSession)}.`)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith('/dashboard/parent');
    expect(readChildSession()).toBeNull();
  });

  it('when the question cannot be fetched, shows the error and asks again on Try again', async () => {
    let attempts = 0;
    const api = stubApi({
      'POST /api/child/exit-challenge': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(503, 'UNAVAILABLE', 'Service temporarily unavailable')
          : ok<ExitChallenge>({ mode: 'math', question: 'What is 5 + 6?' });
      },
    });
    const { user } = renderWithProviders(<ExitGate />);

    expect(await screen.findByText('Service temporarily unavailable')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('What is 5 + 6?')).toBeVisible();
    expect(api.callsTo('POST /api/child/exit-challenge')).toHaveLength(2);
  });
});
