// Who says what an item shows on the values axes (content-values.ts): the creator declares every axis when
// submitting, parents answer short factual questions while the item is pending, and the moderator publishes one level
// per axis. The schemas of the three, the parents' tally as it is shown, and the rule that names who set an axis.
import { z } from 'zod';
import {
  AXIS_LEVELS,
  type AxisLevel,
  type ContentValues,
  type ItemLevel,
  itemLevels,
  tallyAxis,
  UNKNOWN_LEVEL,
  VALUE_AXES,
  type ValueAxis,
  type ValueSource,
  type ValueSources,
} from './content-values';

/** A creator's declaration: one real level on every axis (the creator knows their video; "unknown" is not offered). */
export type DeclaredValues = { [A in ValueAxis]: AxisLevel<A> };

const levelOf = <A extends ValueAxis>(axis: A) =>
  z.enum(AXIS_LEVELS[axis] as unknown as [AxisLevel<A>, ...AxisLevel<A>[]], {
    error: 'answerValueQuestion',
  });

const itemLevelOf = <A extends ValueAxis>(axis: A) =>
  z.enum(itemLevels(axis) as unknown as [ItemLevel<A>, ...ItemLevel<A>[]], {
    error: 'answerValueQuestion',
  });

/** The five questions of the submission and upload forms, each answered. */
export const declaredValuesSchema = z.strictObject(
  {
    music: levelOf('music'),
    faces: levelOf('faces'),
    magic: levelOf('magic'),
    imagery: levelOf('imagery'),
    dancing: levelOf('dancing'),
  },
  { error: 'answerValueQuestions' },
);

/**
 * What a submission's fields declare. A client from before the values questions sends only the spec's `hasMusic`:
 * its music is then 'none' without music and 'unknown' with (the kind was never asked), every other axis unknown.
 */
export function declarationOf(input: { values?: DeclaredValues; hasMusic?: boolean }): ContentValues {
  if (input.values) return { ...input.values };
  return {
    music: input.hasMusic ? UNKNOWN_LEVEL : 'none',
    faces: UNKNOWN_LEVEL,
    magic: UNKNOWN_LEVEL,
    imagery: UNKNOWN_LEVEL,
    dancing: UNKNOWN_LEVEL,
  };
}

/**
 * The submission schemas' check: a declaration, or (older clients) the spec's `hasMusic` on its own; when both come,
 * they must agree. Issues are keyed to `values`, so a form shows them beside the questions.
 */
export function checkDeclaration(
  value: { values?: DeclaredValues | undefined; hasMusic?: boolean | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!value.values && value.hasMusic === undefined)
    ctx.addIssue({ code: 'custom', path: ['values'], message: 'answerValueQuestions' });
  else if (value.values && value.hasMusic !== undefined && value.hasMusic !== (value.values.music !== 'none'))
    ctx.addIssue({ code: 'custom', path: ['values', 'music'], message: 'musicAnswerDisagreesHasMusic' });
}

/** The content columns a declaration sets on a new item: the published axes and who set them (the creator). */
export function declaredColumns(declared: ContentValues) {
  const valueSources: ValueSources = {};
  for (const axis of VALUE_AXES) if (declared[axis] !== UNKNOWN_LEVEL) valueSources[axis] = 'creator';
  return {
    ...declared,
    hasMusic: declared.music !== 'none',
    declaredValues: declared,
    valueSources,
  };
}

/** A draft's answers so far: any of the five (checked as a whole when the draft is submitted). */
export const draftValuesSchema = declaredValuesSchema.partial();

/** The declared answers a draft holds, without the unknowns (a question not answered yet). */
export function draftValuesOf(stored: Partial<ContentValues> | null): ValueAnswers {
  const answers: Record<string, string> = {};
  for (const axis of VALUE_AXES) {
    const level = stored?.[axis];
    if (level !== undefined && level !== UNKNOWN_LEVEL) answers[axis] = level;
  }
  return answers as ValueAnswers;
}

