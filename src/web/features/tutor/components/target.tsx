// The one thing a child presses in an exercise. On a phone it is a large button (at least 64 px, pressed by touch,
// mouse, Enter or Space); on the TV the same button is a Norigin focusable, moved to with the remote's arrows and
// pressed with OK, with a focus ring seen from across the room. A target that no longer does anything (a card
// already tried) stays focusable and says so (aria-disabled), so the focus is never dropped.
import { getCurrentFocusKey, setFocus, useFocusable } from '@noriginmedia/norigin-spatial-navigation';
import { type KeyboardEvent, type ReactNode, useEffect } from 'react';
import { focusKeyOf, useVariant } from '../lib/variant';

export type ArrowDirection = 'left' | 'right' | 'up' | 'down';

export type TargetProps = {
  exerciseId: string;
  /** Unique within the exercise: its TV focus key and its test handle. */
  name: string;
  onPress: () => void;
  className?: string;
  /** The accessible name when the content is a picture or not text alone. */
  label?: string | undefined;
  pressed?: boolean | undefined;
  disabled?: boolean | undefined;
  /** On the TV, the target focused when the exercise appears. */
  first?: boolean | undefined;
  /** An arrow pressed on this target; return true when the target used it (a marker moved), false to move on. */
  onArrow?: ((direction: ArrowDirection) => boolean) | undefined;
  /** The target is a slider (the number line's marker): its range and value. */
  slider?: { min: number; max: number; now: number; text: string } | undefined;
  children: ReactNode;
};

const PHONE_FOCUS = 'focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-teal-700';
const TV_FOCUS =
  'outline-none transition-transform duration-150 data-[focused=true]:relative data-[focused=true]:z-10 motion-safe:data-[focused=true]:scale-105 data-[focused=true]:ring-[6px] data-[focused=true]:ring-amber-400 data-[focused=true]:ring-offset-4 data-[focused=true]:ring-offset-white focus-visible:ring-[6px] focus-visible:ring-amber-400';

export function Target(props: TargetProps) {
  return useVariant() === 'tv' ? <TvTarget {...props} /> : <PhoneTarget {...props} />;
}

// A slider is not a button (ARIA allows no slider role on <button>): a focusable element of its own.

function PhoneTarget({
  exerciseId,
  name,
  onPress,
  className = '',
  label,
  pressed,
  disabled,
  onArrow,
  slider,
  children,
}: TargetProps) {
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = ARROWS[event.key];
    if (direction && onArrow?.(direction)) event.preventDefault();
  };
  const classes = `${PHONE_FOCUS} touch-manipulation select-none ${disabled ? 'cursor-default' : 'cursor-pointer'} ${className}`;
  if (slider)
    return (
      <div
        role="slider"
        aria-valuemin={slider.min}
        aria-valuemax={slider.max}
        aria-valuenow={slider.now}
        aria-valuetext={slider.text}
        tabIndex={0}
        data-target={name}
        data-exercise={exerciseId}
        aria-label={label}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
        className={classes}
      >
        {children}
      </div>
    );
  return (
    <button
      type="button"
      data-target={name}
      data-exercise={exerciseId}
      aria-label={label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onPress}
      onKeyDown={onKeyDown}
      className={classes}
    >
      {children}
    </button>
  );
}

const ARROWS: Record<string, ArrowDirection> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

function TvTarget({
  exerciseId,
  name,
  onPress,
  className = '',
  label,
  pressed,
  disabled,
  first,
  onArrow,
  slider,
  children,
}: TargetProps) {
  const focusKey = focusKeyOf(exerciseId, name);
  const press = disabled ? () => undefined : onPress;
  const { ref } = useFocusable({
    focusKey,
    onEnterPress: press,
    // Norigin moves on when this returns true.
    onArrowPress: (direction) => !onArrow?.(direction as ArrowDirection),
  });
  // A new exercise starts on its first target, unless the focus is already inside it.
  useEffect(() => {
    if (first && !getCurrentFocusKey()?.startsWith(focusKeyOf(exerciseId, ''))) setFocus(focusKey);
  }, [first, focusKey, exerciseId]);
  if (slider)
    return (
      <div
        ref={ref}
        role="slider"
        aria-valuemin={slider.min}
        aria-valuemax={slider.max}
        aria-valuenow={slider.now}
        aria-valuetext={slider.text}
        tabIndex={-1}
        data-target={name}
        data-focus-key={focusKey}
        aria-label={label}
        aria-disabled={disabled || undefined}
        className={`${TV_FOCUS} select-none ${className}`}
      >
        {children}
      </div>
    );
  return (
    <button
      ref={ref}
      type="button"
      data-target={name}
      data-focus-key={focusKey}
      aria-label={label}
      aria-pressed={pressed}
      aria-disabled={disabled || undefined}
      onClick={press}
      className={`${TV_FOCUS} select-none ${className}`}
    >
      {children}
    </button>
  );
}
