// The content table's "Published — Undo" notice stays on screen when the published item was the last one of its
// list (the dashboard's pending table then shows its empty text instead of rows, not nothing at all).
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminContentItem } from '#shared/moderation.schema';
import { PIPELINE_MESSAGES } from '#shared/pipeline-messages';
import { tallyOf } from '#shared/value-answers';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { english } from '#web/test/messages';
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
  values: { music: 'voice', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
  valueSources: {
    music: 'creator',
    faces: 'creator',
    magic: 'creator',
    imagery: 'creator',
    dancing: 'creator',
  },
  sourceType: 'youtube',
  sourceUrl: 'https://youtu.be/Ab1Cd2Ef3Gh',
  creator: { id: 'c1', fullName: 'Bilal Qureshi' },
  yesVotes: 0,
  revision: 1,
  screening: null,
  valuesReview: {
    current: { music: 'voice', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
    sources: { music: 'creator', faces: 'creator', magic: 'creator', imagery: 'creator', dancing: 'creator' },
    declared: { music: 'voice', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
    tally: tallyOf([{ axis: 'music', level: 'instruments', count: 2 }]),
    suggested: { music: 'instruments', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
  },
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

  it('deletes only after a dialog naming the title, then says so', async () => {
    const api = stubApi({ [`DELETE /api/admin/content/${item.id}`]: ok(undefined, 204) });
    const view = renderWithProviders(<ContentTable items={[item]} caption="All" />);
    await view.user.click(screen.getByRole('button', { name: 'Delete Wudu Song for Toddlers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this video?' });
    expect(dialog).toHaveTextContent('“Wudu Song for Toddlers” will be deleted for everyone');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo(`DELETE /api/admin/content/${item.id}`)).toHaveLength(0);

    await view.user.click(screen.getByRole('button', { name: 'Delete Wudu Song for Toddlers' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this video?' });
    await view.user.click(within(again).getByRole('button', { name: 'Delete' }));
    await screen.findByText('“Wudu Song for Toddlers” is deleted.');
    expect(api.callsTo(`DELETE /api/admin/content/${item.id}`)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("keeps the dialog open with the server's message when the delete is refused", async () => {
    stubApi({ [`DELETE /api/admin/content/${item.id}`]: apiError(404, 'NOT_FOUND', 'Content not found') });
    const view = renderWithProviders(<ContentTable items={[item]} caption="All" />);
    await view.user.click(screen.getByRole('button', { name: 'Delete Wudu Song for Toddlers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this video?' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Content not found')).toBeVisible();
  });

  it('publishes the revision it shows, and when the item changed since says so and offers to reload it', async () => {
    const api = stubApi({
      [`POST /api/admin/content/${item.id}/publish`]: apiError(
        409,
        'CONFLICT',
        PIPELINE_MESSAGES.staleRevision,
      ),
    });
    const view = renderWithProviders(<ContentTable items={[{ ...item, revision: 3 }]} caption="Pending" />);
    await view.user.click(screen.getByRole('button', { name: 'Publish Wudu Song for Toddlers' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(english(PIPELINE_MESSAGES.staleRevision));
    expect(api.callsTo(`POST /api/admin/content/${item.id}/publish`)[0]?.body).toEqual({ revision: 3 });
    expect(screen.queryByText('“Wudu Song for Toddlers” is published.')).toBeNull();
    await view.user.click(within(alert).getByRole('button', { name: 'Reload the item' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reviews the values side by side and publishes the levels chosen per axis', async () => {
    const api = stubApi({
      [`POST /api/admin/content/${item.id}/publish`]: ok({ ...item, status: 'published' }),
    });
    const view = renderWithProviders(<ContentTable items={[item]} caption="Pending" />);
    await view.user.click(
      screen.getByRole('button', { name: 'Review values and publish: Wudu Song for Toddlers' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review and publish: Wudu Song for Toddlers' });
    const music = within(dialog).getByRole('region', { name: 'Music' });
    // The creator said voices only; two parents heard instruments, which is what the form starts with.
    expect(music).toHaveTextContent('Voices only');
    expect(music).toHaveTextContent('Instruments: 2');
    const musicChoice = within(dialog).getByRole('combobox', { name: 'Publish Music as' });
    expect(musicChoice).toHaveValue('instruments');
    await view.user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Publish Faces as' }),
      'shown',
    );
    expect(within(dialog).getByText('Changed from the suggestion')).toBeVisible();
    await view.user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText('“Wudu Song for Toddlers” is published.');
    expect(api.callsTo(`POST /api/admin/content/${item.id}/publish`)[0]?.body).toEqual({
      revision: 1,
      values: { music: 'instruments', faces: 'shown', magic: 'none', imagery: 'none', dancing: 'none' },
    });
  });
});
