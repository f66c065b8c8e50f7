// The content table's "Published — Undo" notice stays on screen when the published item was the last one of its
// list (the dashboard's pending table then shows its empty text instead of rows, not nothing at all).
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminContentItem } from '#shared/moderation.schema';
import { ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { ContentTable } from './content-table';

const item: AdminContentItem = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Wudu Song for Toddlers',
  description: 'Steps of wudu',
  status: 'pending',
  rejectionReason: null,
  category: 'Nasheeds & Songs',
  tags: [],
  contentRating: 'G',
  language: 'English',
  ageRange: 1,
  hasMusic: false,
  sourceType: 'youtube',
  sourceUrl: 'https://youtu.be/Ab1Cd2Ef3Gh',
  creator: { id: 'c1', fullName: 'Bilal Qureshi' },
  yesVotes: 0,
  screening: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};

/** The list as its query would give it: the test empties it, as a refetch after publishing would. */
function Harness() {
  const [items, setItems] = useState([item]);
  return (
    <>
      <button type="button" onClick={() => setItems([])}>
        refetched
      </button>
      <ContentTable items={items} caption="Pending" emptyText="Nothing waiting." />
    </>
  );
}

describe('ContentTable', () => {
  it('keeps "Published — Undo" after the last item left the list, and shows the empty text', async () => {
    stubApi({ [`POST /api/admin/content/${item.id}/publish`]: ok({ ...item, status: 'published' }) });
    const view = renderWithProviders(<Harness />);
    expect(screen.queryByText('Nothing waiting.')).toBeNull();
    await view.user.click(screen.getByRole('button', { name: /Publish/ }));
    await screen.findByText('“Wudu Song for Toddlers” is published.');
    await view.user.click(screen.getByRole('button', { name: 'refetched' }));
    expect(screen.getByText('“Wudu Song for Toddlers” is published.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Undo/ })).toBeInTheDocument();
    expect(screen.getByText('Nothing waiting.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
