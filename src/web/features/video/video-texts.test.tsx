// The video page's counts and times in the active language: English stays as the spec and e2e tests quote it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n/i18n';
import { PreviousNext } from './components/previous-next';
import { formatTimeAgo } from './lib/time-ago';

describe('video texts', () => {
  it('counts views and likes with plural forms and compact numbers', () => {
    const t = i18n.getFixedT('en', 'video');
    expect(t('page.views', { count: 0 })).toBe('0 views');
    expect(t('page.views', { count: 1 })).toBe('1 view');
    expect(t('page.views', { count: 1234 })).toBe('1.2K views');
    expect(t('actionBar.likeCount', { count: 1 })).toBe('Like, 1 like');
    expect(t('actionBar.likeCount', { count: 0 })).toBe('Like, 0 likes');
  });

  it('says relative times in the given locale', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatTimeAgo('2026-03-08T12:00:00Z', 'en', 'just now', now)).toBe('2 days ago');
    expect(formatTimeAgo('2026-03-10T11:59:30Z', 'en', 'just now', now)).toBe('just now');
    expect(formatTimeAgo('2026-03-08T12:00:00Z', 'fr', 'à l’instant', now)).toBe('avant-hier');
    expect(formatTimeAgo('2026-03-03T12:00:00Z', 'tr', 'az önce', now)).toBe('geçen hafta');
    expect(formatTimeAgo('not a date', 'en', 'just now', now)).toBe('');
  });

  it('labels previous and next in English', () => {
    render(
      <MemoryRouter>
        <PreviousNext videoId="v1" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('navigation', { name: 'Previous and next video' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Next/ })).toBeEnabled();
  });
});
