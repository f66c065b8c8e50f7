// The Learn tab's pieces for the TV's child screens (the TV feature's shell draws the header and starts Norigin
// spatial navigation): a remote-focusable button with the TV's strong focus ring, a focus group, and a screen's
// title with its first focus.
import { FocusContext, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { type ReactNode, useEffect } from 'react';
import { pageTitle } from '#web/lib/site';

/** The TV's focus ring: a thick amber outline and a slight scale, visible from across the room. */
const FOCUS_RING =
  'outline-none transition-transform duration-150 data-[focused=true]:relative data-[focused=true]:z-10 data-[focused=true]:scale-105 data-[focused=true]:ring-[6px] data-[focused=true]:ring-amber-400 data-[focused=true]:ring-offset-4 data-[focused=true]:ring-offset-teal-950 focus-visible:ring-[6px] focus-visible:ring-amber-400';

export const TV_BIG_BUTTON = 'rounded-full bg-amber-300 px-10 py-4 text-3xl font-extrabold text-teal-950';

export function TvButton({
  focusKey,
  onPress,
  className = '',
  disabled = false,
  children,
}: {
  focusKey: string;
  onPress: () => void;
  className?: string;
  /** Dimmed and does nothing, but stays reachable (focus is never dropped when a button turns off). */
  disabled?: boolean;
  children: ReactNode;
}) {
  const press = disabled ? () => undefined : onPress;
  const { ref } = useFocusable({
    focusKey,
    onEnterPress: press,
    onFocus: (layout) =>
      layout.node?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' }),
  });
  return (
    <button
      ref={ref}
      type="button"
      data-focus-key={focusKey}
      aria-disabled={disabled || undefined}
      onClick={press}
      className={`${FOCUS_RING} ${disabled ? 'opacity-45' : ''} ${className}`}
    >
      {children}
    </button>
  );
}

/** A row or grid the arrows move inside first; coming back returns to the item last focused there. */
export function TvGroup({
  focusKey,
  label,
  className,
  children,
}: {
  focusKey: string;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const { ref, focusKey: key } = useFocusable({ focusKey, saveLastFocusedChild: true, trackChildren: true });
  return (
    <FocusContext.Provider value={key}>
      <section ref={ref} className={className} aria-label={label}>
        {children}
      </section>
    </FocusContext.Provider>
  );
}

/**
 * A screen's title (for the document and screen readers) and where the remote lands once `ready`; without
 * `firstFocus` the screen's content places the focus itself (an exercise focuses its first target).
 */
export function TvLearnScreen({
  title,
  firstFocus,
  ready,
  headed = false,
  children,
}: {
  title: string;
  firstFocus?: string;
  ready: boolean;
  /** The content draws the screen's heading itself (the celebration). */
  headed?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    // Norigin drops the focus when asked for a key that is not there, so only a key the screen draws is asked for.
    if (!ready || firstFocus === undefined) return;
    // After the layout settles, so Norigin measures the right boxes.
    const timer = window.setTimeout(() => setFocus(firstFocus), 0);
    return () => window.clearTimeout(timer);
  }, [ready, firstFocus]);
  return (
    <>
      <title>{pageTitle(title)}</title>
      {headed ? null : <h1 className="sr-only">{title}</h1>}
      {children}
    </>
  );
}

/** A TV screen that says one thing and offers one button (an error, the learn-first lock). */
export function TvLearnMessage({
  title,
  body,
  alert = false,
  action,
  actionKey,
  onAction,
}: {
  title: string;
  body: string;
  alert?: boolean;
  action: string;
  actionKey: string;
  onAction: () => void;
}) {
  return (
    <TvLearnScreen title={title} firstFocus={actionKey} ready>
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-10 py-16 text-center">
        <p aria-hidden="true" className="text-6xl font-extrabold text-amber-200">
          {title}
        </p>
        <p role={alert ? 'alert' : undefined} className="text-4xl leading-snug text-teal-50">
          {body}
        </p>
        <TvButton focusKey={actionKey} onPress={onAction} className={TV_BIG_BUTTON}>
          {action}
        </TvButton>
      </div>
    </TvLearnScreen>
  );
}
