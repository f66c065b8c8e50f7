import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import {
  COMPLIANCE_FAILED_MESSAGE,
  describeFindings,
  type ScreeningResult,
  screenContent,
} from '#shared/screening';
import { submissionSchema } from '#shared/submission.schema';
import { INVALID_YOUTUBE_URL_MESSAGE } from '#shared/youtube-url';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { english } from '#web/test/messages';
import { renderWithProviders } from '#web/test/render';
import type { SubmissionResult } from '../api/submit-content';
import { SubmissionForm } from './submission-form';

const SUBMIT = { name: 'Submit for review' } as const;
const SUBMISSION_ID = '6f1c2d4e-8a9b-4c3d-9e8f-0a1b2c3d4e5f';
const PASSED_SCREENING: ScreeningResult = {
  compliant: true,
  confidence: 100,
  reasons: [],
  metadataChecked: true,
};

function field(label: string): HTMLElement {
  return screen.getByLabelText(label);
}

const QUESTIONS = {
  music: 'Does the video have music?',
  faces: 'Are faces drawn or shown?',
  magic: 'Is magic used to solve problems?',
  imagery: 'Does it show animals or imagery some families avoid (for example pigs as heroes)?',
  dancing: 'Is there mixed dancing?',
} as const;

/** Answers the values questions by their visible words. */
async function answerValues(
  user: ReturnType<typeof renderWithProviders>['user'],
  answers: Record<keyof typeof QUESTIONS, string>,
) {
  for (const [axis, answer] of Object.entries(answers)) {
    const group = screen.getByRole('radiogroup', { name: QUESTIONS[axis as keyof typeof QUESTIONS] });
    await user.click(within(group).getByRole('radio', { name: answer }));
  }
}

const NOTHING_TO_DECLARE = {
  music: 'No music',
  faces: 'No faces',
  magic: 'No',
  imagery: 'No',
  dancing: 'No',
};

