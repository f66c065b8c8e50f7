// The top of a public page: a teal band with the heading, a short lead and a drawing.
import type { ReactNode } from 'react';
import { pageTitle } from '#web/lib/site';
import { LanternIllustration } from './illustrations';

export function PageHero({
  title,
  lead,
  kicker,
  children,
}: {
  title: string;
  lead: string;
  kicker?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-teal-900 text-white">
      <title>{pageTitle(title)}</title>
      <div className="mx-auto flex max-w-6xl items-center gap-8 px-4 py-12 sm:px-6 sm:py-16">
        <div className="min-w-0 flex-1">
          {kicker ? (
            <p className="inline-flex rounded-full bg-teal-800 px-3 py-1 text-sm font-bold text-amber-200">
              {kicker}
            </p>
          ) : null}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-teal-50 sm:text-xl">{lead}</p>
          {children}
        </div>
        <LanternIllustration className="hidden size-44 shrink-0 md:block" />
      </div>
    </section>
  );
}
