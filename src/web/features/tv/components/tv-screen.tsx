// A TV screen's frame: its title (for the document and screen readers), its focus memory, and the first focus
// once its content is there (the remembered item, else the screen's first item).
import { type ReactNode, useEffect } from 'react';
import { pageTitle } from '#web/lib/site';
import { restoreFocus } from '../lib/focus-memory';
import { TvScreenContext } from './tv-focusable';

export function TvScreenFrame({
  screen,
  title,
  firstFocus,
  ready,
  children,
}: {
  screen: string;
  title: string;
  /** The focus key to land on when nothing is remembered. */
  firstFocus: string;
  /** True once the items the focus may land on are rendered. */
  ready: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    if (!ready) return;
    // After the layout settles (images and rows in place), so Norigin measures the right boxes.
    const timer = window.setTimeout(() => restoreFocus(screen, firstFocus), 0);
    return () => window.clearTimeout(timer);
  }, [ready, screen, firstFocus]);
  return (
    <TvScreenContext.Provider value={screen}>
      <title>{pageTitle(title)}</title>
      <h1 className="sr-only">{title}</h1>
      {children}
    </TvScreenContext.Provider>
  );
}

export function TvRowTitle({ children }: { children: ReactNode }) {
  return <h2 className="mb-2 px-3 text-3xl font-extrabold text-amber-200">{children}</h2>;
}

export function TvEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-3xl bg-white/10 px-8 py-6 text-2xl text-teal-50">{children}</p>;
}