describe('SubmissionForm', () => {
  it('an empty submit shows every field error at once and sends nothing', async () => {
    const api = stubApi({ 'GET /api/auth/get-session': ok(null) });
    const { user } = renderWithProviders(<SubmissionForm />);

    await user.click(screen.getByRole('button', SUBMIT));

    expect(field('Title')).toHaveAccessibleDescription(english(PIPELINE_MESSAGES.titleRequired));
    expect(field('YouTube URL')).toHaveAccessibleDescription(english(PIPELINE_MESSAGES.youtubeUrlRequired));
    expect(field('Category')).toHaveAccessibleDescription(english(PIPELINE_MESSAGES.invalidCategory));
    expect(field('Duration (minutes)')).toHaveAccessibleDescription('Duration is required');
    expect(field('Description')).toHaveAccessibleDescription(english(PIPELINE_MESSAGES.descriptionRequired));
    // No placeholder promise under the source: file uploads are real (the creators' Upload a file).
    expect(screen.queryByText('File uploads are coming soon.')).toBeNull();
    // No age range is chosen for the creator: who the video is for is theirs to say.
    expect(field('Age range')).toHaveValue('');
    expect(field('Age range')).toHaveAccessibleDescription('Please choose an age range');
    for (const label of [
      'Title',
      'YouTube URL',
      'Category',
      'Age range',
      'Duration (minutes)',
      'Description',
    ]) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    }
    // Fields with a valid default carry no error.
    for (const label of ['Language', 'Shariah score (0-100)']) {
      expect(field(label)).not.toHaveAttribute('aria-invalid');
    }
    // Every values question is asked, and each unanswered one says so.
    for (const question of Object.values(QUESTIONS)) {
      const group = screen.getByRole('radiogroup', { name: question });
      expect(group).toHaveAttribute('aria-invalid', 'true');
      expect(group).toHaveAccessibleDescription('Please choose an answer to this question');
    }
    await vi.waitFor(() => expect(field('Title')).toHaveFocus());
    // Nothing sent: the only request is the session the upload choice reads (who may upload a file).
    expect(api.calls.filter((call) => call.path !== '/api/auth/get-session')).toEqual([]);
  });

  it("a link that is not YouTube's shows 'Invalid YouTube URL format' with the other errors", async () => {
    const api = stubApi({ 'GET /api/auth/get-session': ok(null) });
    const { user } = renderWithProviders(<SubmissionForm />);

    await user.type(field('YouTube URL'), 'https://vimeo.com/76979871');
    await user.tab();
    // Already on leaving the field…
    expect(field('YouTube URL')).toHaveAccessibleDescription(english(INVALID_YOUTUBE_URL_MESSAGE));

    await user.click(screen.getByRole('button', SUBMIT));
    // …and again on submit, together with the errors of the empty fields.
    expect(field('YouTube URL')).toHaveAccessibleDescription(english(INVALID_YOUTUBE_URL_MESSAGE));
    expect(screen.getByText(english(PIPELINE_MESSAGES.titleRequired))).toBeVisible();
    expect(screen.getByText(english(PIPELINE_MESSAGES.invalidCategory))).toBeVisible();
    expect(screen.getByText('Duration is required')).toBeVisible();
    expect(screen.getByText(english(PIPELINE_MESSAGES.descriptionRequired))).toBeVisible();
    expect(screen.queryByText(english(PIPELINE_MESSAGES.youtubeUrlRequired))).not.toBeInTheDocument();
    // Nothing sent: the only request is the session the upload choice reads (who may upload a file).
    expect(api.calls.filter((call) => call.path !== '/api/auth/get-session')).toEqual([]);
  });

  it('shows the username and id fields of the chosen source, and requires them', async () => {
    stubApi({ 'GET /api/auth/get-session': ok(null) });
    const { user } = renderWithProviders(<SubmissionForm />);
    const source = screen.getByRole('combobox', { name: 'Source' });
    // No "coming soon" hint: creators upload files with the form's own "Upload a file" choice.
    expect(source).not.toHaveAccessibleDescription();
    expect(
      within(source)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['YouTube', 'Instagram story', 'Instagram reel', 'TikTok']);
    expect(field('YouTube URL')).toBeVisible();

    await user.selectOptions(source, 'Instagram story');
    expect(screen.queryByLabelText('YouTube URL')).not.toBeInTheDocument();
    expect(field('Instagram username')).toBeVisible();
    expect(field('Instagram story ID')).toBeVisible();

    await user.selectOptions(source, 'Instagram reel');
    expect(field('Instagram reel ID')).toBeVisible();
    expect(screen.queryByLabelText('Instagram story ID')).not.toBeInTheDocument();

    await user.selectOptions(source, 'TikTok');
    expect(screen.queryByLabelText('Instagram username')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', SUBMIT));
    expect(field('TikTok username')).toHaveAccessibleDescription('TikTok username is required');
    expect(field('TikTok video ID')).toHaveAccessibleDescription('TikTok video ID is required');
  });

  it('a valid form posts the submission and thanks the creator', async () => {
    const api = stubApi({
      'GET /api/auth/get-session': ok(null),
      'POST /api/submissions': ok<SubmissionResult>(
        { id: SUBMISSION_ID, status: 'pending', screening: PASSED_SCREENING },
        201,
      ),
    });
    const onSubmitted = vi.fn();
    const { user } = renderWithProviders(<SubmissionForm onSubmitted={onSubmitted} />);

    await user.type(field('Title'), 'Learning Wudu Step by Step');
    await user.type(field('YouTube URL'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.selectOptions(field('Category'), 'Quran & Dua for Kids');
    await user.selectOptions(field('Language'), 'Arabic');
    await user.selectOptions(field('Age range'), '6-8 years');
    await user.type(field('Duration (minutes)'), '4.5');
    await user.clear(field('Shariah score (0-100)'));
    await user.type(field('Shariah score (0-100)'), '95');
    await user.type(field('Description'), 'How to make wudu, shown slowly for young children.');
    await user.click(screen.getByRole('button', { name: 'Quran' }));
    await user.click(screen.getByRole('button', { name: 'Educational' }));
    await answerValues(user, {
      ...NOTHING_TO_DECLARE,
      music: 'Voices and drums',
      faces: 'Yes, faces are shown',
    });
    expect(screen.getByRole('button', { name: 'Quran' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', SUBMIT));

    expect(await screen.findByText(/“Learning Wudu Step by Step” was submitted/)).toBeVisible();
    const [post, ...others] = api.callsTo('POST /api/submissions');
    expect(others).toEqual([]);
    expect(post?.body).toEqual({
      title: 'Learning Wudu Step by Step',
      sourceType: 'youtube',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      category: 'Quran & Dua for Kids',
      contentRating: 'G',
      language: 'Arabic',
      ageRange: 2,
      duration: 4.5,
      description: 'How to make wudu, shown slowly for young children.',
      tags: ['Quran', 'Educational'],
      values: { music: 'percussion', faces: 'shown', magic: 'none', imagery: 'none', dancing: 'none' },
      shariahScore: 95,
    });
    // What the form sends is what the server's schema accepts.
    expect(submissionSchema.safeParse(post?.body).success).toBe(true);
    expect(onSubmitted).toHaveBeenCalledWith(SUBMISSION_ID);
    // The form is ready for the next video.
    expect(field('Title')).toHaveValue('');
    expect(field('YouTube URL')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Quran' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a TikTok submission sends only the TikTok fields', async () => {
    const api = stubApi({
      'GET /api/auth/get-session': ok(null),
      'POST /api/submissions': ok<SubmissionResult>(
        { id: SUBMISSION_ID, status: 'pending', screening: PASSED_SCREENING },
        201,
      ),
    });
    const { user } = renderWithProviders(<SubmissionForm />);

    await user.type(field('Title'), 'Counting in Arabic');
    await user.type(field('YouTube URL'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'TikTok');
    await user.type(field('TikTok username'), 'noorkids');
    await user.type(field('TikTok video ID'), '7212345678901234567');
    await user.selectOptions(field('Category'), 'Quizzes & Trivia');
    // The labels of the one age-band definition.
    expect(
      within(field('Age range'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an age range', '3-5 years', '6-8 years', '9-12 years', '13+ years']);
    await user.selectOptions(field('Age range'), '3-5 years');
    await user.type(field('Duration (minutes)'), '1');
    await user.type(field('Description'), 'Wahid, ithnan, thalatha: count along.');
    await answerValues(user, NOTHING_TO_DECLARE);
    await user.click(screen.getByRole('button', SUBMIT));

    await screen.findByText(/“Counting in Arabic” was submitted/);
    expect(api.callsTo('POST /api/submissions')[0]?.body).toMatchObject({
      sourceType: 'tiktok',
      tiktokUsername: 'noorkids',
      tiktokVideoId: '7212345678901234567',
      language: 'English',
      ageRange: 1,
      shariahScore: 100,
      values: { music: 'none', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
      tags: [],
    });
    expect(api.callsTo('POST /api/submissions')[0]?.body).not.toHaveProperty('youtubeUrl');
  });

  it('a submission refused by screening shows the reasons the server found', async () => {
    const screening = screenContent(
      { title: 'Toy review', description: 'Use discount code KIDS10', tags: [], hasMusic: false },
      [{ reason: 'advertising', weight: 40, terms: ['discount code'] }],
    );
    const reasons = describeFindings(screening.reasons);
    stubApi({
      'GET /api/auth/get-session': ok(null),
      'POST /api/submissions': apiError(
        400,
        'VALIDATION_FAILED',
        COMPLIANCE_FAILED_MESSAGE,
        reasons.map((message) => ({ path: 'screening', message })),
      ),
    });
    const { user } = renderWithProviders(<SubmissionForm />);

    await user.type(field('Title'), 'Toy review');
    await user.type(field('YouTube URL'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.selectOptions(field('Category'), 'Other');
    await user.selectOptions(field('Age range'), '9-12 years');
    await user.type(field('Duration (minutes)'), '3');
    await user.type(field('Description'), 'Use discount code KIDS10');
    await answerValues(user, NOTHING_TO_DECLARE);
    await user.click(screen.getByRole('button', SUBMIT));

    expect(await screen.findByText(english(COMPLIANCE_FAILED_MESSAGE))).toBeVisible();
    expect(reasons).toEqual(['Advertising: "discount code" (description)']);
    expect(screen.getByRole('listitem')).toHaveTextContent(reasons[0] ?? '');
    // What the creator typed stays, to be corrected.
    expect(field('Title')).toHaveValue('Toy review');
  });
});
