// The app's loader on the pages whose HTML shows something by itself (decision 024): a prerendered page, or the
// static top bar and cookie banner. The app's scripts are requested once that has been painted, not competing with
// the page's styles and fonts for a phone's bandwidth before the first paint. The landing page drawn by the server
// with its data (data-wait "interaction", decision 028) is read without them: they load at the visitor's first touch,
// key or focus. Until the app has taken over (main.tsx marks #root data-ready), a form is not sent the browser's own
// way (it would put a typed e-mail address in the URL) and a button does nothing: both are done again once it has
// (a link is followed at once, by the browser).
(() => {
  const boot = document.currentScript;
  const root = document.getElementById('root');
  const ready = () => !root || root.dataset.ready === 'true';
  /** What the visitor did before the app took over, done again in order once it has (on the same elements). */
  const replays = [];
  const replayWhenReady = (replay) => {
    replays.push(replay);
    if (replays.length === 1 && root) {
      new MutationObserver((_records, observer) => {
        if (!ready()) return;
        observer.disconnect();
        for (const next of replays.splice(0)) next();
      }).observe(root, { attributes: true, attributeFilter: ['data-ready'] });
    }
    // An assistive technology's click may come with no touch before it: the app is started here too.
    start();
  };
  document.addEventListener(
    'submit',
    (event) => {
      if (ready()) return;
      event.preventDefault();
      const form = event.target;
      const submitter = event.submitter;
      if (!(form instanceof HTMLFormElement)) return;
      replayWhenReady(() => {
        if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
      });
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (ready() || !(event.target instanceof Element)) return;
      const button = event.target.closest('button');
      if (!button || button.disabled) return;
      event.preventDefault();
      event.stopPropagation();
      replayWhenReady(() => {
        if (button.isConnected) button.click();
      });
    },
    true,
  );
  document.addEventListener(
    'change',
    (event) => {
      const select = event.target;
      if (ready() || !(select instanceof HTMLSelectElement)) return;
      const value = select.value;
      replayWhenReady(() => {
        if (!select.isConnected) return;
        // The app's first render put back the value it had; the visitor's choice is made again, as theirs.
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    true,
  );
  let started = false;
  const start = () => {
    if (started || !boot) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.dataset.entry || '';
    document.head.append(script);
    // The entry's imports and the first page's chunks, a few per task: starting each request costs the main thread
    // a few milliseconds on a phone, and all at once made one long task while the visitor may already be tapping.
    const hrefs = (boot.dataset.preload || '').split(' ').filter(Boolean);
    const preloadSome = () => {
      const fragment = document.createDocumentFragment();
      for (const href of hrefs.splice(0, 6)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        fragment.append(link);
      }
      document.head.append(fragment);
      if (hrefs.length) setTimeout(preloadSome, 0);
    };
    preloadSome();
  };
  // A video page with its player in the HTML (html-preloads.ts withBootPlayer): the video's playlists, segments and
  // frames go through the page's main thread, which the app's scripts would keep busy (and scripts added before the
  // load event hold that event back). The video comes first: the scripts wait until it has loaded its first frame
  // and the page has loaded, then for a moment in which the visitor may press play (until the first frame is on
  // screen, if they do); a failure starts them at once, and 1.5 s at most on a slow link. The app then takes the
  // element (FileVideo), playing or not.
  const video = document.querySelector('video[data-boot-player]');
  if (video instanceof HTMLVideoElement) {
    let playing = false;
    const afterLoad = () => {
      // Pressed play meanwhile: the first frame starts them instead (below).
      setTimeout(() => {
        if (!playing) start();
      }, 500);
    };
    const ready = () => {
      if (document.readyState === 'complete') afterLoad();
      else window.addEventListener('load', afterLoad, { once: true });
    };
    if (video.readyState >= 2) ready();
    else video.addEventListener('loadeddata', ready, { once: true });
    video.addEventListener(
      'playing',
      () => {
        playing = true;
        if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(() => start());
        else start();
      },
      { once: true },
    );
    video.addEventListener('error', start, { once: true });
    video.querySelector('source')?.addEventListener('error', start, { once: true });
    setTimeout(start, 1500);
    return;
  }
  // The landing page drawn with its data (data-wait "interaction"): nothing on it needs the app until the visitor
  // does something, so the scripts wait for the first touch, key or focus. Not when this device's first render would
  // not be the server's page: another language chosen here (or the tests' pseudo-locale), someone signed in here (the
  // top bar shows their account), or a TV's screen (TV mode may take it to /tv); then as "contentful". The keys and
  // the width are the app's (lib/i18n/i18n.ts, features/auth get-me.ts, features/tv tv-rule.ts; a test holds them).
  const startsAtOnce = () => {
    if (window.matchMedia?.('(min-width: 1920px)').matches) return true;
    try {
      const locale = localStorage.getItem('qamar.locale');
      return (
        (locale !== null && locale !== document.documentElement.lang) ||
        localStorage.getItem('qamar.pseudo') === 'on' ||
        localStorage.getItem('qk:auth:signed-in') === 'true'
      );
    } catch {
      return false; // no storage: the app cannot have kept any of these either
    }
  };
  // A page whose HTML is the page itself (prerendered, or the child feed rendered by the server: data-wait
  // "contentful"): once its first contentful paint is on screen. The paint timing entry comes when the frame is
  // presented; the frame after requestAnimationFrame often is not yet, and scripts requested then held that paint back
  // by 50-250 ms. A tab opened in the background paints nothing, so it starts at once; a paint that never comes is
  // waited for 1.5 s at most. The static frame (whose page the app draws) and a browser without paint timing: after
  // the next frame, so the app's first render comes sooner (a timer covers background tabs).
  const afterFrame = () => {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 500);
  };
  if (boot?.dataset.wait === 'interaction' && !startsAtOnce()) {
    const firsts = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
    const first = () => {
      for (const type of firsts) document.removeEventListener(type, first, true);
      start();
    };
    for (const type of firsts) document.addEventListener(type, first, { capture: true, passive: true });
  } else if (
    (boot?.dataset.wait !== 'contentful' && boot?.dataset.wait !== 'interaction') ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    afterFrame();
  } else if (document.visibilityState === 'hidden') {
    start();
  } else {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    document.addEventListener('visibilitychange', start, { once: true });
    setTimeout(start, 1500);
  }
})();
