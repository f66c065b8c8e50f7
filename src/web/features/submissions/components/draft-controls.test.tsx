import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { localToInstant } from './draft-controls';
import { SubmissionForm } from './submission-form';

const DRAFT_ID = '0b7c8d9e-1f2a-4b3c-8d4e-5f6a7b8c9d0e';

describe('the submission form’s draft and schedule parts', () => {
  it('saves a draft with only a title and says so, without the submission’s other checks', async () => {
    const api = stubApi({
      'GET /api/auth/get-session': ok(null),
      'POST /api/studio/drafts': ok({ id: DRAFT_ID }, 201),
    });
    const { user } = renderWithProviders(<SubmissionForm />);

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(api.callsTo('POST /api/studio/drafts')).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'Half a nasheed');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(/“Half a nasheed” is saved as a draft/)).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/studio/drafts');
    expect(call?.body).toMatchObject({ title: 'Half a nasheed', publishAt: null });
    expect(screen.getByLabelText('YouTube URL')).not.toHaveAttribute('aria-invalid');
  }, 15_000);

  it('turns the local publish time into a UTC instant, and nothing into null', () => {
    const local = '2030-05-01T09:30';
    expect(localToInstant(local)).toBe(new Date(local).toISOString());
    expect(localToInstant('')).toBeNull();
  });
});
