// "Save as draft" on the file form: continuing a draft made from an uploaded file opens the file form (not the link
// form) with the draft's fields, its video instead of the file field and no age range assumed; saving again changes
// the draft, and sending it submits the draft with the file form's fields once an age range is chosen.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftDetail } from '#shared/creator-studio.schema';
import type { UploadPreview } from '#shared/uploads';
import { UploadVideoForm } from '#web/features/uploads';
import { ok, resetApiStub, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { SubmissionForm } from './submission-form';

afterEach(() => resetApiStub());

const DRAFT_ID = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const draft: DraftDetail = {
  id: DRAFT_ID,
  title: 'Wudu, slowly',
  sourceType: 'upload',
  youtubeUrl: null,
  instagramUsername: null,
  instagramStoryId: null,
  instagramReelUsername: null,
  instagramReelId: null,
  tiktokUsername: null,
  tiktokVideoId: null,
  category: 'Islamic Stories & Manners',
  language: 'Arabic',
  ageRange: null,
  duration: 0.1,
  description: '',
  tags: ['Wudu'],
  hasMusic: false,
  values: { music: 'voice' },
  shariahScore: 100,
  publishAt: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
};

const preview: UploadPreview = {
  id: DRAFT_ID,
  title: 'Wudu, slowly',
  description: '',
  status: 'draft',
  sourceType: 'upload',
  videoUrl: null,
  youtubeUrl: null,
  thumbnailUrl: null,
  creatorName: 'Ustadha Maryam',
  revision: 1,
  upload: {
    id: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
    status: 'processing',
    progress: 40,
    error: null,
    contentId: DRAFT_ID,
    durationSeconds: 6,
    width: 320,
    height: 240,
    attempts: 1,
  },
};

describe('the file form’s drafts', () => {
  it('continues an upload’s draft in the file form: its fields, its video, no age range, saved and then sent', async () => {
    const api = stubApi({
      'GET /api/auth/get-session': ok(null),
      [`GET /api/studio/drafts/${DRAFT_ID}`]: ok(draft),
      [`GET /api/uploads/preview/${DRAFT_ID}`]: ok(preview),
      [`PUT /api/studio/drafts/${DRAFT_ID}`]: ok({ id: DRAFT_ID }),
      [`POST /api/studio/drafts/${DRAFT_ID}/submit`]: ok({ id: DRAFT_ID, status: 'pending' }),
    });
    const { user } = renderWithProviders(<SubmissionForm />, { url: `/share?draft=${DRAFT_ID}` });

    // The file form with the draft's fields and its video (processing), not the link form's source.
    expect(await screen.findByDisplayValue('Wudu, slowly')).toBeInTheDocument();
    expect(screen.queryByLabelText('YouTube URL')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Video file')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your uploaded video' })).toBeInTheDocument();
    expect(await screen.findByText('Processing… 40%')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('Arabic');
    expect(screen.getByLabelText('Tags')).toHaveValue('Wudu');
    const age = screen.getByRole('combobox', { name: 'Age range' });
    expect(age).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Choose an age range' })).toBeInTheDocument();

    // Saved again with only what is there: the age range stays unchosen.
    await user.type(screen.getByLabelText('Description'), 'Each step of wudu');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(/“Wudu, slowly” is saved as a draft/)).toBeInTheDocument();
    const [saved] = api.callsTo(`PUT /api/studio/drafts/${DRAFT_ID}`);
    expect(saved?.body).toEqual({
      title: 'Wudu, slowly',
      description: 'Each step of wudu',
      category: 'Islamic Stories & Manners',
      language: 'Arabic',
      // The one values question answered so far is kept with the draft.
      values: { music: 'voice' },
      tags: ['Wudu'],
      publishAt: null,
    });

    // Sent without an age range: the form's required-field message, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(age).toHaveAccessibleDescription('Please choose an age range');
    expect(api.callsTo(`POST /api/studio/drafts/${DRAFT_ID}/submit`)).toHaveLength(0);

    // The draft's answer is chosen again; the questions left unanswered say so and keep it from being sent.
    const music = screen.getByRole('radiogroup', { name: 'Does the video have music?' });
    expect(within(music).getByRole('radio', { name: 'Voices only' })).toBeChecked();
    const faces = screen.getByRole('radiogroup', { name: 'Are faces drawn or shown?' });
    expect(faces).toHaveAccessibleDescription('Please choose an answer to this question');

    await user.selectOptions(age, '6-8 years');
    await user.click(within(faces).getByRole('radio', { name: 'No faces' }));
    for (const question of [
      'Is magic used to solve problems?',
      'Does it show animals or imagery some families avoid (for example pigs as heroes)?',
      'Is there mixed dancing?',
    ])
      await user.click(
        within(screen.getByRole('radiogroup', { name: question })).getByRole('radio', { name: 'No' }),
      );
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Your video has been sent for review.')).toBeInTheDocument();
    const [sent] = api.callsTo(`POST /api/studio/drafts/${DRAFT_ID}/submit`);
    expect(sent?.body).toMatchObject({
      title: 'Wudu, slowly',
      ageRange: 2,
      language: 'Arabic',
      values: { music: 'voice', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
    });
    expect(sent?.body).not.toHaveProperty('contentRating');
    expect(api.callsTo(`PUT /api/studio/drafts/${DRAFT_ID}`)).toHaveLength(1);
  }, 20_000);

  it('offers "Save as draft" to creators once a file is in, and never to admins', () => {
    stubApi({ 'GET /api/uploads/availability': ok({ available: true }) });
    const { unmount } = renderWithProviders(<UploadVideoForm />);
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeDisabled();
    unmount();
    renderWithProviders(<UploadVideoForm creators={[{ id: 'c1', fullName: 'Ustadha Maryam' }]} />);
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
  });
});
