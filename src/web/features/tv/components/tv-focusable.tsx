// The one focusable thing of the TV screens: a button moved to by the arrows (Norigin spatial navigation) and
// pressed with OK/Enter or a pointer. Its focus ring is strong and never hover-only: a thick amber outline and a
// slight scale, visible from across the room.
import { type FocusHandler, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { createContext, type ReactNode, useContext } from 'react';
import { rememberFocus } from '../lib/focus-memory';

/** The screen a focusable belongs to (for focus memory). */
export const TvScreenContext = createContext('home');

export const FOCUS_RING =
  'outline-none transition-transform duration-150 data-[focused=true]:relative data-[focused=true]:z-10 data-[focused=true]:scale-105 data-[focused=true]:ring-[6px] data-[focused=true]:ring-amber-400 data-[focused=true]:ring-offset-4 data-[focused=true]:ring-offset-teal-950 focus-visible:ring-[6px] focus-visible:ring-amber-400';

export function TvFocusable({
  focusKey,
  onPress,
  onFocused,
  className = '',
  label,
  pressed,
  disabled = false,
  children,
}: {
  focusKey: string;
  onPress: () => void;
  onFocused?: () => void;
  className?: string;
  /** The accessible name when the content is not text alone. */
  label?: string;
  /** A toggle's state (aria-pressed). */
  pressed?: boolean | undefined;
  /** Shown dimmed and does nothing, but stays reachable (focus is never dropped when a button turns off). */
  disabled?: boolean;
  children: ReactNode;
}) {
  const screen = useContext(TvScreenContext);
  const onFocus: FocusHandler = (layout) => {
    rememberFocus(screen, focusKey);
    layout.node?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
    onFocused?.();
  };
  const press = disabled ? () => undefined : onPress;
  const { ref } = useFocusable({ focusKey, onEnterPress: press, onFocus });
  return (
    <button
      ref={ref}
      type="button"
      data-focus-key={focusKey}
      aria-label={label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      onClick={press}
      className={`${FOCUS_RING} ${disabled ? 'opacity-45' : ''} ${className}`}
    >
      {children}
    </button>
  );
}
