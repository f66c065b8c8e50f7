// Values filters: an item described on the axes Muslim parents care about, and a child's choice on each axis. The
// server compiles a child's choice into SQL for every child endpoint; this module is the one definition of the axes,
// their levels, the presets and the rules (the web uses it to explain and to draw the forms).

/** The axes, in the order every form and table shows them. */
export const VALUE_AXES = ['music', 'faces', 'magic', 'imagery', 'dancing'] as const;
export type ValueAxis = (typeof VALUE_AXES)[number];

/**
 * Each axis's levels from the mildest to the strongest. An item has one level per axis, or `unknown` (nobody has
 * said yet), which a child whose family filters that axis is treated as the strongest level.
 * - music: none, voice only (nasheeds without instruments), percussion only (daf), instruments;
 * - faces: animated faces shown or not (faceless illustration);
 * - magic: magic or supernatural powers as problem-solving;
 * - imagery: animals or imagery a family may avoid (e.g. pigs as heroes);
 * - dancing: mixed dancing.
 */
export const AXIS_LEVELS = {
  music: ['none', 'voice', 'percussion', 'instruments'],
  faces: ['none', 'shown'],
  magic: ['none', 'shown'],
  imagery: ['none', 'shown'],
  dancing: ['none', 'shown'],
} as const satisfies Record<ValueAxis, readonly string[]>;

export type AxisLevel<A extends ValueAxis> = (typeof AXIS_LEVELS)[A][number];
export const UNKNOWN_LEVEL = 'unknown';
/** What an item says on one axis: a level, or unknown. */
export type ItemLevel<A extends ValueAxis> = AxisLevel<A> | typeof UNKNOWN_LEVEL;

/** An item's published values (the columns `music`, `faces`, `magic`, `imagery`, `dancing` of `content`). */
export type ContentValues = { [A in ValueAxis]: ItemLevel<A> };

export const UNKNOWN_VALUES: ContentValues = {
  music: 'unknown',
  faces: 'unknown',
  magic: 'unknown',
  imagery: 'unknown',
  dancing: 'unknown',
};

/** Who set an axis's published value (`content.value_sources`, per axis; absent = nobody yet). */
export const VALUE_SOURCES = ['creator', 'parents', 'moderator'] as const;
export type ValueSource = (typeof VALUE_SOURCES)[number];
export type ValueSources = Partial<Record<ValueAxis, ValueSource>>;

/** Every level an item may carry on an axis (for CHECK constraints and parsing), `unknown` last. */
export function itemLevels<A extends ValueAxis>(axis: A): readonly ItemLevel<A>[] {
  return [...AXIS_LEVELS[axis], UNKNOWN_LEVEL] as readonly ItemLevel<A>[];
}

/** The index of a level on its axis; unknown counts as the strongest. */
export function levelRank<A extends ValueAxis>(axis: A, level: ItemLevel<A>): number {
  const levels = AXIS_LEVELS[axis] as readonly string[];
  return level === UNKNOWN_LEVEL ? levels.length - 1 : levels.indexOf(level);
}

/** The spec's `has_music`: true exactly when music is not "none" (unknown music counts as music). */
export function hasMusicOf(music: ItemLevel<'music'>): boolean {
  return music !== 'none';
}

/**
 * A child's values filter: per axis the strongest level the child may see. The strongest level of every axis is
 * "no filter on this axis". `preset` names the choice the parent made; `custom` is any other combination.
 */
export const VALUE_PRESETS = ['open', 'moderate', 'strict', 'custom'] as const;
export type ValuePreset = (typeof VALUE_PRESETS)[number];
export type ChildValuesFilter = { preset: ValuePreset } & { [A in ValueAxis]: AxisLevel<A> };

/** The named presets' levels (`custom` is whatever the parent set). */
export const PRESET_LEVELS: Record<Exclude<ValuePreset, 'custom'>, { [A in ValueAxis]: AxisLevel<A> }> = {
  // Everything the child's other rules allow.
  open: { music: 'instruments', faces: 'shown', magic: 'shown', imagery: 'shown', dancing: 'shown' },
  // Percussion-only songs and animated faces are fine; no magic, avoided imagery or mixed dancing.
  moderate: { music: 'percussion', faces: 'shown', magic: 'none', imagery: 'none', dancing: 'none' },
  // Voice-only nasheeds at most, faceless illustration, no magic, avoided imagery or mixed dancing.
  strict: { music: 'voice', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
};

export function presetFilter(preset: Exclude<ValuePreset, 'custom'>): ChildValuesFilter {
  return { preset, ...PRESET_LEVELS[preset] };
}

/** The filter of a child nobody has chosen values for: open (the spec's music switch still applies on its own). */
export const DEFAULT_VALUES_FILTER: ChildValuesFilter = presetFilter('open');

/**
 * The music level an item has for a child: an item with a vocals-only mix plays that mix to a child who may not
 * hear instruments, so it counts as voice only for them.
 */
export function effectiveMusic(
  filter: Pick<ChildValuesFilter, 'music'>,
  item: { music: ItemLevel<'music'>; vocalsMix: boolean },
): ItemLevel<'music'> {
  if (item.vocalsMix && filter.music !== 'instruments') return 'voice';
  return item.music;
}

/** Whether a child with this filter may see an item with these values (unknown is the strongest level). */
export function allowsValues(
  filter: ChildValuesFilter,
  item: ContentValues & { vocalsMix: boolean },
): boolean {
  return VALUE_AXES.every((axis) => {
    const allowed = levelRank(axis, filter[axis]);
    const level = axis === 'music' ? effectiveMusic(filter, item) : item[axis];
    return levelRank(axis, level as ItemLevel<typeof axis>) <= allowed;
  });
}

/**
 * The parents' answer on one axis, counted like IMDb's Parents Guide: the most-voted level wins, a tie goes to the
 * stronger level; no votes is unknown. `unknown` votes are not counted.
 */
export function tallyAxis<A extends ValueAxis>(axis: A, votes: readonly ItemLevel<A>[]): ItemLevel<A> {
  const levels = AXIS_LEVELS[axis] as readonly AxisLevel<A>[];
  let best: AxisLevel<A> | null = null;
  let bestCount = 0;
  for (const level of levels) {
    const count = votes.filter((vote) => vote === level).length;
    // Levels run mildest to strongest, so `>=` hands a tie to the stronger one.
    if (count > 0 && count >= bestCount) {
      best = level;
      bestCount = count;
    }
  }
  return best ?? UNKNOWN_LEVEL;
}
