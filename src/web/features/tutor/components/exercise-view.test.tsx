// The Tutor's exercise screens, kind by kind: a right and a wrong answer each reach the host once, as the response
// the one answer key (checkResponse) agrees with; the keyboard does what a finger does; "read to me" speaks in the
// text's language and is not drawn without speech; tracing is judged stroke by stroke.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkResponse } from '#shared/tutor/check';
import type { Exercise, ExerciseResponse } from '#shared/tutor/exercise';
import { letterStrokes, type Point } from '#shared/tutor/strokes';
import { resample } from '#shared/tutor/trace-match';
import { renderWithProviders } from '#web/test/render';
import { EXERCISES, spoken } from '../test-exercises';
import { ExerciseView } from './exercise-view';

type Answer = [ExerciseResponse, boolean];

function renderExercise(exercise: Exercise, variant: 'phone' | 'tv' = 'phone', praise?: string) {
  const answers: Answer[] = [];
  const onAnswer = vi.fn((response: ExerciseResponse, correct: boolean) => {
    answers.push([response, correct]);
  });
  const view = renderWithProviders(
    <ExerciseView exercise={exercise} onAnswer={onAnswer} variant={variant} praise={praise} />,
  );
  return { ...view, answers, onAnswer };
}

/** The one answer the host heard, which the answer key must agree with. */
function onlyAnswer(exercise: Exercise, answers: Answer[]): Answer {
  expect(answers).toHaveLength(1);
  const [response, correct] = answers[0] as Answer;
  expect(checkResponse(exercise, response)).toBe(correct);
  return [response, correct];
}

const speech = { speak: vi.fn(), cancel: vi.fn() };
class FakeUtterance {
  lang = '';
  rate = 1;
  constructor(readonly text: string) {}
}

beforeEach(() => {
  speech.speak.mockClear();
  speech.cancel.mockClear();
  Object.assign(window, { speechSynthesis: speech, SpeechSynthesisUtterance: FakeUtterance });
});
afterEach(() => {
  Reflect.deleteProperty(window, 'speechSynthesis');
  Reflect.deleteProperty(window, 'SpeechSynthesisUtterance');
});

const lastSpoken = () => speech.speak.mock.calls.at(-1)?.[0] as FakeUtterance | undefined;

describe('tap the picture', () => {
  it('reports a right tap as right, with praise', async () => {
    const { user, answers } = renderExercise(EXERCISES.tap, 'phone', 'You found the s sound!');
    await user.click(screen.getByRole('button', { name: 'sun' }));
    expect(onlyAnswer(EXERCISES.tap, answers)).toEqual([{ kind: 'choice', choiceId: 'sun' }, true]);
    expect(screen.getByRole('status')).toHaveTextContent('You found the s sound!');
    expect(screen.getByRole('button', { name: /sun/ })).toHaveTextContent('The right answer');
  });

  it('gives a second try after a wrong tap, then shows the right answer; the first try is what counts', async () => {
    const { user, answers } = renderExercise(EXERCISES.tap);
    await user.click(screen.getByRole('button', { name: 'cup' }));
    expect(answers).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Not quite. Have another go!');
    const cup = screen.getByRole('button', { name: /cup/ });
    expect(cup).toHaveAttribute('aria-disabled', 'true');
    expect(cup).toHaveTextContent('Not this one');
    await user.click(screen.getByRole('button', { name: 'tree' }));
    expect(onlyAnswer(EXERCISES.tap, answers)).toEqual([{ kind: 'choice', choiceId: 'cup' }, false]);
    expect(screen.getByRole('status')).toHaveTextContent('Here is the right answer.');
    expect(screen.getByRole('button', { name: /sun/ })).toHaveTextContent('The right answer');
    // The turn is over: nothing more is heard.
    await user.click(screen.getByRole('button', { name: /sun/ }));
    expect(answers).toHaveLength(1);
  });

  it('is answered with the keyboard alone', async () => {
    const { user, answers } = renderExercise(EXERCISES.tap);
    // Read to me, then the cards in order.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Read to me' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'sun' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onlyAnswer(EXERCISES.tap, answers)[1]).toBe(true);
  });
});

