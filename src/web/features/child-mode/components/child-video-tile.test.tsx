import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aFeedItem } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { ChildVideoTile } from './child-video-tile';

describe('a child video tile', () => {
  it('leaves the picture uncovered (a poster shows the video’s own title card) and opens the video', () => {
    const item = aFeedItem({ title: 'The Story of the Spider' });
    renderWithProviders(<ChildVideoTile item={item} />);
    const link = screen.getByRole('link', { name: /The Story of the Spider/ });
    expect(link.getAttribute('href')).toBe(`/child/video/${item.id}`);
    const picture = link.querySelector('img');
    expect(picture).not.toBeNull();
    // Nothing is drawn over the picture: its frame holds the picture alone.
    expect(picture?.parentElement?.children).toHaveLength(1);
    // The play mark is beside the title instead.
    expect(
      screen.getByRole('heading', { name: 'The Story of the Spider' }).parentElement?.querySelector('svg'),
    ).not.toBeNull();
  });
});
