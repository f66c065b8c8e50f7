// The frame of the account pages (sign-in, register, setup): a centred card with a friendly icon and one h1.
import type { ReactNode } from 'react';
import { pageTitle } from '#web/lib/site';
import { IconBadge, type IconName } from './icons';

type FormCardProps = {
  title: string;
  /** Overrides the browser tab title when it should differ from the heading. */
  documentTitle?: string;
  icon?: IconName;
  intro?: ReactNode;
  /** Wider cards for longer forms (settings, wizard). */
  wide?: boolean;
  children: ReactNode;
};

export function FormCard({ title, documentTitle, icon, intro, wide = false, children }: FormCardProps) {
  return (
    <div className={`mx-auto px-4 py-8 sm:py-12 ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
      <title>{pageTitle(documentTitle ?? title)}</title>
      <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        {icon ? <IconBadge name={icon} /> : null}
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        {intro ? <div className="mt-2 text-base text-stone-700">{intro}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}

export const TEXT_LINK = 'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-950';
