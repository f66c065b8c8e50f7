// Field schemas the content forms share (creator submission, admin edit, admin upload), so a title, a tag list
// or an age range is checked with the same rules and messages everywhere.
import { z } from 'zod';
import { AGE_BAND_VALUES } from './domain';
import type { MessageKey } from './message-key';
import { safeText } from './safe-text';

/** Trims, drops empties and case-insensitive duplicates (first spelling wins). */
export function cleanTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

export const requiredText = (message: MessageKey, max: number, tooLong: MessageKey) =>
  safeText({ error: message }).trim().min(1, message).max(max, tooLong);

export const tagList = z
  .array(safeText().max(50, 'tagsMost50Characters'))
  .max(30, 'most30Tags')
  .default([])
  .transform(cleanTags);

export const ageRange = z.union(
  AGE_BAND_VALUES.map((value) => z.literal(value)) as [z.ZodLiteral<1>, ...z.ZodLiteral<2 | 3 | 4>[]],
  {
    error: 'chooseAgeRange',
  },
);
