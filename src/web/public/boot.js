// The app's loader on the pages whose HTML shows something by itself (decision 024): a prerendered page, or the
// static top bar and cookie banner. The app's scripts are requested once that has been painted, not competing with
// the page's styles and fonts for a phone's bandwidth before the first paint. Until the app has taken over (main.tsx
// marks #root data-ready), a form is not sent the browser's own way (it would put a typed e-mail address in the URL).
(() => {
  const boot = document.currentScript;
  const root = document.getElementById('root');
  document.addEventListener(
    'submit',
    (event) => {
      if (root && root.dataset.ready !== 'true') event.preventDefault();
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
  if (boot?.dataset.wait !== 'contentful' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
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
