// The frame of the front door's pages (/contact, /parent-network): a calm header band with an icon, the title and
// an introduction, then the page's sections.
import type { ReactNode } from 'react';
import { IconBadge, type IconName } from '#web/components/icons';
import { pageTitle } from '#web/lib/site';

type OutreachPageProps = { title: string; intro: ReactNode; icon: IconName; children: ReactNode };

export function OutreachPage({ title, intro, icon, children }: OutreachPageProps) {
  return (
    <div>
      <title>{pageTitle(title)}</title>
      <div className="border-b border-teal-100 bg-gradient-to-b from-teal-50 to-white">
        <div className="mx-auto max-w-4xl px-4 pt-10 pb-8 sm:pt-14">
          <IconBadge name={icon} />
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
          <div className="mt-3 max-w-2xl text-lg text-stone-700">{intro}</div>
        </div>
      </div>
      <div className="mx-auto max-w-4xl space-y-10 px-4 py-8 sm:py-10">{children}</div>
    </div>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-7 ${className}`}>
      {children}
    </div>
  );
}
