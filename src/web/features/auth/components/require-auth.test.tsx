import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE, SESSION_STORAGE } from '#shared/client-storage';
import { apiGet } from '#web/lib/api-client';
import { i18n } from '#web/lib/i18n/i18n';
import { createQueryClient } from '#web/lib/query-client';
import { ME_QUERY_KEY } from '#web/lib/session';
import { useSignOut } from '#web/lib/sign-out';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { aMe } from '#web/test/fixtures';
import { RequireAuth } from './require-auth';

const LAZY_PATH = '/api/parent/time-requests/settings';

function Dashboard() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={() => signOut.mutate()}>
      Sign out
    </button>
  );
}

/**
 * A signed-in parent on a guarded dashboard, with the API answering as the server does: 401 to everything once
 * signed out. The sign-in page's loader waits for the test, so the sign-out's navigation stays under way as long as
 * the test needs (a slow network, a busy phone).
 */
function signedInDashboard() {
  let signedIn = true;
  const signedOut = apiError(401, 'NOT_AUTHENTICATED', 'Authentication required');
  const api = stubApi({
    'GET /api/me': () => (signedIn ? ok(aMe()) : signedOut),
    'POST /api/auth/sign-out': () => {
      signedIn = false;
      return ok({ success: true });
    },
    [`GET ${LAZY_PATH}`]: () => (signedIn ? ok({ emailOnRequest: false }) : signedOut),
  });
  window.localStorage.setItem(LOCAL_STORAGE.signedInHint, 'true');
  // The guard compares the address bar with its page, as a browser router keeps it until a navigation lands.
  window.history.replaceState(null, '', '/dashboard/parent');
  let openSignIn = () => {};
  const signInGate = new Promise<void>((resolve) => {
    openSignIn = resolve;
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Landing page</p> },
      {
        path: '/signin',
        loader: async () => {
          await signInGate;
          return null;
        },
        element: <p>Sign-in page</p>,
      },
      {
        path: '/dashboard/parent',
        element: (
          // biome-ignore lint/a11y/useValidAriaRole: `role` is RequireAuth's user-role prop, not an ARIA role.
          <RequireAuth role="parent">
            <Dashboard />
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: ['/dashboard/parent'] },
  );
  const queryClient: QueryClient = createQueryClient();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return {
    api,
    router,
    queryClient,
    openSignIn,
    signOutElsewhere: () => {
      signedIn = false;
    },
  };
}

/** A read the dashboard started late (a card below the fold): with the session gone, the server answers 401. */
function lazyRead(queryClient: QueryClient) {
  return queryClient
    .fetchQuery({
      queryKey: ['lazy-card'],
      queryFn: ({ signal }) => apiGet(LAZY_PATH, { signal }),
      staleTime: 0,
    })
    .catch(() => undefined);
}

describe('RequireAuth and signing out', () => {
  const address = window.location.href;
  afterEach(() => {
    window.history.replaceState(null, '', address);
    window.sessionStorage.clear();
  });

  it('lands on /signin when a read answers 401 while the sign-out is on its way there', async () => {
    const { api, router, queryClient, openSignIn } = signedInDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    const sessionReads = api.callsTo('GET /api/me').length;

    await lazyRead(queryClient);
    expect(api.callsTo(`GET ${LAZY_PATH}`).at(-1)).toBeDefined();
    // The 401 is the sign-out's own doing, not a session ended elsewhere: the session is not read again for it.
    expect(api.callsTo('GET /api/me')).toHaveLength(sessionReads);

    openSignIn();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(window.sessionStorage.getItem(SESSION_STORAGE.returnTo)).toBeNull();
    // Once there, the tab forgets the account.
    await waitFor(() => expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull());
  });

  it('lets the sign-out navigation finish when the session reads as ended before /signin is drawn', async () => {
    const { router, queryClient, openSignIn } = signedInDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));

    // The session query learns the session has ended (a focus refetch, another tab) while the page is still drawn.
    await queryClient.refetchQueries({ queryKey: ME_QUERY_KEY });
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/dashboard/parent');

    openSignIn();
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(window.sessionStorage.getItem(SESSION_STORAGE.returnTo)).toBeNull();
  });

  it('still treats a 401 outside a sign-out as the session ended elsewhere, and sends the visitor to the landing page', async () => {
    const { router, queryClient, signOutElsewhere } = signedInDashboard();
    await screen.findByRole('button', { name: 'Sign out' });
    // Signed out in another tab: this tab's next read answers 401.
    signOutElsewhere();
    await lazyRead(queryClient);
    expect(await screen.findByText('Landing page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage.getItem(SESSION_STORAGE.returnTo)).toBe('/dashboard/parent');
  });
});
