// A focus group (a header, a row, a grid): arrows move inside it first, and coming back into it returns to the
// item last focused there (Norigin's saveLastFocusedChild).
import { FocusContext, type NextFocusResolver, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';

export function TvSection({
  focusKey,
  className = '',
  children,
  as: Tag = 'div',
  label,
  boundary = false,
  nextFocusResolver,
}: {
  focusKey: string;
  className?: string;
  children: ReactNode;
  as?: 'div' | 'nav' | 'section';
  label?: string;
  /** The arrows cannot leave it (an open dialog such as the exit gate). */
  boundary?: boolean;
  /** Chooses the next item instead of Norigin's geometry (a row moved along by its order: lib/row-order.ts). */
  nextFocusResolver?: NextFocusResolver;
}) {
  const { ref, focusKey: key } = useFocusable({
    focusKey,
    saveLastFocusedChild: true,
    trackChildren: true,
    isFocusBoundary: boundary,
    ...(nextFocusResolver ? { nextFocusResolver } : {}),
  });
  return (
    <FocusContext.Provider value={key}>
      <Tag ref={ref} className={className} aria-label={label}>
        {children}
      </Tag>
    </FocusContext.Provider>
  );
}