describe('read to me', () => {
  it("reads a spoken prompt once by itself, and again on demand, in the text's language", async () => {
    const { user } = renderExercise(EXERCISES.listen);
    await vi.waitFor(() => expect(speech.speak).toHaveBeenCalledTimes(1));
    expect(lastSpoken()).toMatchObject({ text: 'بَ', lang: 'ar' });
    await user.click(screen.getByRole('button', { name: 'Listen' }));
    expect(speech.speak).toHaveBeenCalledTimes(2);
    expect(lastSpoken()).toMatchObject({ text: 'بَ', lang: 'ar' });
    expect(screen.getByRole('heading', { name: 'بَ' })).toHaveAttribute('lang', 'ar');
  });

  it('does not read an unspoken prompt by itself, and reads a counting prompt without its pictures', async () => {
    const { user } = renderExercise(EXERCISES.number);
    expect(speech.speak).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Read to me' }));
    expect(lastSpoken()).toMatchObject({ text: 'How many apples?', lang: 'en' });
  });

  it('is not drawn where the browser cannot speak, and the exercise still works', async () => {
    Reflect.deleteProperty(window, 'speechSynthesis');
    const { user, answers } = renderExercise(EXERCISES.listen);
    expect(screen.queryByRole('button', { name: 'Listen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'بَ' }));
    expect(onlyAnswer(EXERCISES.listen, answers)[1]).toBe(true);
  });
});

describe('listen and choose', () => {
  it('reports a wrong choice twice as the first one, wrong', async () => {
    const { user, answers } = renderExercise(EXERCISES.listen);
    await user.click(screen.getByRole('button', { name: 'تَ' }));
    await user.click(screen.getByRole('button', { name: /تَ/ }));
    // The tried card does nothing; the other card is the second try.
    expect(answers).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'بَ' }));
    expect(onlyAnswer(EXERCISES.listen, answers)).toEqual([{ kind: 'choice', choiceId: 'ta' }, false]);
  });
});

describe('match pairs', () => {
  it('matches by tapping one card then its partner, from either side, with the keyboard', async () => {
    const { user, answers } = renderExercise(EXERCISES.pairs);
    const left = within(screen.getByRole('list', { name: 'Choose one' }));
    const right = within(screen.getByRole('list', { name: 'Choose its partner' }));
    left.getByRole('button', { name: '1' }).focus();
    await user.keyboard('{Enter}');
    expect(left.getByRole('button', { name: '1' })).toHaveAttribute('aria-pressed', 'true');
    right.getByRole('button', { name: 'one' }).focus();
    await user.keyboard('{Enter}');
    expect(left.getByRole('button', { name: /1/ })).toHaveTextContent('Pair 1');
    // From the right this time.
    await user.click(right.getByRole('button', { name: 'two' }));
    await user.click(left.getByRole('button', { name: '2' }));
    const [response, correct] = onlyAnswer(EXERCISES.pairs, answers);
    expect(correct).toBe(true);
    expect(response).toEqual({
      kind: 'pairs',
      pairs: [
        ['one', 'w-one'],
        ['two', 'w-two'],
      ],
    });
  });

  it('undoes a wrong pair kindly and reports the first partner chosen', async () => {
    const { user, answers } = renderExercise(EXERCISES.pairs);
    await user.click(screen.getByRole('button', { name: '1' }));
    await user.click(screen.getByRole('button', { name: 'two' }));
    expect(screen.getByRole('status')).toHaveTextContent("Those two don't go together.");
    await user.click(screen.getByRole('button', { name: '1' }));
    await user.click(screen.getByRole('button', { name: 'one' }));
    await user.click(screen.getByRole('button', { name: '2' }));
    await user.click(screen.getByRole('button', { name: 'two' }));
    const [response, correct] = onlyAnswer(EXERCISES.pairs, answers);
    expect(correct).toBe(false);
    expect(response).toEqual({
      kind: 'pairs',
      pairs: [
        ['one', 'w-two'],
        ['two', 'w-two'],
      ],
    });
  });
});

