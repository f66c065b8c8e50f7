import { QueryClient } from '@tanstack/react-query';
import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me, SiteInfo } from '#shared/accounts.schema';
import { currentLocale, setLocale } from '#web/lib/i18n/i18n';
import { useChildLocale } from '#web/lib/i18n/use-child-locale';
import { refreshMe, SIGNED_IN_HINT_KEY } from '#web/lib/session';
import { ok, stubApi } from '#web/test/api-stub';
import { aMe as aSignedInMe } from '#web/test/fixtures';
import { renderWithProviders } from '#web/test/render';
import { AppLayout } from './app-layout';

const SITE: SiteInfo = {
  siteName: 'Qamar Kids Leeds',
  supportEmail: 'help@example.test',
  registration: 'open',
  googleSignIn: false,
};

const aMe = (locale: Me['user']['locale']) => aSignedInMe({ locale }, { nextPath: '/complete-profile' });

const FOOTER = { supportEmail: 'support@example.test', social: [] };

afterEach(async () => {
  await setLocale('en');
});

describe('the interface language on the account', () => {
  it('a signed-in user’s pick is saved on their account', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'true');
    const api = stubApi({
      'GET /api/me': ok(aMe(null)),
      'PUT /api/me/locale': (call) => ok(call.body),
      // The cookie banner asks whether this device has chosen.
      'GET /api/cookie-consent': ok({ consent: null }),
      'GET /api/site': ok(SITE),
      'GET /api/site/footer': ok(FOOTER),
    });
    const { user } = renderWithProviders(<AppLayout />);
    await screen.findByRole('link', { name: 'Share Video' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'App language' }), 'fr');

    await vi.waitFor(() => expect(api.callsTo('PUT /api/me/locale')).toHaveLength(1));
    expect(api.callsTo('PUT /api/me/locale')[0]?.body).toEqual({ locale: 'fr' });
    expect(currentLocale()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('a visitor’s pick stays on the device: nothing is sent', async () => {
    const api = stubApi({
      'GET /api/auth/get-session': ok(null),
      'GET /api/cookie-consent': ok({ consent: null }),
      'GET /api/site/footer': ok(FOOTER),
      'GET /api/site': ok(SITE),
    });
    const { user } = renderWithProviders(<AppLayout />);
    await screen.findByRole('link', { name: 'Sign in' });
    // The brand is the name set in Settings → Site Configuration.
    expect((await screen.findAllByText('Qamar Kids Leeds')).length).toBeGreaterThan(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'App language' }), 'tr');

    await vi.waitFor(() => expect(currentLocale()).toBe('tr'));
    expect(api.callsTo('PUT /api/me/locale')).toEqual([]);
  });

  it('after signing in, the account’s language replaces the device’s', async () => {
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'true');
    stubApi({ 'GET /api/me': ok(aMe('ar')) });
    const me = await refreshMe(new QueryClient());
    expect(me?.user.locale).toBe('ar');
    expect(currentLocale()).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('an account without a language leaves the device’s as it is', async () => {
    await setLocale('ms');
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'true');
    stubApi({ 'GET /api/me': ok(aMe(null)) });
    await refreshMe(new QueryClient());
    expect(currentLocale()).toBe('ms');
  });
});

describe('useChildLocale', () => {
  it('shows child mode in the child’s language and gives the device its own back afterwards', async () => {
    await setLocale('fr');
    const { unmount } = renderHook(() => useChildLocale('ur'));
    await vi.waitFor(() => expect(currentLocale()).toBe('ur'));
    expect(document.documentElement.dir).toBe('rtl');
    await act(async () => unmount());
    await vi.waitFor(() => expect(currentLocale()).toBe('fr'));
  });

  it('keeps the device’s language when the parent chose none', async () => {
    renderHook(() => useChildLocale(null));
    await Promise.resolve();
    expect(currentLocale()).toBe('en');
  });
});

describe('the footer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('comes once its place nears the screen, on a page other than the landing page', async () => {
    const watched: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          watched.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      },
    );
    const api = stubApi({
      'GET /api/auth/get-session': ok(null),
      'GET /api/cookie-consent': ok({ consent: null }),
      'GET /api/site/footer': ok(FOOTER),
      'GET /api/site': ok(SITE),
    });
    renderWithProviders(<AppLayout />, { url: '/feed' });
    await screen.findByRole('link', { name: 'Sign in' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(api.callsTo('GET /api/site/footer')).toEqual([]);

    const [nearScreen] = watched;
    act(() =>
      nearScreen?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
    );

    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.callsTo('GET /api/site/footer')).toHaveLength(1));
  });
});
