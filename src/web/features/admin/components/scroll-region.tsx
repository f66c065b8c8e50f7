// A horizontally scrollable box for wide tables, reachable by keyboard (axe: scrollable-region-focusable).
import type { ReactNode } from 'react';

export function ScrollRegion({
  label,
  children,
  hidden,
}: {
  label: string;
  children: ReactNode;
  hidden?: boolean;
}) {
  return (
    <section
      aria-label={label}
      hidden={hidden}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable so keyboards can scroll it.
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-stone-200"
    >
      {children}
    </section>
  );
}
