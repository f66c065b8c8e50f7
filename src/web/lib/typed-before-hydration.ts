// A page the server sends drawn (the prerendered `/` and `/pricing`, the child feed) can be typed in before the app
// has taken it over. Hydration keeps the typed text on screen but not in React's state, so a form then sent its
// empty state ("Email is required" under a filled-in box). A field's ref hands the text over once, when it is
// attached; on any other first render the field shows its state and nothing happens.
import { type Ref, type RefCallback, useCallback, useRef } from 'react';

export function useTypedBeforeHydration<T extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  onValueChange: (value: string) => void,
  forwarded?: Ref<T>,
): RefCallback<T> {
  // The values of the first render: that is what hydration compares the typed text with.
  const first = useRef({ value, onValueChange });
  const outer = useRef(forwarded);
  outer.current = forwarded;
  return useCallback((node: T | null) => {
    const ref = outer.current;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
    if (node && node.value !== first.current.value) first.current.onValueChange(node.value);
  }, []);
}
