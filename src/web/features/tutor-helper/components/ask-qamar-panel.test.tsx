import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Exercise } from '#shared/tutor/exercise';
import type { HelperStatus, HelperStreamEvent } from '#shared/tutor-helper';
import { type ApiAnswer, apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { AskQamarPanel } from '../index';

const sum: Exercise = {
  kind: 'choose-number',
  id: 'm.add.3-4',
  skillId: 'm.add.within10',
  prompt: { text: '3 + 4 = ?', lang: 'en', speak: true },
  choices: [6, 7, 8],
  answer: 7,
};

const LESSON_ID = '00000000-0000-4000-8000-00000000a001';

const lines = (events: HelperStreamEvent[]): ApiAnswer => ({
  status: 200,
  body: undefined,
  raw: events.map((event) => `${JSON.stringify(event)}\n`).join(''),
  contentType: 'application/x-ndjson',
});

const available: HelperStatus = { available: true, limit: 20, left: 20 };

describe('AskQamarPanel', () => {
  it('draws nothing when the helper is not there for the child', async () => {
    const api = stubApi({
      'GET /api/child/tutor-helper': apiError(404, 'NOT_FOUND', 'tutorHelperNotConfigured'),
    });
    const { container } = renderWithProviders(
      <AskQamarPanel exercise={sum} lessonId={LESSON_ID} index={0} />,
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Ask Qamar' })).not.toBeInTheDocument();
  });

  it('says the parent can read the chats, streams a reply and counts the questions left', async () => {
    const api = stubApi({
      'GET /api/child/tutor-helper': ok(available),
      'POST /api/child/tutor-helper/ask': lines([
        { type: 'start', rung: 'question', left: 19 },
        { type: 'text', text: 'What if you start at 3 ' },
        { type: 'text', text: 'and count on 4?' },
        { type: 'done', left: 19 },
      ]),
    });
    const { user } = renderWithProviders(<AskQamarPanel exercise={sum} lessonId={LESSON_ID} index={0} />);
    await user.click(await screen.findByRole('button', { name: 'Ask Qamar' }));
    expect(screen.getByText('Your parent can read these chats')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Give me a hint' }));
    expect(await screen.findByText('What if you start at 3 and count on 4?')).toBeVisible();
    expect(screen.getByText('Questions left today: 19')).toBeVisible();
    const body = api.callsTo('POST /api/child/tutor-helper/ask')[0]?.body;
    // The exercise is named by its place in the lesson; the server reads it (and its answer) from there.
    expect(body).not.toHaveProperty('exercise');
    expect(body).toMatchObject({
      lessonId: LESSON_ID,
      index: 0,
      suggestion: 'hint',
      locale: 'en',
    });
  });

  it("shows a refusal and a withheld answer in the child's words, never the model's", async () => {
    let turn = 0;
    stubApi({
      'GET /api/child/tutor-helper': ok(available),
      'POST /api/child/tutor-helper/ask': () =>
        turn++ === 0
          ? lines([
              { type: 'start', rung: null, left: 19 },
              { type: 'refusal', reason: 'ruling' },
              { type: 'done', left: 19 },
            ])
          : lines([
              { type: 'start', rung: 'question', left: 18 },
              { type: 'replace', reason: 'answerWithheld' },
              { type: 'done', left: 18 },
            ]),
    });
    const { user } = renderWithProviders(<AskQamarPanel exercise={sum} lessonId={LESSON_ID} index={0} />);
    await user.click(await screen.findByRole('button', { name: 'Ask Qamar' }));
    await user.type(screen.getByLabelText('Your question'), 'Is music haram?');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Ask your parent or your teacher')).toBeVisible();
    expect(screen.getByText('Is music haram?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Explain the question' }));
    expect(
      await screen.findByText(
        "Let's work it out together: read the question again and try the first step. What do you notice?",
      ),
    ).toBeVisible();
  });

  it('says kindly when the questions of the day are used up', async () => {
    stubApi({
      'GET /api/child/tutor-helper': ok(available),
      'POST /api/child/tutor-helper/ask': apiError(429, 'RATE_LIMITED', 'tutorHelperDailyLimit', undefined, {
        max: 20,
      }),
    });
    const { user } = renderWithProviders(<AskQamarPanel exercise={sum} lessonId={LESSON_ID} index={0} />);
    await user.click(await screen.findByRole('button', { name: 'Ask Qamar' }));
    await user.click(screen.getByRole('button', { name: 'Give me a hint' }));
    expect(
      await screen.findByText(
        "That's all your questions for today. Well done for trying! Qamar will be here again tomorrow.",
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Give me a hint' })).not.toBeInTheDocument();
  });
});
