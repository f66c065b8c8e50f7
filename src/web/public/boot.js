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
    for (const href of (boot.dataset.preload || '').split(' ')) {
      if (!href) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.dataset.entry || '';
    document.head.append(script);
  };
  // After the next frame is painted; a tab opened in the background paints no frames, so a timer starts it there.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 500);
})();
