// A friendly resting state in the Learn tab (the day's lesson done, lessons on their way, learning first): the open
// book, a few big words, and what to do next.
import type { ReactNode } from 'react';
import { LearnArt } from '#web/components/drawing-parts';

export function RestingPanel({
  title,
  level = 2,
  body,
  children,
}: {
  title?: string;
  /** The heading level: 1 when the panel is the whole page. */
  level?: 1 | 2;
  body: string;
  children?: ReactNode;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-8 text-center">
      <span className="flex size-36 items-center justify-center rounded-full bg-teal-900 shadow-md shadow-teal-900/20 sm:size-44">
        <LearnArt className="size-24 sm:size-28" />
      </span>
      {title ? (
        <Heading className="mt-6 text-3xl font-extrabold tracking-tight text-teal-950 sm:text-4xl">
          {title}
        </Heading>
      ) : null}
      <p className={`text-xl leading-relaxed font-semibold text-stone-700 ${title ? 'mt-3' : 'mt-6'}`}>
        {body}
      </p>
      {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
