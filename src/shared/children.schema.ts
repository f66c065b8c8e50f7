// Child profiles: the add-child form (wizard and dashboard) and screen-time changes, with the spec's messages.
import { z } from 'zod';
import { type ChildAvatar, childAvatarSchema } from './child-avatars';
import {
  autoplayVideosSchema,
  type ChildTimeSettings,
  graceMinutesSchema,
  TIME_RULE_MESSAGES,
  weeklyLimitSchema,
  windowsSchema,
} from './child-time';
import {
  AXIS_LEVELS,
  type ChildValuesFilter,
  DEFAULT_VALUES_FILTER,
  PRESET_LEVELS,
  presetFilter,
  VALUE_AXES,
  VALUE_PRESETS,
} from './content-values';
import { CATEGORIES, LIMITS, RESTRICTION_LEVELS } from './domain';
import { localeSchema } from './locale.schema';
import type { Locale } from './locales';
import { safeText } from './safe-text';

export const CHILD_MESSAGES = {
  nameRequired: 'nameRequired',
  dateOfBirthRequired: 'dateBirthRequired',
  dateOfBirthFuture: 'dateBirthCannotFuture',
  under18: 'childUnder18YearsOld',
  childNotFound: 'childNotFound',
  /** A child over the Free plan's limit after a downgrade. */
  childLocked: 'childProfileLockedFreePlan',
} as const;

