// A friendly empty or resting state in the child area: a drawing, a few big words, and what to do next.
import type { ReactNode } from 'react';
import { LanternStarArt, NightTimeArt } from './child-art';

type Props = {
  art?: 'lantern' | 'night';
  title?: string;
  /** The heading level: 1 when the state is the whole page. */
  level?: 1 | 2;
  body: string;
  children?: ReactNode;
};

export function ChildEmptyState({ art = 'lantern', title, level = 2, body, children }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const Art = art === 'night' ? NightTimeArt : LanternStarArt;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-10 text-center">
      <Art className="size-44 sm:size-56" />
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
