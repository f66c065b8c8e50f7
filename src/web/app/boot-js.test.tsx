// public/boot.js, the loader of the pages whose HTML shows something by itself: on the landing page drawn by the
// server (data-wait "interaction", decision 028) the app's scripts wait for the visitor's first touch, key or focus,
// unless this device's first render would not be the server's page; and what the visitor did before the app took
// over (a button, a form, a select) is done again, on the same elements, once it has.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_HINT_KEY } from '#web/features/auth';
import { TV_MEDIA_QUERY } from '#web/features/tv';
import { LOCALE_STORAGE_KEY, PSEUDO_STORAGE_KEY } from '#web/lib/i18n/i18n';

const SOURCE = fs.readFileSync(path.resolve('src/web/public/boot.js'), 'utf8');

/** Runs boot.js as the page's script would run, for a page drawn in `lang` whose loader waits as `wait` says. */
function runBoot(wait: 'interaction' | 'contentful', lang = 'en') {
  document.documentElement.lang = lang;
  document.head.innerHTML = '';
  document.body.innerHTML = `
    <div id="root" data-prerendered="true">
      <form aria-label="join"><input name="email" /><button type="submit">Join</button></form>
      <button type="button" id="accept">Accept</button>
      <a href="#later" id="link">Later</a>
      <select id="language"><option value="en">English</option><option value="fr">Français</option></select>
    </div>`;
  const script = document.createElement('script');
  script.dataset.entry = '/assets/index-1.js';
  script.dataset.preload = '/assets/react-1.js';
  script.dataset.wait = wait;
  const current = vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  try {
    new Function(SOURCE)();
  } finally {
    current.mockRestore();
  }
}

/** What boot.js put in <head> (kept here: the test DOM loads no script). */
let appended: Node[] = [];
const entryRequested = () =>
  appended.some((node) => node instanceof HTMLScriptElement && node.src.endsWith('/assets/index-1.js'));
const markReady = async () => {
  document.getElementById('root')?.setAttribute('data-ready', 'true');
  // The MutationObserver's callback is a microtask.
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('public/boot.js', () => {
  const handlers: { type: string; listener: EventListener }[] = [];
  beforeEach(() => {
    appended = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (node instanceof DocumentFragment) appended.push(...node.childNodes);
        else if (typeof node !== 'string') appended.push(node);
      }
    });
    // boot.js listens on document; each test's listeners are removed after it.
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
      handlers.push({ type, listener: listener as EventListener });
      add(type, listener, options);
    });
  });
  afterEach(() => {
    for (const { type, listener } of handlers.splice(0)) {
      document.removeEventListener(type, listener, true);
      document.removeEventListener(type, listener);
    }
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads the storage keys and the TV width the app itself uses', () => {
    for (const key of [LOCALE_STORAGE_KEY, PSEUDO_STORAGE_KEY, SIGNED_IN_HINT_KEY, TV_MEDIA_QUERY]) {
      expect(SOURCE).toContain(`'${key}'`);
    }
  });

  it('waits for the first touch, key or focus on the drawn landing page, then requests the app', () => {
    runBoot('interaction');
    expect(entryRequested()).toBe(false);
    document.getElementById('link')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(entryRequested()).toBe(true);
    const preload = appended.find((node) => node instanceof HTMLLinkElement);
    expect(preload instanceof HTMLLinkElement && preload.rel === 'modulepreload' && preload.href).toMatch(
      /\/assets\/react-1\.js$/,
    );
  });

  it('starts without a touch where the first render would not be the server page: another language, signed in', async () => {
    // As on any drawn page: after its first paint (here, without paint timing, the next frame).
    const startsByItself = () => vi.waitFor(() => expect(entryRequested()).toBe(true), { timeout: 1_000 });
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    runBoot('interaction', 'en');
    await startsByItself();
    window.localStorage.clear();
    window.localStorage.setItem(SIGNED_IN_HINT_KEY, 'true');
    appended = [];
    runBoot('interaction');
    await startsByItself();
    // The language this page is drawn in, chosen here: nothing to redraw, so it waits.
    window.localStorage.clear();
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    appended = [];
    runBoot('interaction', 'en');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(entryRequested()).toBe(false);
  });

  it('does a button press, a sent form and a chosen option again once the app has taken over', async () => {
    runBoot('interaction');
    const pressed = vi.fn();
    const sent = vi.fn((event: Event) => event.preventDefault());
    const chosen = vi.fn();
    const button = document.getElementById('accept') as HTMLButtonElement;
    const form = document.querySelector('form') as HTMLFormElement;
    const select = document.getElementById('language') as HTMLSelectElement;

    button.click();
    form.requestSubmit();
    select.value = 'fr';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // Before the app: nothing reached the page's own handlers (added after boot.js, as the app's are).
    button.addEventListener('click', pressed);
    form.addEventListener('submit', sent);
    select.addEventListener('change', chosen);
    // A click with no touch before it (an assistive technology's) starts the app too.
    expect(entryRequested()).toBe(true);
    // The app's first render put the select back to the value it draws.
    select.value = 'en';

    await markReady();
    expect(pressed).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(select.value).toBe('fr');

    // Once the app has taken over, boot.js stays out of the way.
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('holds a submit until the app is there on the other pages too, and never a link', async () => {
    runBoot('contentful');
    const form = document.querySelector('form') as HTMLFormElement;
    const link = document.getElementById('link') as HTMLAnchorElement;
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(false);
  });
});
