// One large answer card: a picture, a word, a number or a time. A card tried and wrong is crossed and says so; the
// right card, found or shown, is ticked. The marks are shapes and words as well as colours.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice } from '#shared/tutor/exercise';
import { usePictureName } from '../lib/pictures';
import { useVariant } from '../lib/variant';
import { CrossIcon, TickIcon } from './icons';
import { SpokenText } from './spoken-text';
import { Target } from './target';

export type CardState = 'open' | 'tried' | 'right';

const STATE_CLASS: Record<CardState, string> = {
  open: 'border-stone-300 bg-white hover:border-teal-600 hover:bg-teal-50',
  tried: 'border-dashed border-stone-300 bg-stone-100 text-stone-500',
  right: 'border-teal-600 bg-teal-50 ring-4 ring-teal-600/30',
};

export function CardMark({ state }: { state: CardState }) {
  const { t } = useTranslation('learn');
  const tv = useVariant() === 'tv';
  if (state === 'open') return null;
  const size = tv ? 'size-12 p-2' : 'size-9 p-1.5';
  return state === 'right' ? (
    <span className={`absolute end-2 top-2 rounded-full bg-teal-700 text-white ${size}`}>
      <TickIcon className="size-full" />
      <span className="sr-only">{t('feedback.rightCard')}</span>
    </span>
  ) : (
    <span className={`absolute end-2 top-2 rounded-full bg-stone-500 text-white ${size}`}>
      <CrossIcon className="size-full" />
      <span className="sr-only">{t('feedback.triedCard')}</span>
    </span>
  );
}

export function ChoiceGrid({
  count,
  children,
  label,
}: {
  count: number;
  children: ReactNode;
  label: string;
}) {
  const tv = useVariant() === 'tv';
  const columns = tv
    ? count <= 4
      ? 'grid-cols-4'
      : 'grid-cols-3'
    : count <= 4
      ? 'grid-cols-2'
      : 'grid-cols-2 sm:grid-cols-3';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of answer buttons, not a form's fieldset
    <div role="group" aria-label={label} className={`grid gap-4 ${tv ? 'gap-8' : ''} ${columns}`}>
      {children}
    </div>
  );
}

export function CardButton({
  exerciseId,
  name,
  state,
  onPress,
  first,
  label,
  finished,
  children,
}: {
  exerciseId: string;
  name: string;
  state: CardState;
  onPress: () => void;
  first?: boolean;
  /** The turn is over: the card no longer answers. */
  finished: boolean;
  label?: string | undefined;
  children: ReactNode;
}) {
  const tv = useVariant() === 'tv';
  return (
    <Target
      exerciseId={exerciseId}
      name={name}
      first={first}
      label={label}
      disabled={finished || state !== 'open'}
      onPress={onPress}
      className={`relative flex flex-col items-center justify-center gap-2 rounded-3xl border-4 p-3 text-center font-extrabold text-stone-900 transition-colors ${
        tv ? 'min-h-56 text-6xl' : 'min-h-32 min-w-16 text-4xl'
      } ${STATE_CLASS[state]}`}
    >
      {children}
      <CardMark state={state} />
    </Target>
  );
}

/** A choice's picture (large, named for screen readers in the interface's language) and its text. */
export function ChoiceFace({ choice }: { choice: Choice }) {
  const tv = useVariant() === 'tv';
  const name = usePictureName(choice.picture?.alt);
  return (
    <>
      {choice.picture && (
        <span role="img" aria-label={name} className={tv ? 'text-9xl leading-none' : 'text-6xl leading-none'}>
          {choice.picture.emoji}
        </span>
      )}
      {choice.text && (
        <SpokenText text={choice.text} className={choice.picture ? (tv ? 'text-4xl' : 'text-2xl') : ''} />
      )}
    </>
  );
}
