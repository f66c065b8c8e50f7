// Renders a component inside the app's real providers (the TanStack Query client of app/providers.tsx, a memory
// data router at a chosen URL, as the framework's router is: forms and `useActionData` work) and hands back a
// userEvent session and the router's current location.

import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useEffect } from 'react';
import { createMemoryRouter, type Location, RouterProvider, useLocation } from 'react-router';
import { Providers } from '#web/app/providers';
import { i18n } from '#web/lib/i18n/i18n';
import { createQueryClient } from '#web/lib/query-client';

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onChange(location), [location, onChange]);
  return null;
}

/** `queryClient`: one the test has filled first (as the browser's entry does from the HTML); a new one by default. */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', queryClient = createQueryClient() }: { url?: string; queryClient?: QueryClient } = {},
) {
  let current: Location | undefined;
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe
              onChange={(location) => {
                current = location;
              }}
            />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return {
    ...result,
    user,
    /** The router's URL now: pathname and search (`/feed?age=2`). */
    location: () => (current ? `${current.pathname}${current.search}` : url),
  };
}
