import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ScrollToTop', () => {
  it('leaves the page the app opens on alone, and scrolls smoothly to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        { path: '/feed', element: <ScrollToTop /> },
        { path: '/video/:id', element: <ScrollToTop /> },
      ],
      { initialEntries: ['/feed'] },
    );
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/feed?page=2'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });

    await act(() => router.navigate('/video/1'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
