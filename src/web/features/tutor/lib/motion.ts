// Whether the child's device asks for less motion: the hint's moving pen and the stroke-by-stroke drawing then show
// their path still, at once.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const list = typeof window !== 'undefined' ? window.matchMedia?.(QUERY) : undefined;
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const reduced = () => (typeof window !== 'undefined' && window.matchMedia?.(QUERY).matches) || false;

export function useReducedMotion(): boolean {
  // The server draws the still version: nothing moves until the browser says it may.
  return useSyncExternalStore(subscribe, reduced, () => true);
}
