// What the child hears and sees after a try: praise for a right answer, a kind "try again", or the right answer
// shown. A polite live region, always present so screen readers announce each change; an icon and words, never a
// colour alone. When the exercise is spoken, so is its feedback (in the interface's language).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { speak, useCanSpeak } from '../lib/speech';
import type { Phase } from '../lib/use-attempts';
import { useVariant } from '../lib/variant';
import { AgainIcon, StarIcon, TickIcon } from './icons';

export function Feedback({
  phase,
  praise,
  hint,
  spoken,
}: {
  phase: Phase;
  praise?: string | undefined;
  /** A more precise word while answering (tracing: "Start at the green dot"). */
  hint?: string | undefined;
  /** Read the feedback aloud too. */
  spoken: boolean;
}) {
  const { t, i18n } = useTranslation('learn');
  const tv = useVariant() === 'tv';
  const canSpeak = useCanSpeak();
  const message =
    phase === 'right'
      ? (praise ?? t('feedback.right'))
      : phase === 'shown'
        ? t('feedback.shown')
        : phase === 'retry'
          ? (hint ?? t('feedback.retry'))
          : hint;

  useEffect(() => {
    if (spoken && canSpeak && message) speak(message, i18n.language);
  }, [spoken, canSpeak, message, i18n.language]);

  const tone =
    phase === 'right'
      ? 'border-teal-600 bg-teal-50 text-teal-950'
      : phase === 'shown'
        ? 'border-sky-500 bg-sky-50 text-sky-950'
        : 'border-amber-400 bg-amber-50 text-amber-950';
  return (
    <div role="status" aria-live="polite" className="min-h-16">
      {message && (
        <p
          className={`flex items-center gap-3 rounded-2xl border-2 px-4 py-3 font-bold motion-safe:animate-slide-in ${tone} ${
            tv ? 'text-4xl' : 'text-xl'
          }`}
        >
          {phase === 'right' ? (
            <StarIcon className={tv ? 'size-12' : 'size-8'} />
          ) : phase === 'shown' ? (
            <TickIcon className={tv ? 'size-12' : 'size-8'} />
          ) : (
            <AgainIcon className={tv ? 'size-12' : 'size-8'} />
          )}
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
