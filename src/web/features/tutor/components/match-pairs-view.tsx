// Match pairs: tap one card, then its partner, from either side (no dragging needed; the keyboard and the remote do
// the same with Enter/OK). A right pair stays together under one number; a wrong one is undone with a kind word, and
// after a second wrong partner for the same card its pair is shown. The answer reports each left card's first
// partner, so a pair found on the second try is not counted as known.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Choice, Exercise } from '#shared/tutor/exercise';
import { formatValue } from '../lib/format';
import { seededShuffle } from '../lib/seeded';
import { type Attempts, MAX_TRIES } from '../lib/use-attempts';
import { useVariant } from '../lib/variant';
import { ChoiceFace } from './choice-card';
import { Target } from './target';

type PairsExercise = Extract<Exercise, { kind: 'match-pairs' }>;
type Side = 'left' | 'right';

/** Pair colours, each pair also numbered. */
const PAIR_CLASS = [
  'border-amber-500 bg-amber-50',
  'border-sky-500 bg-sky-50',
  'border-violet-500 bg-violet-50',
  'border-teal-600 bg-teal-50',
  'border-rose-500 bg-rose-50',
  'border-lime-600 bg-lime-50',
];

export function MatchPairsView({
  exercise,
  attempts,
  onHint,
}: {
  exercise: PairsExercise;
  attempts: Attempts;
  onHint: (hint: string | undefined) => void;
}) {
  const { t } = useTranslation('learn');
  const tv = useVariant() === 'tv';
  const lefts = exercise.pairs.map((pair) => pair.left);
  const rights = useMemo(
    () =>
      seededShuffle(
        exercise.pairs.map((pair) => pair.right),
        exercise.id,
      ),
    [exercise],
  );
  const partnerOf = useMemo(
    () => new Map(exercise.pairs.map((pair) => [pair.left.id, pair.right.id])),
    [exercise],
  );
  /** Left id → right id, for the pairs made (found, or shown after two misses). */
  const [matched, setMatched] = useState<ReadonlyMap<string, string>>(new Map());
  const [firstPartner, setFirstPartner] = useState<ReadonlyMap<string, string>>(new Map());
  const [misses, setMisses] = useState<ReadonlyMap<string, number>>(new Map());
  const [selected, setSelected] = useState<{ side: Side; id: string } | null>(null);

  const pairNumber = (side: Side, id: string): number | undefined => {
    const leftId = side === 'left' ? id : [...matched].find(([, right]) => right === id)?.[0];
    if (leftId === undefined || !matched.has(leftId)) return undefined;
    return lefts.findIndex((left) => left.id === leftId);
  };

  const join = (leftId: string, rightId: string) => {
    const first = firstPartner.has(leftId) ? firstPartner : new Map(firstPartner).set(leftId, rightId);
    setFirstPartner(first);
    setSelected(null);
    if (partnerOf.get(leftId) === rightId) {
      const next = new Map(matched).set(leftId, rightId);
      setMatched(next);
      onHint(undefined);
      if (next.size === lefts.length)
        attempts.finish({ kind: 'pairs', pairs: lefts.map((left) => [left.id, first.get(left.id) ?? '']) });
      return;
    }
    const missed = (misses.get(leftId) ?? 0) + 1;
    setMisses(new Map(misses).set(leftId, missed));
    if (missed < MAX_TRIES) {
      onHint(t('pairs.retry'));
      return;
    }
    // The second miss for this card: its pair is made for the child, and counted as not known.
    const right = partnerOf.get(leftId) ?? '';
    const next = new Map(matched).set(leftId, right);
    setMatched(next);
    onHint(t('pairs.shown'));
    if (next.size === lefts.length)
      attempts.finish({ kind: 'pairs', pairs: lefts.map((left) => [left.id, first.get(left.id) ?? '']) });
  };

  const press = (side: Side, id: string) => {
    if (attempts.finished) return;
    if (!selected || selected.side === side) {
      setSelected(selected?.side === side && selected.id === id ? null : { side, id });
      return;
    }
    if (side === 'right') join(selected.id, id);
    else join(id, selected.id);
  };

  const column = (side: Side, items: readonly Choice[]) => (
    <ul
      aria-label={side === 'left' ? t('pairs.leftColumn') : t('pairs.rightColumn')}
      className={`grid ${tv ? 'gap-6' : 'gap-3'}`}
    >
      {items.map((item, index) => {
        const number = pairNumber(side, item.id);
        const isSelected = selected?.side === side && selected.id === item.id;
        return (
          <li key={item.id}>
            <Target
              exerciseId={exercise.id}
              name={`${side}-${index}`}
              first={side === 'left' && index === 0}
              pressed={isSelected}
              disabled={number !== undefined || attempts.finished}
              onPress={() => press(side, item.id)}
              className={`relative flex w-full items-center justify-center gap-3 rounded-3xl border-4 p-3 font-extrabold text-stone-900 ${
                tv ? 'min-h-36 text-5xl' : 'min-h-20 text-3xl'
              } ${
                number !== undefined
                  ? PAIR_CLASS[number % PAIR_CLASS.length]
                  : isSelected
                    ? 'border-teal-700 bg-teal-100 ring-4 ring-teal-700/40'
                    : 'border-stone-300 bg-white hover:border-teal-600'
              }`}
            >
              <ChoiceFace choice={item} />
              {number !== undefined && (
                <span
                  className={`absolute end-2 top-2 flex items-center justify-center rounded-full bg-stone-900 font-bold text-white ${
                    tv ? 'size-12 text-2xl' : 'size-8 text-base'
                  }`}
                >
                  <span aria-hidden="true">{formatValue(number + 1)}</span>
                  <span className="sr-only">
                    {t('pairs.pairNumber', { number: formatValue(number + 1) })}
                  </span>
                </span>
              )}
            </Target>
          </li>
        );
      })}
    </ul>
  );

  return (
    <div className={`grid grid-cols-2 ${tv ? 'gap-16' : 'gap-6'}`}>
      {column('left', lefts)}
      {column('right', rights)}
    </div>
  );
}