describe('build the word', () => {
  it('fills the spaces from the right in Arabic, joins the letters, and takes a tile back', async () => {
    const { user, answers } = renderExercise(EXERCISES.word);
    const spaces = screen.getByRole('list', { name: 'Spaces for the word' });
    expect(spaces.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'Put in ك' }));
    await user.click(screen.getByRole('button', { name: 'Put in م' }));
    // The wrong tile goes back.
    await user.click(screen.getByRole('button', { name: 'Take back م' }));
    await user.click(screen.getByRole('button', { name: 'Put in ت' }));
    expect(screen.getByText('كت')).toHaveAttribute('lang', 'ar');
    await user.click(screen.getByRole('button', { name: 'Put in ب' }));
    expect(screen.getByText('كتب')).toBeInTheDocument();
    expect(onlyAnswer(EXERCISES.word, answers)).toEqual([{ kind: 'tiles', tiles: ['ك', 'ت', 'ب'] }, true]);
  });

  it('counts a full wrong word as a try and shows the word after the second', async () => {
    const { user, answers } = renderExercise(EXERCISES.word);
    for (const tile of ['ب', 'ت', 'ك'])
      await user.click(screen.getByRole('button', { name: `Put in ${tile}` }));
    expect(screen.getByRole('status')).toHaveTextContent('Not quite.');
    await user.click(screen.getByRole('button', { name: 'Take back ك' }));
    await user.click(screen.getByRole('button', { name: 'Put in م' }));
    expect(onlyAnswer(EXERCISES.word, answers)).toEqual([{ kind: 'tiles', tiles: ['ب', 'ت', 'ك'] }, false]);
    expect(screen.getByText('كتب')).toBeInTheDocument();
  });
});

describe('number line', () => {
  it('moves the marker with the arrow keys and the buttons, and checks', async () => {
    const { user, answers } = renderExercise(EXERCISES.line);
    const marker = screen.getByRole('slider', { name: 'Marker on the number line' });
    expect(marker).toHaveAttribute('aria-valuenow', '5');
    marker.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}{ArrowLeft}');
    expect(marker).toHaveAttribute('aria-valuenow', '6');
    await user.click(screen.getByRole('button', { name: 'Move right' }));
    expect(marker).toHaveAttribute('aria-valuenow', '7');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(onlyAnswer(EXERCISES.line, answers)).toEqual([{ kind: 'number', value: 7 }, true]);
  });

  it('is drawn left to right in Arabic too, and a wrong place gets a second try', async () => {
    const { user, answers, container } = renderExercise(EXERCISES.line);
    expect(container.querySelector('[data-exercise-kind] [dir="ltr"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(answers).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Move left' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(onlyAnswer(EXERCISES.line, answers)).toEqual([{ kind: 'number', value: 5 }, false]);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '7');
  });
});

