import { describe, expect, it } from 'vitest';
import { CHILD_AVATARS, childAvatarSchema } from './child-avatars';
import { createChildSchema, updateChildSchema } from './children.schema';
import { englishText } from './texts/english';

describe("a child's picture", () => {
  it('is one of at least twelve distinct ids', () => {
    expect(CHILD_AVATARS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(CHILD_AVATARS).size).toBe(CHILD_AVATARS.length);
    for (const id of CHILD_AVATARS) expect(childAvatarSchema.parse(id)).toBe(id);
  });

  it('refuses anything else with its message', () => {
    for (const bad of ['dragon', '', 'Moon', ' moon', 3, null, ['moon']]) {
      const result = childAvatarSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(englishText(result.error?.issues[0]?.message)).toBe('Please choose one of the child pictures');
    }
  });

  it('is optional when adding a child and may be cleared with null when changing one; search is yes or no', () => {
    expect(createChildSchema.parse({ name: 'Musa', dateOfBirth: '2019-05-01' }).avatar).toBeUndefined();
    expect(createChildSchema.parse({ name: 'Musa', dateOfBirth: '2019-05-01', avatar: 'kite' }).avatar).toBe(
      'kite',
    );
    expect(updateChildSchema.parse({ avatar: null })).toEqual({ avatar: null });
    expect(updateChildSchema.parse({ searchEnabled: false })).toEqual({ searchEnabled: false });
    const notBoolean = updateChildSchema.safeParse({ searchEnabled: 'off' });
    expect(englishText(notBoolean.error?.issues[0]?.message)).toBe('Search allowed must be yes or no');
  });
});
