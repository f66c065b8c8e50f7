// Build the word: tap a tile to put it in the next space, tap a placed tile to take it back. The spaces fill in the
// word's own direction (from the right in Arabic and Urdu), and the word so far is drawn whole above them, so Arabic
// letters are seen joining as they are placed. When every space is full the word is a try.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Exercise } from '#shared/tutor/exercise';
import { dirOf, scriptClass, scriptStyle } from '../lib/script';
import { seededShuffle } from '../lib/seeded';
import type { Attempts } from '../lib/use-attempts';
import { useVariant } from '../lib/variant';
import { Target } from './target';

type WordExercise = Extract<Exercise, { kind: 'build-word' }>;

export function BuildWordView({ exercise, attempts }: { exercise: WordExercise; attempts: Attempts }) {
  const { t } = useTranslation('learn');
  const tv = useVariant() === 'tv';
  // Tiles by their place in the exercise (a word may use the same letter twice).
  const pool = useMemo(
    () =>
      seededShuffle(
        exercise.tiles.map((text, index) => ({ text, index })),
        exercise.id,
      ),
    [exercise],
  );
  const [placed, setPlaced] = useState<readonly number[]>([]);
  const slots = exercise.answer.length;
  const shown = attempts.phase === 'shown';
  const words = shown ? [...exercise.answer] : placed.map((index) => exercise.tiles[index] ?? '');
  const face = scriptClass(exercise.lang);
  const faceStyle = scriptStyle(exercise.lang);

  const place = (index: number) => {
    if (attempts.finished || placed.length >= slots || placed.includes(index)) return;
    const next = [...placed, index];
    setPlaced(next);
    if (next.length === slots)
      attempts.submit({ kind: 'tiles', tiles: next.map((i) => exercise.tiles[i] ?? '') });
  };
  const takeBack = (position: number) => {
    if (attempts.finished) return;
    setPlaced(placed.filter((_, at) => at !== position));
  };

  const tileSize = tv ? 'min-h-32 min-w-32 text-6xl' : 'min-h-16 min-w-16 text-4xl';
  return (
    <div className="space-y-6" dir={dirOf(exercise.lang)}>
      <div>
        <span className="sr-only">{t('word.soFar')}</span>
        <p
          lang={exercise.lang}
          style={faceStyle}
          className={`min-h-20 text-center font-extrabold text-stone-900 ${face} ${tv ? 'text-8xl' : 'text-5xl'}`}
        >
          {words.join('')}
        </p>
      </div>
      <ol aria-label={t('word.spaces')} className={`flex flex-wrap justify-center ${tv ? 'gap-6' : 'gap-3'}`}>
        {Array.from({ length: slots }, (_, position) => {
          const text = words[position];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a space is its position
            <li key={position}>
              {text === undefined ? (
                <span
                  className={`flex items-center justify-center rounded-2xl border-4 border-dashed border-stone-300 bg-stone-50 ${tileSize}`}
                >
                  <span className="sr-only">{t('word.emptySpace', { number: position + 1 })}</span>
                </span>
              ) : (
                <Target
                  exerciseId={exercise.id}
                  name={`slot-${position}`}
                  label={shown || attempts.finished ? text : t('word.takeBack', { tile: text })}
                  disabled={attempts.finished}
                  onPress={() => takeBack(position)}
                  className={`flex items-center justify-center rounded-2xl border-4 px-3 font-extrabold ${face} ${tileSize} ${
                    attempts.phase === 'right' || shown
                      ? 'border-teal-600 bg-teal-50 text-teal-950'
                      : 'border-teal-700 bg-white text-stone-900'
                  }`}
                >
                  <span lang={exercise.lang} style={faceStyle}>
                    {text}
                  </span>
                </Target>
              )}
            </li>
          );
        })}
      </ol>
      <ul aria-label={t('word.tiles')} className={`flex flex-wrap justify-center ${tv ? 'gap-6' : 'gap-3'}`}>
        {pool.map((tile, at) => {
          const used = placed.includes(tile.index);
          return (
            <li key={tile.index}>
              <Target
                exerciseId={exercise.id}
                name={`tile-${at}`}
                first={at === 0}
                label={t('word.place', { tile: tile.text })}
                disabled={used || attempts.finished}
                onPress={() => place(tile.index)}
                className={`flex items-center justify-center rounded-2xl border-4 px-3 font-extrabold shadow-sm ${face} ${tileSize} ${
                  used
                    ? 'border-dashed border-stone-200 bg-stone-100 text-transparent shadow-none'
                    : 'border-amber-400 bg-amber-50 text-stone-900 hover:bg-amber-100'
                }`}
              >
                <span lang={exercise.lang} style={faceStyle} aria-hidden={used || undefined}>
                  {tile.text}
                </span>
              </Target>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
