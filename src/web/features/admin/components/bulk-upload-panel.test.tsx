// The bulk CSV panel tells the admin what the template's creator_profile_id column takes: each creator's profile id
// (shown nowhere else) beside the name and e-mail they know the creator by.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreatorSummary } from '#shared/moderation.schema';
import { ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { BulkUploadPanel } from './bulk-upload-panel';

const creators: CreatorSummary[] = [
  {
    id: '22222222-2222-4222-8222-222222222222',
    fullName: 'Amina Yusuf',
    email: 'amina@example.test',
    youtubeChannelId: null,
    createdAt: '2026-11-01T10:00:00Z',
  },
  {
    id: '33333333-3333-4333-8333-333333333333',
    fullName: 'Little Learners',
    email: null,
    youtubeChannelId: null,
    createdAt: '2026-11-02T10:00:00Z',
  },
];

describe('BulkUploadPanel', () => {
  it('lists every creator with the profile id the creator_profile_id column takes', async () => {
    stubApi({
      'GET /api/admin/creators': ok({ creators }),
      'GET /api/admin/content/import': ok({ imports: [] }),
    });
    const view = renderWithProviders(<BulkUploadPanel />);
    await view.user.click(screen.getByText('Creator ids for the creator_profile_id column'));
    const table = await screen.findByRole('table', { name: 'Creators and their profile ids' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Amina Yusuf', 'amina@example.test', '22222222-2222-4222-8222-222222222222'],
      ['Little Learners', 'No e-mail', '33333333-3333-4333-8333-333333333333'],
    ]);
    expect(screen.getByText(/or their e-mail address, in the creator_profile_id column/)).toBeVisible();
  });
});
