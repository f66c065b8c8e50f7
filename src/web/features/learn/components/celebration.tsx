// The end of a lesson: the stars earned, the skills newly mastered (when this visit saw them happen) and the way back
// to Learn. The heading takes the focus, so a screen reader hears the news at once.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#web/lib/format';
import { StarIcon } from './learn-art';

export function Celebration({
  stars,
  total,
  newlyMastered,
  tv = false,
  children,
}: {
  stars: number;
  total: number;
  newlyMastered: string[];
  tv?: boolean;
  /** The way back (a link on a phone, a remote-focusable button on the TV). */
  children: React.ReactNode;
}) {
  const { t } = useTranslation('learn');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!tv) heading.current?.focus();
  }, [tv]);
  return (
    <section
      aria-labelledby="lesson-done"
      className={`mx-auto flex flex-col items-center rounded-[2rem] text-center ${
        tv
          ? 'max-w-4xl bg-white/10 p-12 text-white'
          : 'max-w-xl bg-white p-6 shadow-md shadow-teal-900/10 sm:p-8'
      }`}
    >
      <div className="flex flex-wrap justify-center gap-1" aria-hidden="true">
        {Array.from({ length: total }, (_, position) => (
          <StarIcon
            // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed row by place.
            key={position}
            filled={position < stars}
            className={`${tv ? 'size-16' : 'size-10'} ${position < stars ? '' : tv ? 'text-teal-200' : 'text-stone-300'}`}
          />
        ))}
      </div>
      <h1
        id="lesson-done"
        ref={heading}
        tabIndex={-1}
        className={`mt-4 font-extrabold tracking-tight outline-none ${tv ? 'text-6xl text-amber-200' : 'text-4xl text-teal-950'}`}
      >
        {t('lesson.doneTitle')}
      </h1>
      <p className={`mt-3 font-bold ${tv ? 'text-4xl' : 'text-2xl text-stone-700'}`}>
        {t('lesson.starsEarned', { count: stars, stars: formatNumber(stars) })}
      </p>
      {newlyMastered.length > 0 ? (
        <div className={`mt-6 w-full rounded-3xl p-4 ${tv ? 'bg-teal-800 text-3xl' : 'bg-teal-50 text-xl'}`}>
          <h2 className={`font-extrabold ${tv ? 'text-amber-200' : 'text-teal-900'}`}>
            {t('lesson.newlyMastered')}
          </h2>
          <ul className="mt-2 space-y-1 font-semibold">
            {newlyMastered.map((title) => (
              <li key={title} dir="auto">
                {title}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-8">{children}</div>
    </section>
  );
}
