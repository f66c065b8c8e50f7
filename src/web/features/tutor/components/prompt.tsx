// The exercise's question: drawn large in its own language and read aloud by "read to me" in that language's voice
// (once by itself when the exercise asks to be spoken). Without speech in the browser the button is not drawn.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Spoken } from '#shared/tutor/exercise';
import { speak, stopSpeaking, useCanSpeak } from '../lib/speech';
import { useVariant } from '../lib/variant';
import { SpeakerIcon } from './icons';
import { SpokenText } from './spoken-text';
import { Target } from './target';

export function Prompt({
  exerciseId,
  prompt,
  id,
  sentence,
  loud = false,
}: {
  exerciseId: string;
  prompt: Spoken;
  /** The heading's id, which names the exercise. */
  id: string;
  /** What is shown and read of the prompt (a counting prompt's words without its pictures). */
  sentence: string;
  /** Listening is the exercise: the button is the big one. */
  loud?: boolean;
}) {
  const { t } = useTranslation('learn');
  const tv = useVariant() === 'tv';
  const canSpeak = useCanSpeak();
  const spoken = useRef(false);

  useEffect(() => {
    if (!canSpeak || !prompt.speak || spoken.current) return;
    spoken.current = true;
    speak(sentence, prompt.lang);
  }, [canSpeak, prompt.speak, prompt.lang, sentence]);
  // Leaving stops the reading; coming back (React's development remount) may read it again.
  useEffect(
    () => () => {
      stopSpeaking();
      spoken.current = false;
    },
    [],
  );

  return (
    <div className="flex items-center gap-4">
      {canSpeak && (
        <Target
          exerciseId={exerciseId}
          name="read"
          label={loud ? t('prompt.listen') : t('prompt.readToMe')}
          onPress={() => speak(sentence, prompt.lang)}
          className={`inline-flex shrink-0 items-center justify-center rounded-full ${
            loud
              ? 'bg-teal-700 text-white hover:bg-teal-800'
              : 'border-2 border-teal-700 bg-white text-teal-800 hover:bg-teal-50'
          } ${tv ? 'size-28' : loud ? 'size-20' : 'size-16'}`}
        >
          <SpeakerIcon className={tv ? 'size-14' : loud ? 'size-10' : 'size-8'} />
        </Target>
      )}
      <SpokenText
        as="h2"
        id={id}
        text={{ text: sentence, lang: prompt.lang }}
        className={`min-w-0 flex-1 font-extrabold text-stone-900 ${tv ? 'text-5xl' : 'text-2xl sm:text-3xl'}`}
      />
    </div>
  );
}
