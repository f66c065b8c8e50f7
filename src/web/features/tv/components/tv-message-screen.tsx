// A TV screen that says one thing and offers one button: the child's time-up, games-off, ended and error screens.
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
}) {
  return (
    <TvScreenFrame screen={screen} title={title} firstFocus={actionKey} ready>
      <div
        data-testid={`tv-${screen}`}
        className="mx-auto flex max-w-4xl flex-col items-center gap-10 py-20 text-center"
      >
        {art}
        <p className="text-6xl font-extrabold text-amber-200">{title}</p>
        <p role={alert ? 'alert' : undefined} className="text-4xl leading-snug text-teal-50">
          {body}
        </p>
        <TvSection focusKey={`${screen}-actions`}>
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
