import { act, render, screen } from '@testing-library/react';
import { use } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { frameIsHydrated, RoutedPage } from './routed-page';

/** A page part whose text is still on its way (a namespace, a chunk): it suspends until `text` settles. */
function Page({ text }: { text: Promise<string> }) {
  return <p>{use(text)}</p>;
}

describe('RoutedPage', () => {
  it('says the document is live only once the routed page, not only its frame, is in', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    let arrive: (value: string) => void = () => undefined;
    const text = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    await act(async () => {
      const page = (
        <RoutedPage>
          <Page text={text} />
        </RoutedPage>
      );
      render(<RouterProvider router={createMemoryRouter([{ path: '/', element: page }])} />, {
        container: root,
      });
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    frameIsHydrated();
    // The frame is in, the page still waits: not live yet.
    expect(root.dataset.ready).toBeUndefined();
    await act(async () => arrive('The page'));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(root.dataset.ready).toBe('true');
    root.remove();
  });
});
