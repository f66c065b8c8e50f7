// The edit modal's values axes: a select per axis showing the stored level and who set it, unknown allowed, and the
// save sending all five with has_music following the music chosen.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminContentItem, ContentUpdateInput } from '#shared/moderation.schema';
import { tallyOf } from '#shared/value-answers';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { ContentEditModal } from './content-edit-modal';

const item: AdminContentItem = {
  id: '22222222-2222-4222-8222-222222222222',
  title: 'Wudu Song for Toddlers',
  description: 'Steps of wudu',
  status: 'pending',
  rejectionReason: null,
  category: 'Nasheeds & Songs',
  tags: [],
  contentRating: 'G',
  language: 'English',
  ageRange: 1,
  hasMusic: true,
  values: { music: 'voice', faces: 'shown', magic: 'unknown', imagery: 'none', dancing: 'unknown' },
  valueSources: { music: 'creator', faces: 'parents' },
  sourceType: 'youtube',
  sourceUrl: 'https://www.youtube.com/watch?v=Ab1Cd2Ef3Gh',
  creator: { id: 'c1', fullName: 'Bilal Qureshi' },
  yesVotes: 0,
  revision: 3,
  screening: null,
  valuesReview: {
    current: { music: 'voice', faces: 'shown', magic: 'unknown', imagery: 'none', dancing: 'unknown' },
    sources: { music: 'creator', faces: 'parents' },
    declared: null,
    tally: tallyOf([]),
    suggested: { music: 'voice', faces: 'shown', magic: 'unknown', imagery: 'none', dancing: 'unknown' },
  },
  createdAt: '2026-01-05T09:30:00.000Z',
  updatedAt: '2026-01-05T09:30:00.000Z',
};

function stubModal(put = (call: { body: unknown }) => ok({ ...item, ...(call.body as object) })) {
  return stubApi({
    [`PUT /api/admin/content/${item.id}`]: put,
    'GET /api/admin/audit-log': ok({ entries: [] }),
    [`GET /api/admin/content/${item.id}/revision`]: ok({ revision: null }),
    [`GET /api/admin/content/${item.id}/messages`]: ok({
      contentId: item.id,
      title: item.title,
      status: item.status,
      messages: [],
    }),
  });
}

describe('ContentEditModal: the values axes', () => {
  it('shows each axis with its level and who set it, and saves a change with has_music following music', async () => {
    const user = userEvent.setup();
    const api = stubModal();
    renderWithProviders(<ContentEditModal item={item} onClose={() => {}} />);

    const music = screen.getByRole('combobox', { name: 'Music' });
    expect(music).toHaveDisplayValue('Voices only');
    expect(music).toHaveAccessibleDescription('Set by: Creator');
    expect(screen.getByRole('combobox', { name: 'Faces' })).toHaveAccessibleDescription('Set by: Parents');
    expect(screen.getByRole('combobox', { name: 'Magic' })).toHaveDisplayValue('Not known');

    await user.selectOptions(music, 'none');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mixed dancing' }), 'shown');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo(`PUT /api/admin/content/${item.id}`)).toHaveLength(1));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      hasMusic: false,
      music: 'none',
      faces: 'shown',
      magic: 'unknown',
      imagery: 'none',
      dancing: 'shown',
      revision: 3,
    } satisfies Partial<ContentUpdateInput>);
  });

  it('shows the server’s refusal at the music select', async () => {
    const user = userEvent.setup();
    stubModal(() =>
      apiError(400, 'VALIDATION_FAILED', 'valuesMusicDisagrees', [
        {
          path: 'music',
          message: 'Has music must be yes exactly when the music is not none',
          key: 'valuesMusicDisagrees',
        },
      ]),
    );
    renderWithProviders(<ContentEditModal item={item} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findAllByText('Has music must be yes exactly when the music is not none'),
    ).not.toHaveLength(0);
  });
});
