// A TV screen that says one thing and offers one button: the child's time-up, games-off, ended and error screens.
// The time-up screen adds what its "Ask for more time" has to say below the words, and its button beside this one.
import type { ReactNode } from 'react';
import { TvFocusable } from './tv-focusable';
import { TvScreenFrame } from './tv-screen';
import { TvSection } from './tv-section';

export function TvMessageScreen({
  screen,
  title,
  body,
  art,
  action,
  actionKey,
  onAction,
  quietAction = false,
  alert = false,
  children,
  leadingAction,
  ready = true,
  firstFocus = actionKey,
}: {
  screen: string;
  title: string;
  body: string;
  art?: ReactNode;
  /** The button's words and focus key (the screen's first focus). */
  action: string;
  actionKey: string;
  onAction: () => void;
  /** A quiet button (a parent's way on) rather than the child's big amber one. */
  quietAction?: boolean;
  /** The body is an error to announce. */
  alert?: boolean;
  /** Said below the body, above the buttons. */
  children?: ReactNode;
  /** A focusable drawn before the button, in the same row (and focus group). */
  leadingAction?: ReactNode;
  /** False while what decides the first focus is still loading. */
  ready?: boolean;
  /** The first focus, when it is not the button. */
  firstFocus?: string;
}) {
  return (
    <TvScreenFrame screen={screen} title={title} firstFocus={firstFocus} ready={ready}>
      <div
        data-testid={`tv-${screen}`}
        className="mx-auto flex max-w-4xl flex-col items-center gap-10 py-20 text-center"
      >
        {art}
        <p className="text-6xl font-extrabold text-amber-200">{title}</p>
        <p role={alert ? 'alert' : undefined} className="text-4xl leading-snug text-teal-50">
          {body}
        </p>
        {children}
        <TvSection
          focusKey={`${screen}-actions`}
          className="flex flex-wrap items-center justify-center gap-8"
        >
          {leadingAction}
          <TvFocusable
            focusKey={actionKey}
            onPress={onAction}
            className={
              quietAction
                ? 'rounded-full bg-white/15 px-10 py-4 text-3xl font-bold'
                : 'rounded-full bg-amber-300 px-10 py-4 text-3xl font-extrabold text-teal-950'
            }
          >
            {action}
          </TvFocusable>
        </TvSection>
      </div>
    </TvScreenFrame>
  );
}
