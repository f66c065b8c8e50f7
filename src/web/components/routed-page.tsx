// The page a layout routes to, in its own Suspense boundary, and the signal that the document is live: #root gets
// data-ready once React has hydrated the frame AND every routed page in it. React hydrates a Suspense boundary's
// content in a later pass than the frame around it, so the frame's own commit is not enough: a click (or a language
// switch) on a page part still waiting would meet server HTML without handlers. The browser tests wait for the
// signal; nothing else depends on it.
import { type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { pageNamespaces } from '#web/lib/i18n/namespaces';
import { LoadingState } from './spinner';

/** Routed pages whose boundary the frame has committed but whose own content has not hydrated yet. */
let pagesWaiting = 0;
let frameHydrated = false;

function settle(): void {
  if (!frameHydrated || pagesWaiting > 0) return;
  const root = document.getElementById('root');
  if (root) root.dataset.ready = 'true';
}

/** The document's frame (the root route) is hydrated: called once from its first effect. */
export function frameIsHydrated(): void {
  frameHydrated = true;
  settle();
}

function PageHydrated() {
  useEffect(() => {
    pagesWaiting -= 1;
    settle();
    return () => {
      pagesWaiting += 1;
    };
  }, []);
  return null;
}

/**
 * The texts the page's routes declare, in before it renders after a navigation (react-i18next suspends until they
 * are): the first load has them already (entry.client.tsx), but a message is drawn without a hook of its own.
 */
function PageTexts() {
  useTranslation(pageNamespaces(useMatches().map((match) => match.handle)));
  return null;
}

/** A layout's routed page (its <Outlet /> or children), with the spinner while a later page's part loads. */
export function RoutedPage({ children }: { children: ReactNode }) {
  // Outside the boundary: runs with the frame's commit, before (or with) the page's own.
  useEffect(() => {
    pagesWaiting += 1;
    return () => {
      pagesWaiting -= 1;
      settle();
    };
  }, []);
  return (
    <Suspense fallback={<LoadingState />}>
      <PageHydrated />
      <PageTexts />
      {children}
    </Suspense>
  );
}
