import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ContentDetail } from '#shared/feed.schema';
import { ok, stubApi } from '#web/test/api-stub';
import { aChild, aFeedItem } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { VideoFamilyMenu } from './video-family-menu';

function aVideo(): ContentDetail {
  const item = aFeedItem({ title: 'Story of the ant' });
  return {
    ...item,
    description: '',
    status: 'published',
    contentRating: 'G',
    contentType: 1,
    tags: [],
    youtubeUrl: null,
    videoUrl: null,
    soundtrack: null,
    instagramStoryId: null,
    instagramUsername: null,
    instagramReelId: null,
    instagramReelUsername: null,
    tiktokVideoId: null,
    tiktokUsername: null,
    example: false,
    creator: {
      ...item.creator,
      id: '00000000-0000-4000-8000-0000000000c3',
      name: 'Gentle Stories',
      bio: null,
    },
  };
}

describe('VideoFamilyMenu', () => {
  it('gives a parent one row per child: approve for Amina sends the video, approve the creator sends the creator', async () => {
    const user = userEvent.setup();
    const video = aVideo();
    const amina = aChild({ name: 'Amina' });
    const yusuf = aChild({ name: 'Yusuf' });
    const state = (childId: string, videoApproved = false) => ({
      childId,
      videoApproved,
      creatorApproved: false,
      videoBlocked: false,
      creatorBlocked: false,
    });
    const api = stubApi({
      'GET /api/collections': ok([]),
      [`GET /api/content/${video.id}/child-rules`]: ok({
        creatorId: video.creator.id,
        children: [state(amina.id), state(yusuf.id, true)],
      }),
      [`POST /api/children/${amina.id}/approvals`]: ok({}, 201),
      [`POST /api/children/${yusuf.id}/approvals`]: ok({}, 201),
    });
    renderWithProviders(<VideoFamilyMenu video={video} kids={[amina, yusuf]} />);

    const menu = await screen.findByRole('region', { name: 'For your children' });
    expect(menu).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Approved for Yusuf' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Approve for Amina' }));
    await waitFor(() => expect(api.callsTo(`POST /api/children/${amina.id}/approvals`)).toHaveLength(1));
    expect(api.callsTo(`POST /api/children/${amina.id}/approvals`)[0]?.body).toEqual({
      kind: 'video',
      targetId: video.id,
    });
    const [, yusufCreator] = screen.getAllByRole('button', {
      name: 'Approve everything from Gentle Stories',
    });
    if (!yusufCreator) throw new Error('no second creator button');
    await user.click(yusufCreator);
    await waitFor(() => expect(api.callsTo(`POST /api/children/${yusuf.id}/approvals`)).toHaveLength(1));
    expect(api.callsTo(`POST /api/children/${yusuf.id}/approvals`)[0]?.body).toEqual({
      kind: 'creator',
      targetId: video.creator.id,
    });
  });

  it('shows nothing and asks nothing without children (anyone but a parent gets none)', async () => {
    const api = stubApi({});
    renderWithProviders(<VideoFamilyMenu video={aVideo()} kids={[]} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'For your children' })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
