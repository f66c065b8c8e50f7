// The cookie banner: shown only when this device has no choice, saves Accept All / Essential Only, remembers the
// choice on the device, stays with an error when saving fails, closes without saving, and never shows under /child.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, CONSENT_STORAGE_KEY } from '#shared/outreach-messages';
import { apiError, ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { CookieConsentBanner } from './cookie-consent-banner';

afterEach(() => {
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie.
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

describe('CookieConsentBanner', () => {
  it('Accept All saves analytics and marketing on, then hides and remembers it', async () => {
    const api = stubApi({
      'GET /api/cookie-consent': ok({ consent: null }),
      'PUT /api/cookie-consent': (call) => {
        const { analyticsEnabled, marketingEnabled } = call.body as Record<string, boolean>;
        return ok({ consent: { analyticsEnabled, marketingEnabled } });
      },
    });
    const { user } = renderWithProviders(<CookieConsentBanner chosenBefore={false} />);
    await screen.findByRole('region', { name: 'Cookies on Qamar Kids' });
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(api.callsTo('PUT /api/cookie-consent')[0]?.body).toMatchObject({
      analyticsEnabled: true,
      marketingEnabled: true,
    });
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toContain('"marketingEnabled":true');
    // The server is told too, for the next page's prerendered HTML.
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=1`);
  });

  it('Essential Only keeps analytics on and marketing off; a failure keeps the banner with an error', async () => {
    let fail = true;
    const api = stubApi({
      'GET /api/cookie-consent': ok({ consent: null }),
      'PUT /api/cookie-consent': () =>
        fail
          ? apiError(503, 'UNAVAILABLE', 'Service temporarily unavailable')
          : ok({ consent: { analyticsEnabled: true, marketingEnabled: false } }),
    });
    const { user } = renderWithProviders(<CookieConsentBanner chosenBefore={false} />);
    await user.click(await screen.findByRole('button', { name: 'Essential Only' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not save your choice');
    expect(screen.getByRole('region')).toBeInTheDocument();
    fail = false;
    // The button says "Saving..." until the failed save has settled, which may lag the alert on a busy machine.
    await user.click(await screen.findByRole('button', { name: 'Essential Only' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(api.callsTo('PUT /api/cookie-consent')[1]?.body).toMatchObject({
      analyticsEnabled: true,
      marketingEnabled: false,
    });
  });

  it('close hides it without saving', async () => {
    const api = stubApi({ 'GET /api/cookie-consent': ok({ consent: null }) });
    const { user } = renderWithProviders(<CookieConsentBanner chosenBefore={false} />);
    await user.click(await screen.findByRole('button', { name: 'Close without choosing' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(api.callsTo('PUT /api/cookie-consent')).toEqual([]);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('a choice stored on the device before the consent cookie existed: no banner, and the cookie is set', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"analyticsEnabled":true,"marketingEnabled":false}');
    stubApi({ 'GET /api/cookie-consent': ok({ consent: null }) });
    renderWithProviders(<CookieConsentBanner chosenBefore={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=1`);
  });

  it('asks nothing when the device already chose, and never shows on a child surface', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"analyticsEnabled":true,"marketingEnabled":false}');
    const api = stubApi({});
    // The request's consent cookie, as the server's root loader read it.
    renderWithProviders(<CookieConsentBanner chosenBefore />);
    window.localStorage.clear();
    renderWithProviders(<CookieConsentBanner chosenBefore={false} />, { url: '/child/feed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
