// The TV exit gate: the ordinary gate's question answered on the number pad (pressed here with OK/clicks: the
// arrows' movement is Norigin's, proven in e2e/tv.exclusive.spec.ts), the server's wrong-answer message, a PIN
// hidden, the remote's digits, and Back closing it.
import { destroy, init } from '@noriginmedia/norigin-spatial-navigation';
import { screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { CHILD_MODE_MESSAGES, type ExitChallenge } from '#shared/child-mode';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { TvExitGate } from './tv-exit-gate';

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

// Spatial navigation is started by the TV shells; here by the test.
beforeAll(() => init({ shouldFocusDOMNode: true }));
afterAll(() => destroy());

let assign: MockInstance<Location['assign']>;
beforeEach(() => {
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
});

describe('TvExitGate', () => {
  it('asks the same question; a wrong answer says so, Delete and the right answer return to the parent', async () => {
    const api = stubGate({ mode: 'math', question: 'What is 3 + 4?' }, { answer: 7 });
    const { user } = renderWithProviders(<TvExitGate onClose={() => undefined} />);

    expect(await screen.findByRole('dialog', { name: 'Exit child mode' })).toBeVisible();
    expect(screen.getByTestId('exit-question')).toHaveTextContent('What is 3 + 4?');
    await user.click(screen.getByRole('button', { name: '8' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("That's not correct, please try again.");
    expect(assign).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByTestId('exit-answer')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: '7' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/parent'));
    expect(api.callsTo('POST /api/child/exit').map((call) => call.body)).toEqual([
      { answer: 8 },
      { answer: 7 },
    ]);
  });

  it("hides a PIN and takes the remote's number keys", async () => {
    const api = stubGate({ mode: 'pin' }, { pin: '4821' });
    const { user } = renderWithProviders(<TvExitGate onClose={() => undefined} />);

    expect(await screen.findByText('A parent needs to enter their PIN to leave child mode.')).toBeVisible();
    await user.keyboard('4821');
    expect(screen.getByTestId('exit-answer')).toHaveTextContent('••••');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/parent'));
    expect(api.callsTo('POST /api/child/exit').map((call) => call.body)).toEqual([{ pin: '4821' }]);
  });

  it('closes with Back, sending nothing', async () => {
    const api = stubGate({ mode: 'math', question: 'What is 1 + 1?' }, { answer: 2 });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<TvExitGate onClose={onClose} />);

    await screen.findByTestId('exit-question');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST /api/child/exit')).toEqual([]);
  });
});