function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** True when the child reaches 18 on or before today. */
function isAdult(value: string, today: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const eighteenth = `${String(y + 18).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return eighteenth <= today;
}

export const childDateOfBirthSchema = safeText({ error: CHILD_MESSAGES.dateOfBirthRequired })
  .trim()
  .min(1, CHILD_MESSAGES.dateOfBirthRequired)
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value), 'enterValidDate')
  .refine((value) => value <= todayIso(), CHILD_MESSAGES.dateOfBirthFuture)
  .refine((value) => !isAdult(value, todayIso()), CHILD_MESSAGES.under18);

export const screenTimeLimitSchema = z
  .number({ error: 'screenTimeNumberMinutes' })
  .int('screenTimeWholeNumberMinutes')
  .min(LIMITS.screenTimeMinMinutes, 'screenTimeAtLeast')
  .max(LIMITS.screenTimeMaxMinutes, 'screenTimeAtMost')
  .refine((value) => value % LIMITS.screenTimeStepMinutes === 0, 'screenTimeSteps15Minutes');

export const VALUES_MESSAGES = {
  preset: 'valuesPresetUnknown',
  level: 'valuesLevelUnknown',
  customEveryAxis: 'valuesCustomEveryAxis',
} as const;

const levelSchema = <A extends keyof typeof AXIS_LEVELS>(axis: A) =>
  z.enum(AXIS_LEVELS[axis], { error: VALUES_MESSAGES.level }).optional();

/**
 * A child's values filter as a parent sends it: a named preset (its levels are always PRESET_LEVELS, whatever the
 * request says, so the server never trusts a client's idea of a preset) or `custom` with a level for every axis.
 */
export const valuesFilterSchema = z
  .object(
    {
      preset: z.enum(VALUE_PRESETS, { error: VALUES_MESSAGES.preset }),
      music: levelSchema('music'),
      faces: levelSchema('faces'),
      magic: levelSchema('magic'),
      imagery: levelSchema('imagery'),
      dancing: levelSchema('dancing'),
    },
    { error: VALUES_MESSAGES.preset },
  )
  .superRefine((value, ctx) => {
    if (value.preset !== 'custom') return;
    for (const axis of VALUE_AXES)
      if (value[axis] === undefined)
        ctx.addIssue({ code: 'custom', path: [axis], message: VALUES_MESSAGES.customEveryAxis });
  })
  .transform((value): ChildValuesFilter => {
    if (value.preset !== 'custom') return presetFilter(value.preset);
    return {
      preset: 'custom',
      music: value.music ?? PRESET_LEVELS.open.music,
      faces: value.faces ?? PRESET_LEVELS.open.faces,
      magic: value.magic ?? PRESET_LEVELS.open.magic,
      imagery: value.imagery ?? PRESET_LEVELS.open.imagery,
      dancing: value.dancing ?? PRESET_LEVELS.open.dancing,
    };
  });

/** A stored filter as the API answers it: a named preset read as its levels, anything unreadable as the default. */
export function storedValuesFilter(stored: unknown): ChildValuesFilter {
  const parsed = valuesFilterSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_VALUES_FILTER;
}

export const createChildSchema = z.object({
  name: safeText({ error: CHILD_MESSAGES.nameRequired })
    .trim()
    .min(1, CHILD_MESSAGES.nameRequired)
    .max(50, 'nameMost50Characters'),
  dateOfBirth: childDateOfBirthSchema,
  /** The child's interface language in child mode; null or absent = the device's language. */
  interfaceLanguage: localeSchema.nullable().optional(),
  /** The child's picture (a fixed list); null or absent = none chosen. */
  avatar: childAvatarSchema.nullable().optional(),
  /** The values filter (content-values.ts); absent = open. */
  valuesFilter: valuesFilterSchema.optional(),
});
export type CreateChildInput = z.infer<typeof createChildSchema>;

export const updateChildSchema = z
  .object({
    name: createChildSchema.shape.name.optional(),
    dateOfBirth: childDateOfBirthSchema.optional(),
    screenTimeLimit: screenTimeLimitSchema.optional(),
    restrictionLevel: z.enum(RESTRICTION_LEVELS, { error: 'invalidRestrictionLevel' }).optional(),
    /** null = follow the parent's content preferences. */
    allowedCategories: z
      .array(z.enum(CATEGORIES, { error: 'invalidContentCategory' }))
      .min(1, 'chooseLeastOneCategory')
      .max(CATEGORIES.length)
      .nullable()
      .optional(),
    musicAllowed: z.boolean({ error: 'musicAllowedYesNo' }).optional(),
    /** Whether the child may play games in child mode (default yes). */
    gamesEnabled: z.boolean({ error: 'gamesAllowedYesNo' }).optional(),
    /** null = follow the device's language again. */
    interfaceLanguage: localeSchema.nullable().optional(),

    // Time rules (child-time.ts): a limit per weekday (Mon..Sun, null = the daily limit above), an optional weekly
    // limit, allowed windows per weekday (null = any hour), the grace to finish a video, autoplay in a row.
    dayLimits: z
      .array(screenTimeLimitSchema.nullable(), { error: TIME_RULE_MESSAGES.dayLimits })
      .length(7, TIME_RULE_MESSAGES.dayLimits)
      .optional(),
    weeklyLimit: weeklyLimitSchema.nullable().optional(),
    allowedWindows: windowsSchema.optional(),
    videoGraceMinutes: graceMinutesSchema.optional(),
    autoplayVideos: autoplayVideosSchema.optional(),
    // Family controls, approved content only: the child sees only what the parent approved for them.
    approvedOnly: z.boolean({ error: 'approvedOnlyOnOrOff' }).optional(),
    // The child's picture and the search switch.
    /** null = no picture (the child's initial is shown). */
    avatar: childAvatarSchema.nullable().optional(),
    /** Whether the child may search in child mode (default yes); off, the server refuses a search. */
    searchEnabled: z.boolean({ error: 'searchAllowedYesNo' }).optional(),
    /** What the child may see and hear on the values axes (content-values.ts). */
    valuesFilter: valuesFilterSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'nothingUpdate');
export type UpdateChildInput = z.infer<typeof updateChildSchema>;

export type Child = {
  id: string;
  name: string;
  dateOfBirth: string;
  ageBand: number;
  screenTimeLimit: number;
  restrictionLevel: (typeof RESTRICTION_LEVELS)[number];
  /** null = follows the parent's content preferences. */
  allowedCategories: string[] | null;
  musicAllowed: boolean;
  /** Games in child mode; false = the games list says so and the game routes refuse. */
  gamesEnabled: boolean;
  /** The child's interface language in child mode; null = the device's language. */
  interfaceLanguage: Locale | null;
  /** The child's picture; null = none chosen. */
  avatar: ChildAvatar | null;
  /** Search in child mode; false = no search box, and the server refuses a search. */
  searchEnabled: boolean;
  /** Over the Free plan's limit after a downgrade: kept, no child mode until an upgrade. */
  locked: boolean;
  /** Approved content only: the child sees only what the parent approved (blocks apply either way). */
  approvedOnly: boolean;
  /**
   * The values filter: a preset and the strongest level allowed per axis. With `musicAllowed` false the child hears
   * no music whatever the filter's music level says (the policy applies both).
   */
  valuesFilter: ChildValuesFilter;
  createdAt: string;
  /** Time rules beyond the daily limit (child-time.ts). */
  time: ChildTimeSettings;
};
