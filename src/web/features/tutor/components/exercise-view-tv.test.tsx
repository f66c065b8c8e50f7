// The exercises on the TV (the remote's arrows and OK through Norigin, as the TV layout runs it) and every kind drawn
// on a phone and on a TV without an accessibility violation axe can see without layout (contrast needs a browser).
import { destroy, init, setFocus } from '@noriginmedia/norigin-spatial-navigation';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkResponse } from '#shared/tutor/check';
import type { Exercise, ExerciseResponse } from '#shared/tutor/exercise';
import { renderWithProviders } from '#web/test/render';
import { EXERCISES } from '../test-exercises';
import { ExerciseView } from './exercise-view';

beforeAll(() => init({ shouldFocusDOMNode: true }));
afterAll(() => destroy());

function renderExercise(exercise: Exercise, variant: 'phone' | 'tv') {
  const answers: [ExerciseResponse, boolean][] = [];
  const view = renderWithProviders(
    <ExerciseView
      exercise={exercise}
      variant={variant}
      onAnswer={(response, correct) => {
        answers.push([response, correct]);
      }}
    />,
  );
  return { ...view, answers };
}

describe('on the TV', () => {
  it('starts on the first card, and OK answers with the focused card', async () => {
    const { user, answers } = renderExercise(EXERCISES.tap, 'tv');
    const cards = within(screen.getByRole('group', { name: 'Answers' })).getAllByRole('button');
    await vi.waitFor(() => expect(cards[0]).toHaveFocus());
    expect(cards[0]).toHaveAttribute('data-focus-key', 'tutor-tap-1-card-0');
    await user.keyboard('{Enter}');
    expect(answers).toHaveLength(1);
    const [response, correct] = answers[0] ?? [];
    expect(response).toEqual({ kind: 'choice', choiceId: 'sun' });
    expect(correct).toBe(true);
  });

  it('moves the number line marker with the remote, left and right, and checks with OK', async () => {
    const { user, answers } = renderExercise(EXERCISES.line, 'tv');
    const marker = screen.getByRole('slider', { name: 'Marker on the number line' });
    await vi.waitFor(() => expect(marker).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(marker).toHaveAttribute('aria-valuenow', '7');
    // Down to Check is Norigin's geometry (a real layout, proven in the browser); here the focus is set.
    setFocus('tutor-line-1-check');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Check' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(answers).toEqual([[{ kind: 'number', value: 7 }, true]]);
  });

  it('turns tracing into watch and choose: the letter is drawn, and the child picks it from four', async () => {
    const { user, answers } = renderExercise(EXERCISES.trace, 'tv');
    expect(screen.queryByRole('img', { name: /Tracing space/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Draw it again' })).toBeInTheDocument();
    const letters = within(screen.getByRole('group', { name: 'Which letter was drawn?' })).getAllByRole(
      'button',
    );
    expect(letters).toHaveLength(4);
    const wrong = letters.find((card) => card.textContent !== 'ا');
    const right = letters.find((card) => card.textContent === 'ا');
    if (!wrong || !right) throw new Error('no cards');
    await user.click(wrong);
    await user.click(right);
    expect(answers).toHaveLength(1);
    const [response, correct] = answers[0] ?? [];
    expect(response).toEqual({ kind: 'trace', strokes: 1, strokesRight: 0 });
    expect(correct).toBe(false);
    expect(checkResponse(EXERCISES.trace, response as ExerciseResponse)).toBe(false);
  });

  it('sets a clock with the remote: the hour and minute buttons, then Check', async () => {
    const { user, answers } = renderExercise(EXERCISES.clockSet, 'tv');
    // The first focus is "5 minutes on".
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '5 minutes on' })).toHaveFocus());
    await user.keyboard('{Enter}{Enter}');
    setFocus('tutor-clock-set-1-check');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Check' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(answers).toEqual([[{ kind: 'time', hours: 12, minutes: 10 }, true]]);
  });
});

describe('every kind, on a phone and on a TV', () => {
  for (const variant of ['phone', 'tv'] as const) {
    for (const [name, exercise] of Object.entries(EXERCISES)) {
      it(`${name} (${variant}) has a named section, targets with names, and no axe violations`, async () => {
        const { container } = renderExercise(exercise, variant);
        const section = container.querySelector('section');
        expect(section).toHaveAccessibleName(
          exercise.prompt.text.replace(/\s*\p{Extended_Pictographic}+/gu, ''),
        );
        for (const button of screen.getAllByRole('button')) expect(button).toHaveAccessibleName();
        const results = await axe.run(container, {
          // Colour contrast and target sizes need a real layout (the e2e fixture checks those in a browser).
          rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
        });
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  }
});
