// The video page's counts and times in the active language: English stays as the spec and e2e tests quote it.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '#web/lib/i18n/i18n';
import { PreviousNext } from './components/previous-next';

describe('video texts', () => {
  it('counts views and likes with plural forms and compact numbers', () => {
    const t = i18n.getFixedT('en', 'video');
    expect(t('page.views', { count: 0 })).toBe('0 views');
    expect(t('page.views', { count: 1 })).toBe('1 view');
    expect(t('page.views', { count: 1234 })).toBe('1.2K views');
    expect(t('actionBar.likeCount', { count: 1 })).toBe('Like, 1 like');
    expect(t('actionBar.likeCount', { count: 0 })).toBe('Like, 0 likes');
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
