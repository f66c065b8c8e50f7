// The frame of the checkout pages: a centred card with an icon, a heading and the tab title.
import type { ReactNode } from 'react';
import { IconBadge, type IconName } from '#web/components/icons';
import { pageTitle } from '#web/lib/site';

export function BillingPage({
  title,
  documentTitle,
  icon,
  children,
}: {
  title: string;
  documentTitle?: string;
  icon: IconName;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:py-14">
      <title>{pageTitle(documentTitle ?? title)}</title>
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <IconBadge name={icon} />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-stone-900">{title}</h1>
        <div className="mt-4 space-y-4 text-lg text-stone-700">{children}</div>
      </div>
    </div>
  );
}
