// A relative time in a page the server drew a few minutes before the browser hydrates it (the landing page,
// decision 028): no mismatch (the console check fails the test on React's warning), and the browser's own words
// right after.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeAgo } from './time-ago';

describe('TimeAgo', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it("keeps the drawing's words while hydrating, then shows the browser's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const published = '2026-11-24T10:00:00Z';
    vi.setSystemTime(new Date('2026-11-24T10:00:20Z'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TimeAgo isoDate={published} />);
    document.body.append(container);
    expect(container.textContent).toBe('just now');

    vi.setSystemTime(new Date('2026-11-24T10:03:00Z'));
    const errors = vi.fn();
    await act(async () => {
      hydrateRoot(container, <TimeAgo isoDate={published} />, { onRecoverableError: errors });
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('3 minutes ago');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(published);
  });
});
