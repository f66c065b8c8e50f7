// A child's values filter (and a visitor's values filters) as one bit mask over content.values_bits, the stored
// column that sums up an item's five axes (migration 0041). An item is allowed exactly when
// `values_bits & mask = 0`: one test on a small column that the feed's covering indexes carry, so a filtered walk
// stays index-only, and content_values_counts counts by it.
//
// The bits (the column's expression in src/server/db/schema/content.ts computes them the same way):
// - music as a thermometer of the item's music rank for a listener who may not hear instruments (an item with a
//   vocals-only mix counts as voice, effectiveMusic): 1 = rank ≥ voice, 2 = rank ≥ percussion, 4 = instruments;
// - 8 faces, 16 magic, 32 imagery, 64 dancing: the item shows it (or nobody has said: unknown is the strongest).
import { AXIS_LEVELS, type AxisLevel, type ValueAxis } from '#shared/content-values';
import type { FeedQuery } from '#shared/feed.schema';

const MUSIC_ABOVE: Record<AxisLevel<'music'>, number> = { none: 1, voice: 2, percussion: 4, instruments: 0 };
const SHOWN_BIT = { faces: 8, magic: 16, imagery: 32, dancing: 64 } as const;

/** At most these levels, per axis; an absent axis (or one at its strongest level) adds nothing. */
export type ValuesLimit = { [A in ValueAxis]?: AxisLevel<A> };

/** The mask whose bits an allowed item must not have; 0 = no values condition at all. */
export function valuesMask(limit: ValuesLimit): number {
  let mask = limit.music ? MUSIC_ABOVE[limit.music] : 0;
  for (const axis of ['faces', 'magic', 'imagery', 'dancing'] as const) {
    if (limit[axis] === AXIS_LEVELS[axis][0]) mask |= SHOWN_BIT[axis];
  }
  return mask;
}

/** The music bits an item can carry (a thermometer: none, voice, percussion, instruments). */
const MUSIC_PATTERNS = [0, 1, 3, 7];

/**
 * Every values_bits an item can have that the mask allows, or null when the mask allows everything. A list, not the
 * bit test itself, so PostgreSQL's statistics on the column estimate how many rows match (it guesses 0.5 % for an
 * expression like `values_bits & 7 = 0`, and picked plans for rare matches on common ones).
 */
export function allowedValuesBits(mask: number): number[] | null {
  if (mask === 0) return null;
  const allowed: number[] = [];
  for (const music of MUSIC_PATTERNS) {
    for (let shown = 0; shown < 16; shown += 1) {
      const bits = music | (shown << 3);
      if ((bits & mask) === 0) allowed.push(bits);
    }
  }
  return allowed;
}

/** A feed query's values filters as a mask (`music=voice|percussion` and the other axes; `music=yes|no` is has_music). */
export function queryValuesMask(
  query: Pick<FeedQuery, 'music' | 'faces' | 'magic' | 'imagery' | 'dancing'>,
): number {
  const music = query.music === 'voice' || query.music === 'percussion' ? query.music : undefined;
  return valuesMask({
    ...(music ? { music } : {}),
    ...(query.faces ? { faces: query.faces } : {}),
    ...(query.magic ? { magic: query.magic } : {}),
    ...(query.imagery ? { imagery: query.imagery } : {}),
    ...(query.dancing ? { dancing: query.dancing } : {}),
  });
}
