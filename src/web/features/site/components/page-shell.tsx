// The common frame of the short informational pages: a centred column with a title and an optional badge.
import type { ReactNode } from 'react';
import { IconBadge, type IconName } from '#web/components/icons';
import { pageTitle } from '#web/lib/site';

type PageShellProps = {
  title: string;
  /** Overrides the browser tab title when it should differ from the heading. */
  documentTitle?: string;
  badge?: string;
  icon?: IconName;
  children: ReactNode;
};

export function PageShell({ title, documentTitle, badge, icon, children }: PageShellProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <title>{pageTitle(documentTitle ?? title)}</title>
      {icon ? <IconBadge name={icon} /> : null}
      {badge ? (
        <p className="mt-4 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
          {badge}
        </p>
      ) : null}
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      <div className="mt-4 space-y-4 text-lg text-stone-700">{children}</div>
    </div>
  );
}
