// The child's TV player reads only the child's own API: the video (and the mix it plays) from
// GET /api/child/content/:id, the same answer the phone's child page uses, and up next from .../next. The public
// content API would tell every viewer's mix ("main"), not the one the server decided for this child. The API stub
// fails the test on any request it was not given, so a read of /api/content/* cannot pass unseen.
import { destroy, init } from '@noriginmedia/norigin-spatial-navigation';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ContentDetail } from '#shared/feed.schema';
import type { Library } from '#shared/library.schema';
import type { ProgressReporter } from '#web/features/video';
import { ok, stubApi } from '#web/test/api-stub';
import { aChildSession, aFeedItem } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { TvChildPlayerPage } from './tv-child-pages';

/** What the TV player handed its <video>: the soundtrack it starts on and the reporter the end goes through. */
const handed = vi.hoisted(() => ({
  soundtrack: undefined as { start: string; switchable: boolean } | undefined,
  progress: undefined as ProgressReporter | undefined,
}));

// The player's <video> is the video feature's; here a stand-in records what it is given (jsdom plays no HLS).
vi.mock('#web/features/video', async (original) => ({
  ...(await original<typeof import('#web/features/video')>()),
  FileVideo: (props: {
    title: string;
    soundtrack?: { start: string; switchable: boolean };
    progress?: ProgressReporter;
  }): ReactNode => {
    handed.soundtrack = props.soundtrack;
    handed.progress = props.progress;
    return <div title={props.title} data-soundtrack={props.soundtrack?.start} />;
  },
}));

beforeAll(() => init({ shouldFocusDOMNode: true }));
afterAll(() => destroy());

const ID = '00000000-0000-4000-8000-0000000000c1';
const NEXT = '00000000-0000-4000-8000-0000000000c2';

const item = aFeedItem({ id: ID, title: 'Wudu nasheed', sourceType: 'upload' });
const childAnswer: ContentDetail = {
  ...item,
  creator: { ...item.creator, bio: null },
  description: 'A nasheed about wudu.',
  status: 'published',
  contentRating: 'G',
  contentType: 1,
  tags: [],
  youtubeUrl: null,
  videoUrl: `/api/uploads/media/${ID}/master.m3u8`,
  // The server's decision for this child (values short of instruments, an accepted vocals-only mix).
  soundtrack: 'vocals',
  instagramStoryId: null,
  instagramUsername: null,
  instagramReelId: null,
  instagramReelUsername: null,
  tiktokVideoId: null,
  tiktokUsername: null,
  example: false,
};

const EMPTY_LIBRARY: Library = { continueWatching: [], watchLater: [], liked: [] };

describe('TvChildPlayerPage', () => {
  it('plays the mix the child’s own API names and asks the child’s API for up next, never the public one', async () => {
    const api = stubApi({
      'GET /api/child/session': ok(aChildSession()),
      'GET /api/child/library': ok(EMPTY_LIBRARY),
      [`GET /api/child/content/${ID}`]: ok(childAnswer),
      [`POST /api/child/content/${ID}/start`]: ok({ autoplay: { inARow: 0, limit: 0 } }),
      [`GET /api/child/content/${ID}/next`]: ok({ id: NEXT }),
    });
    renderWithProviders(
      <Routes>
        <Route path="/tv/child/watch/:id" element={<TvChildPlayerPage />} />
      </Routes>,
      { url: `/tv/child/watch/${ID}` },
    );

    expect(await screen.findByTitle('Wudu nasheed')).toHaveAttribute('data-soundtrack', 'vocals');
    // The remote has no menu to leave the server's mix.
    expect(handed.soundtrack).toEqual({ start: 'vocals', switchable: false });
    expect(api.callsTo(`GET /api/child/content/${ID}`)).toHaveLength(1);

    act(() => handed.progress?.ended());
    expect(await screen.findByRole('button', { name: 'Play the next video' })).toBeVisible();
    expect(api.callsTo(`GET /api/child/content/${ID}/next`)).toHaveLength(1);
    expect(api.calls.map((call) => call.path).filter((path) => !path.startsWith('/api/child/'))).toEqual([]);
  });
});
