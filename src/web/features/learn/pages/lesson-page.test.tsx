// The child's lesson over a stubbed server: each exercise answered through the real exercise screen, the answer sent
// with its index, the server's praise shown, the stars counted and the celebration at the end; a reload resumes at
// the next exercise; an answer that could not be sent is sent again, with the same index, until it arrives; an
// answer the server finds out of order gives way to the server's lesson.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '#shared/tutor/exercise';
import type { LessonAnswerResult, LessonView } from '#shared/tutor/learn-api';
import { ExerciseView } from '#web/features/tutor';
import { type ApiCall, apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import type { ExerciseSlotProps } from '../lib/slots';
import { LessonPage } from './lesson-page';

const LESSON_ID = '00000000-0000-4000-8000-0000000000a1';
const ANSWERS = `POST /api/child/learn/lessons/${LESSON_ID}/answers`;

const tap = (id: string, right: string, wrong: string): Exercise => ({
  kind: 'tap-choice',
  id,
  skillId: 'm.count.5',
  prompt: { text: `Which one is ${right}?`, lang: 'en', speak: false },
  choices: [
    { id: 'c0', text: { text: right, lang: 'en', speak: false } },
    { id: 'c1', text: { text: wrong, lang: 'en', speak: false } },
  ],
  answer: 'c0',
});

const EXERCISES = [tap('m.count.5#a', 'three', 'five'), tap('m.count.5#b', 'seven', 'two')];

const aLesson = (overrides: Partial<LessonView> = {}): LessonView => ({
  id: LESSON_ID,
  subject: 'maths',
  exercises: EXERCISES,
  answers: [],
  stars: 0,
  finishedAt: null,
  ...overrides,
});

const result = (overrides: Partial<LessonAnswerResult>): LessonAnswerResult => ({
  correct: true,
  praise: 'You counted every one!',
  stars: 1,
  newlyMastered: [],
  finished: false,
  ...overrides,
});

const renderExercise = (props: ExerciseSlotProps) => <ExerciseView {...props} variant="phone" />;

// The helper beside the exercise hears which exercise is on screen: the lesson and its place.
const renderHelper = ({ lessonId, index }: { lessonId: string; index: number }) => (
  <p>{`Helper for ${lessonId} at ${index}`}</p>
);

function show() {
  return renderWithProviders(
    <LessonPage lessonId={LESSON_ID} renderExercise={renderExercise} renderHelper={renderHelper} />,
    { url: `/child/learn/lessons/${LESSON_ID}` },
  );
}

describe('LessonPage', () => {
  it('takes the child through the lesson: answers sent in order, praise, stars and the celebration', async () => {
    const api = stubApi({
      [`GET /api/child/learn/lessons/${LESSON_ID}`]: ok(aLesson()),
      [ANSWERS]: (call: ApiCall) =>
        (call.body as { index: number }).index === 0
          ? ok(result({}))
          : ok(
              result({
                correct: false,
                praise: 'Good try! Seven comes after six.',
                newlyMastered: ['Count to 5'],
                finished: true,
              }),
            ),
    });
    const { user } = show();

    expect(await screen.findByText('1 of 2')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'three' }));
    expect(await screen.findByText('You counted every one!')).toBeVisible();
    expect(screen.getByText('1 star so far')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('2 of 2')).toBeVisible();
    // A wrong first try, then the right one: the server hears the first try only.
    await user.click(screen.getByRole('button', { name: 'two' }));
    await user.click(screen.getByRole('button', { name: 'seven' }));
    expect(await screen.findByText('Good try! Seven comes after six.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'See my stars' }));

    expect(await screen.findByRole('heading', { name: 'Lesson complete!' })).toHaveFocus();
    expect(screen.getByText('You earned 1 star!')).toBeVisible();
    expect(screen.getByText('Count to 5')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Learn' })).toHaveAttribute('href', '/child/learn');
    expect(api.callsTo(ANSWERS).map((call) => call.body)).toEqual([
      { index: 0, response: { kind: 'choice', choiceId: 'c0' } },
      { index: 1, response: { kind: 'choice', choiceId: 'c1' } },
    ]);
  });

  it('comes back to the next exercise after a reload', async () => {
    stubApi({
      [`GET /api/child/learn/lessons/${LESSON_ID}`]: ok(
        aLesson({ answers: [{ index: 0, correct: true }], stars: 1 }),
      ),
    });
    show();
    expect(await screen.findByText('2 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'seven' })).toBeVisible();
    expect(screen.getByText('1 star so far')).toBeInTheDocument();
    expect(screen.getByText(`Helper for ${LESSON_ID} at 1`)).toBeVisible();
  });

  it('shows the celebration for a finished lesson', async () => {
    stubApi({
      [`GET /api/child/learn/lessons/${LESSON_ID}`]: ok(
        aLesson({
          answers: [
            { index: 0, correct: true },
            { index: 1, correct: true },
          ],
          stars: 2,
          finishedAt: '2030-01-07T10:00:00.000Z',
        }),
      ),
    });
    show();
    expect(await screen.findByRole('heading', { name: 'Lesson complete!' })).toBeVisible();
    expect(screen.getByText('You earned 2 stars!')).toBeVisible();
  });

  it('sends an answer again, with the same index, until the server has it', async () => {
    let tries = 0;
    const api = stubApi({
      [`GET /api/child/learn/lessons/${LESSON_ID}`]: ok(aLesson()),
      [ANSWERS]: () => {
        tries += 1;
        // Three failures: the first send and both automatic resends; the child's "Try again" gets through.
        return tries <= 3 ? apiError(503, 'UNAVAILABLE', 'Service unavailable') : ok(result({}));
      },
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'three' }));
    const again = await screen.findByRole('button', { name: 'Try again' }, { timeout: 6000 });
    expect(screen.getByText('Service unavailable')).toBeVisible();
    await user.click(again);
    expect(await screen.findByText('You counted every one!')).toBeVisible();
    const sent = api.callsTo(ANSWERS).map((call) => call.body);
    expect(sent).toHaveLength(4);
    for (const body of sent) expect(body).toEqual({ index: 0, response: { kind: 'choice', choiceId: 'c0' } });
  }, 10_000);

  it("follows the server's lesson when an answer is out of order", async () => {
    let reads = 0;
    stubApi({
      [`GET /api/child/learn/lessons/${LESSON_ID}`]: () => {
        reads += 1;
        // Another screen answered the first exercise meanwhile.
        return ok(reads === 1 ? aLesson() : aLesson({ answers: [{ index: 0, correct: true }], stars: 1 }));
      },
      [ANSWERS]: apiError(409, 'CONFLICT', 'Answer the exercises in order.'),
    });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'three' }));
    expect(await screen.findByText('2 of 2')).toBeVisible();
    await waitFor(() => expect(reads).toBe(2));
  });

  it('says why a lesson cannot be shown, with Try again', async () => {
    stubApi({
      [`GET /api/child/learn/lessons/${LESSON_ID}`]: apiError(404, 'NOT_FOUND', 'Lesson not found'),
    });
    show();
    expect(await screen.findByText('Lesson not found')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Learn' })).toBeVisible();
  });
});