/** PUT /api/parent/pending-content/:id/values: a parent's answers, any of the five, at least one. */
export const valueAnswersSchema = z
  .strictObject(
    {
      music: levelOf('music').optional(),
      faces: levelOf('faces').optional(),
      magic: levelOf('magic').optional(),
      imagery: levelOf('imagery').optional(),
      dancing: levelOf('dancing').optional(),
    },
    { error: 'answerValueQuestion' },
  )
  .refine((answers) => VALUE_AXES.some((axis) => answers[axis] !== undefined), {
    message: 'answerAtLeastOneValueQuestion',
  });
export type ValueAnswersInput = z.input<typeof valueAnswersSchema>;
export type ValueAnswers = Partial<DeclaredValues>;

/** One axis of the parents' tally: the winning level (unknown without answers) and how many chose each level. */
export type AxisTally = { level: string; counts: Record<string, number>; total: number };
export type ValueTally = Record<ValueAxis, AxisTally>;

/** The tally of every axis from the answers' counts per axis and level (`rows` from one GROUP BY). */
export function tallyOf(rows: readonly { axis: string; level: string; count: number }[]): ValueTally {
  const tally = {} as ValueTally;
  for (const axis of VALUE_AXES) {
    const counts: Record<string, number> = Object.fromEntries(AXIS_LEVELS[axis].map((level) => [level, 0]));
    const votes: string[] = [];
    for (const row of rows) {
      if (row.axis !== axis || !(row.level in counts)) continue;
      counts[row.level] = (counts[row.level] ?? 0) + row.count;
      for (let i = 0; i < row.count; i += 1) votes.push(row.level);
    }
    tally[axis] = {
      level: tallyAxis(axis, votes as ItemLevel<typeof axis>[]),
      counts,
      total: votes.length,
    };
  }
  return tally;
}

/** What PUT …/values answers: the parent's own answers and the tally they are now part of. */
export type ValueAnswersResult = { answers: ValueAnswers; tally: ValueTally };

/** A moderator's published values (POST /api/admin/content/:id/publish `values`): a level or unknown per axis. */
export const publishedValuesSchema = z.strictObject(
  {
    music: itemLevelOf('music'),
    faces: itemLevelOf('faces'),
    magic: itemLevelOf('magic'),
    imagery: itemLevelOf('imagery'),
    dancing: itemLevelOf('dancing'),
  },
  { error: 'answerValueQuestions' },
);

/**
 * The value a moderator is offered on each axis: the parents' tally when anyone answered, else the creator's
 * declaration, else what the item carries now.
 */
export function defaultPublishedValues(
  current: ContentValues,
  declared: Partial<ContentValues> | null,
  tally: ValueTally,
): ContentValues {
  const values = { ...current };
  for (const axis of VALUE_AXES) {
    const fromParents = tally[axis].level;
    const fromCreator = declared?.[axis];
    (values as Record<ValueAxis, string>)[axis] =
      fromParents !== UNKNOWN_LEVEL ? fromParents : (fromCreator ?? current[axis]);
  }
  return values;
}

/**
 * Who set each published axis: the parents when the moderator kept their tally, the creator when they kept the
 * declaration, the moderator when they chose something else. An axis still unknown has no source.
 */
export function sourcesOfDecision(
  chosen: ContentValues,
  declared: Partial<ContentValues> | null,
  tally: ValueTally,
): ValueSources {
  const sources: ValueSources = {};
  for (const axis of VALUE_AXES) {
    const level = chosen[axis];
    let source: ValueSource | undefined;
    if (tally[axis].total > 0 && level === tally[axis].level) source = 'parents';
    else if (declared?.[axis] !== undefined && level === declared[axis])
      source = level === UNKNOWN_LEVEL ? undefined : 'creator';
    else if (level !== UNKNOWN_LEVEL) source = 'moderator';
    if (source) sources[axis] = source;
  }
  return sources;
}

/** The values part of an item as a moderator reviews it. */
export type ItemValuesReview = {
  /** The published levels now (the declaration until a moderator decides). */
  current: ContentValues;
  sources: ValueSources;
  /** The creator's declaration; null for items made before the questions (or by an admin). */
  declared: Partial<ContentValues> | null;
  tally: ValueTally;
  /** What the review form starts with (defaultPublishedValues). */
  suggested: ContentValues;
};
