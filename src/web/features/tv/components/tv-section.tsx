// A focus group (a header, a row, a grid): arrows move inside it first, and coming back into it returns to the
// item last focused there (Norigin's saveLastFocusedChild).
import { FocusContext, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import type { ReactNode } from 'react';

export function TvSection({
  focusKey,
  className = '',
  children,
  as: Tag = 'div',
  label,
  boundary = false,
}: {
  focusKey: string;
  className?: string;
  children: ReactNode;
  as?: 'div' | 'nav' | 'section';
  label?: string;
  /** The arrows cannot leave it (an open dialog such as the exit gate). */
  boundary?: boolean;
}) {
  const { ref, focusKey: key } = useFocusable({
    focusKey,
    saveLastFocusedChild: true,
    trackChildren: true,
    isFocusBoundary: boundary,
  });
  return (
    <FocusContext.Provider value={key}>
      <Tag ref={ref} className={className} aria-label={label}>
        {children}
      </Tag>
    </FocusContext.Provider>
  );
}
