// The cookie banner (spec §4): shown while this device has no stored choice ('device_id'); 'Accept All'
// (analytics and marketing on), 'Essential Only' (analytics on, marketing off), close hides it for this visit
// without saving. The choice is saved on the server (with the user when signed in) and remembered on the device,
// so a reload does not ask again. Never on child surfaces. A slim labelled bar along the tab bar, not a modal nor a
// card: a family's first screens (the landing page's form, the onboarding slides) stay in view and usable, and a
// spacer lets the page scroll clear of it. On a phone the heading is for screen readers only, and the text, the
// buttons and the close share two short lines.
import { useLayoutEffect, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
// Its cookie and storage names from their one module, not through the outreach messages, which no first load needs.
import { COOKIES, LOCAL_STORAGE } from '#shared/client-storage';
import type { ConsentChoice } from '#shared/outreach.schema';
import { buttonClasses } from '#web/components/button';
import { Spinner } from '#web/components/spinner';
import { writeCookie } from '#web/lib/cookies';
import { getDeviceId } from '#web/lib/device-id';
import { readStorage, writeStorage } from '#web/lib/local-storage';
import { saveConsent, useConsent } from '../api/cookie-consent';

const CHOICES = {
  all: { analyticsEnabled: true, marketingEnabled: true },
  essential: { analyticsEnabled: true, marketingEnabled: false },
} as const satisfies Record<string, ConsentChoice>;

type ChoiceName = keyof typeof CHOICES;

function storedLocally(): boolean {
  return readStorage(LOCAL_STORAGE.cookieConsent) !== null;
}

/** Remembers the choice on this device, and tells the server so (its consent cookie) for the next page's HTML. */
function rememberChoice(consent: unknown): void {
  writeStorage(LOCAL_STORAGE.cookieConsent, JSON.stringify(consent));
  writeCookie(COOKIES.consent, '1');
}

/** `chosenBefore`: the request's cookie says this device has chosen (read by the server's root loader, the same in both). */
export function CookieConsentBanner({ chosenBefore }: { chosenBefore: boolean }) {
  const { pathname } = useLocation();
  const childSurface = pathname === '/child' || pathname.startsWith('/child/');
  if (childSurface) return null;
  return <ConsentBanner chosenBefore={chosenBefore} />;
}

function ConsentBanner({ chosenBefore }: { chosenBefore: boolean }) {
  const { t } = useTranslation('common');
  const [deviceId] = useState(getDeviceId);
  // The first render goes by the cookie, as the server's render does (the page hydrates without a mismatch); a choice
  // stored on this device before the cookie existed hides the banner before the next paint.
  const [remembered, setRemembered] = useState(chosenBefore);
  useLayoutEffect(() => {
    if (remembered || !storedLocally()) return;
    writeCookie(COOKIES.consent, '1');
    setRemembered(true);
  }, [remembered]);
  const [closed, setClosed] = useState(false);
  const [chosen, setChosen] = useState<ChoiceName | null>(null);
  const consent = useConsent(deviceId, !remembered);
  // React's own pending state for the one request, rather than a mutation: the banner is on every first visit.
  const [saving, startSaving] = useTransition();
  const [failed, setFailed] = useState(false);

  // A choice stored on the server but not on this device (storage cleared): remember it again.
  if (!remembered && consent.data?.consent) {
    rememberChoice(consent.data.consent);
    setRemembered(true);
  }
  // Shown at once when this device remembers no choice (it is part of the first paint, not a late pop-up); the
  // server's answer still hides it if the choice is stored there. A device that chose remembers it locally, and
  // clearing storage also clears the device id the server knows the choice by, so this does not flash for it.
  if (remembered || closed || consent.data?.consent) return null;

  const choose = (name: ChoiceName) => {
    setChosen(name);
    setFailed(false);
    startSaving(async () => {
      try {
        rememberChoice((await saveConsent(deviceId, CHOICES[name])).consent);
        setRemembered(true);
      } catch {
        setFailed(true);
      }
    });
  };

  const button = (name: ChoiceName, variant: 'primary' | 'secondary') => (
    <button
      type="button"
      onClick={() => choose(name)}
      disabled={saving}
      className={buttonClasses({ variant, size: 'sm', className: 'flex-1 whitespace-nowrap sm:flex-none' })}
    >
      {saving && chosen === name ? <Spinner className="size-4" /> : null}
      {saving && chosen === name
        ? t('cookieConsent.saving')
        : t(`cookieConsent.${name === 'all' ? 'acceptAll' : 'essentialOnly'}`)}
    </button>
  );

  return (
    <>
      {/* Room at the end of the page, so the page's own buttons can scroll clear of the bar. */}
      <div aria-hidden="true" className="h-28 sm:h-16" />
      <section
        aria-labelledby="cookie-consent-title"
        className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-40 border-t border-stone-200 bg-white/95 px-3 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.06)] backdrop-blur lg:bottom-0"
      >
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1.5">
          <div className="min-w-0 flex-1 basis-64">
            <h2
              id="cookie-consent-title"
              className="sr-only sm:not-sr-only sm:text-sm sm:font-extrabold sm:text-stone-900"
            >
              {t('cookieConsent.title')}
            </h2>
            <p className="text-xs text-stone-700 sm:text-sm">
              {t('cookieConsent.body')}{' '}
              <Link to="/privacy" className="font-semibold text-teal-800 underline underline-offset-2">
                {t('cookieConsent.privacyLink')}
              </Link>
            </p>
          </div>
          <div className="flex w-full shrink-0 items-center gap-2 sm:w-auto">
            {button('all', 'primary')}
            {button('essential', 'secondary')}
            <button
              type="button"
              onClick={() => setClosed(true)}
              aria-label={t('cookieConsent.close')}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              >
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
        </div>
        {failed ? (
          <p role="alert" className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {t('cookieConsent.failed')}
          </p>
        ) : null}
      </section>
    </>
  );
}