describe('clock', () => {
  it('reads a clock: the likely mistakes are offered beside the right time', async () => {
    const { user, answers } = renderExercise(EXERCISES.clockRead);
    expect(
      screen.getByRole('img', { name: 'A clock. The short hand points to 3, the long hand points to 6.' }),
    ).toBeInTheDocument();
    const cards = within(screen.getByRole('group', { name: 'Answers' })).getAllByRole('button');
    expect(cards.map((card) => card.textContent).sort()).toEqual(['3:00', '3:30', '4:30', '6:15']);
    await user.click(screen.getByRole('button', { name: '3:30' }));
    expect(onlyAnswer(EXERCISES.clockRead, answers)).toEqual([{ kind: 'time', hours: 3, minutes: 30 }, true]);
  });

  it("reads a clock from the exercise's own choices", async () => {
    const exercise: Exercise = {
      ...EXERCISES.clockRead,
      choices: [
        { id: '3:30', text: spoken('half past three') },
        { id: '6:15', text: spoken('quarter past six') },
      ],
    };
    const { user, answers } = renderExercise(exercise);
    await user.click(screen.getByRole('button', { name: 'quarter past six' }));
    await user.click(screen.getByRole('button', { name: 'half past three' }));
    expect(onlyAnswer(exercise, answers)).toEqual([{ kind: 'time', hours: 6, minutes: 15 }, false]);
  });

  it('sets a clock with the buttons: 5 minutes and 1 hour back and on', async () => {
    const { user, answers } = renderExercise(EXERCISES.clockSet);
    // Starts at 12:00.
    await user.click(screen.getByRole('button', { name: 'One hour on' }));
    await user.click(screen.getByRole('button', { name: 'One hour back' }));
    for (let step = 0; step < 3; step++)
      await user.click(screen.getByRole('button', { name: '5 minutes on' }));
    await user.click(screen.getByRole('button', { name: '5 minutes back' }));
    expect(screen.getByRole('img', { name: /long hand points to 2\./ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(onlyAnswer(EXERCISES.clockSet, answers)).toEqual([{ kind: 'time', hours: 12, minutes: 10 }, true]);
  });

  it('winds the hour back past midnight as a clock does', async () => {
    const { user, answers } = renderExercise(EXERCISES.clockSet);
    await user.click(screen.getByRole('button', { name: '5 minutes back' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(onlyAnswer(EXERCISES.clockSet, answers)).toEqual([
      { kind: 'time', hours: 11, minutes: 55 },
      false,
    ]);
  });
});

describe('choose the number', () => {
  it('draws the objects to count and takes the number', async () => {
    const { user, answers } = renderExercise(EXERCISES.number);
    expect(screen.getByRole('heading', { name: 'How many apples?' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Count these' })).getAllByRole('listitem')).toHaveLength(
      4,
    );
    await user.click(screen.getByRole('button', { name: '5' }));
    await user.click(screen.getByRole('button', { name: '4' }));
    expect(onlyAnswer(EXERCISES.number, answers)).toEqual([{ kind: 'number', value: 5 }, false]);
  });
});

describe('tracing', () => {
  /** Draws a line on the surface (a 200 px square on screen) as a finger does. */
  function draw(surface: Element, line: readonly Point[]) {
    const at = ([x, y]: Point) => ({ clientX: x * 200, clientY: y * 200, pointerId: 1, buttons: 1 });
    const [first, ...rest] = line;
    if (!first) return;
    fireEvent.pointerDown(surface, at(first));
    for (const point of rest) fireEvent.pointerMove(surface, at(point));
    fireEvent.pointerUp(surface, at(line[line.length - 1] as Point));
  }

  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 200, height: 200 }),
    );
  });

  it('accepts a stroke written from the top and reports every stroke right', () => {
    const { answers } = renderExercise(EXERCISES.trace, 'phone', 'You traced ا from the top!');
    const surface = screen.getByRole('img', { name: /Tracing space for ا/ });
    expect(screen.getByText('Stroke 1 of 1')).toBeInTheDocument();
    const [alif] = letterStrokes('arabic', 'ا') ?? [];
    draw(surface, resample(alif ?? [], 20));
    expect(onlyAnswer(EXERCISES.trace, answers)).toEqual([
      { kind: 'trace', strokes: 1, strokesRight: 1 },
      true,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('You traced ا from the top!');
  });

  it('says which way to go after a stroke drawn upwards, and counts that stroke as not yet right', () => {
    const { answers } = renderExercise(EXERCISES.trace);
    const surface = screen.getByRole('img', { name: /Tracing space/ });
    const [alif] = letterStrokes('arabic', 'ا') ?? [];
    const line = resample(alif ?? [], 20);
    draw(surface, [...line].reverse());
    expect(screen.getByRole('status')).toHaveTextContent('Go the other way: follow the arrow.');
    expect(answers).toHaveLength(0);
    draw(surface, line);
    expect(onlyAnswer(EXERCISES.trace, answers)).toEqual([
      { kind: 'trace', strokes: 1, strokesRight: 0 },
      false,
    ]);
  });

  it('checks the order: the dot of ب before its body is out of turn', () => {
    const exercise: Exercise = { ...EXERCISES.trace, id: 'trace-ba', letter: 'ب' };
    const { answers } = renderExercise(exercise);
    const surface = screen.getByRole('img', { name: /Tracing space/ });
    const [body, dot] = letterStrokes('arabic', 'ب') ?? [];
    draw(surface, [dot?.[0] as Point, dot?.[0] as Point]);
    expect(screen.getByRole('status')).toHaveTextContent('That stroke comes later.');
    draw(surface, resample(body ?? [], 24));
    expect(screen.getByText('Stroke 2 of 2')).toBeInTheDocument();
    draw(surface, [dot?.[0] as Point, dot?.[0] as Point]);
    expect(onlyAnswer(exercise, answers)).toEqual([{ kind: 'trace', strokes: 2, strokesRight: 1 }, false]);
  });

  it("moves the hint's pen only where the device allows motion", () => {
    const { container, unmount } = renderExercise(EXERCISES.trace);
    expect(container.querySelector('animateMotion')).not.toBeNull();
    unmount();
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const still = renderExercise({ ...EXERCISES.trace, id: 'trace-still' });
    expect(still.container.querySelector('animateMotion')).toBeNull();
    // The hint's start and arrow are still drawn.
    expect(still.container.querySelector('polygon')).not.toBeNull();
  });

  it('says so, and does not break, for a letter without stroke data', () => {
    renderExercise({ ...EXERCISES.trace, id: 'trace-x', script: 'latin', letter: 'Q' });
    expect(screen.getByText("This letter can't be traced yet.")).toBeInTheDocument();
  });
});
