// The values questions beside the vote: optional factual answers, saved for the item, and the parents' tally shown
// to the parent only once they have answered.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { tallyOf, type ValueAnswersResult } from '#shared/value-answers';
import type { PendingItem } from '#shared/voting.schema';
import { ok, resetApiStub, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { PendingContentPage } from './pending-content-page';

afterEach(() => resetApiStub());

const ITEM_ID = '3c2b1a0f-9e8d-4c7b-8a6f-5e4d3c2b1a0f';

const item: PendingItem = {
  id: ITEM_ID,
  title: 'Thank you, Allah',
  description: 'A nasheed of thanks',
  thumbnailUrl: null,
  category: 'Nasheeds & Songs',
  ageRange: 1,
  contentRating: 'G',
  sourceType: 'youtube',
  youtubeUrl: null,
  creatorName: 'Noor Studio',
  yesVotes: 2,
  valueAnswers: {},
  valueTally: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the values questions on the voting page', () => {
  it('saves a parent’s answers and then shows what parents said so far, as counts', async () => {
    const answered: ValueAnswersResult = {
      answers: { music: 'percussion', faces: 'shown' },
      tally: tallyOf([
        { axis: 'music', level: 'percussion', count: 1 },
        { axis: 'music', level: 'voice', count: 2 },
        { axis: 'faces', level: 'shown', count: 1 },
      ]),
    };
    const api = stubApi({
      'GET /api/parent/pending-content': ok([item]),
      [`PUT /api/parent/pending-content/${ITEM_ID}/values`]: ok(answered),
    });
    const { user } = renderWithProviders(<PendingContentPage />);
    const card = (await screen.findByText('Thank you, Allah')).closest('li') as HTMLElement;
    // No tally before answering: nobody's answer is led by the others'.
    expect(within(card).queryByText('What parents said so far')).toBeNull();
    await user.click(within(card).getByText('Describe what you saw (optional)'));
    const save = within(card).getByRole('button', { name: 'Save my answers' });
    expect(save).toBeDisabled();
    await user.click(
      within(within(card).getByRole('radiogroup', { name: 'What music did you hear?' })).getByRole('radio', {
        name: 'Voices and drums',
      }),
    );
    await user.click(
      within(
        within(card).getByRole('radiogroup', { name: 'Did you see faces (drawn or filmed)?' }),
      ).getByRole('radio', { name: 'Yes' }),
    );
    await user.click(save);
    expect(await within(card).findByText('Thank you, your answers are saved.')).toBeVisible();
    expect(api.callsTo(`PUT /api/parent/pending-content/${ITEM_ID}/values`)[0]?.body).toEqual({
      music: 'percussion',
      faces: 'shown',
    });
    const tally = within(card).getByRole('region', { name: 'What parents said so far' });
    // Two said voices only, one voices and drums: the most-voted level, with every count.
    expect(within(tally).getByText('Voices only')).toBeVisible();
    expect(tally).toHaveTextContent('Voices only: 2, Voices and drums: 1');
    expect(tally).toHaveTextContent('Magic');
    expect(tally).toHaveTextContent('No answers yet');
    // The yes/no vote is still there, beside the questions.
    expect(within(card).getByRole('button', { name: 'Yes, suitable: Thank you, Allah' })).toBeEnabled();
  });
});
