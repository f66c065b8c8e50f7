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
  // After the next frame is painted; a tab opened in the background paints no frames, so a timer starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
})();
