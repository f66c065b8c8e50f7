import { act, render } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSwitchTo } from './use-switch';

/** Whether the switch wants the other screen: what TV mode says as the window narrows and widens. */
function createWish() {
  let target: string | null = null;
  const listeners = new Set<() => void>();
  return {
    set(next: string | null) {
      target = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => target,
  };
}

function Page({ wish }: { wish: ReturnType<typeof createWish> }) {
  useSwitchTo(useSyncExternalStore(wish.subscribe, wish.get));
  return <p>ordinary</p>;
}

function setUp() {
  const wish = createWish();
  let arrive: () => void = () => undefined;
  const router = createMemoryRouter(
    [
      { path: '/videos', element: <Page wish={wish} /> },
      {
        path: '/tv/videos',
        // The TV screen takes a while to arrive, as its route module and data do on a cheap TV.
        loader: () => new Promise<null>((resolve) => (arrive = () => resolve(null))),
        element: <p>tv</p>,
      },
    ],
    { initialEntries: ['/videos'] },
  );
  render(<RouterProvider router={router} />);
  return { wish, router, arrive: () => arrive() };
}

describe('the TV switch', () => {
  it('goes to the other screen when TV mode turns on', async () => {
    const { wish, router, arrive } = setUp();
    await act(async () => wish.set('/tv/videos'));
    expect(router.state.navigation.location?.pathname).toBe('/tv/videos');
    await act(async () => arrive());
    expect(router.state.location.pathname).toBe('/tv/videos');
  });

  it('stays where it is when TV mode turns off again before the other screen has arrived', async () => {
    const { wish, router, arrive } = setUp();
    await act(async () => wish.set('/tv/videos'));
    expect(router.state.navigation.state).toBe('loading');
    await act(async () => wish.set(null));
    await act(async () => arrive());
    expect(router.state.navigation.state).toBe('idle');
    expect(router.state.location.pathname).toBe('/videos');
  });
});
