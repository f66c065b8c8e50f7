// The pictures a parent picks for a child's profile, so a child finds their own name at a glance: a fixed list of
// drawn things (no faces, no people or animals, as every drawing of ours); the web draws each id.
import { z } from 'zod';

export const CHILD_AVATARS = [
  'moon',
  'star',
  'lantern',
  'palm',
  'tulip',
  'boat',
  'kite',
  'rainbow',
  'mountain',
  'sun',
  'pomegranate',
  'rocket',
] as const;
export type ChildAvatar = (typeof CHILD_AVATARS)[number];

export const CHILD_AVATAR_MESSAGES = { invalid: 'chooseOneChildPictures' } as const;

/** One picture from the list; null = none chosen (the child's initial is shown instead). */
export const childAvatarSchema = z.enum(CHILD_AVATARS, { error: CHILD_AVATAR_MESSAGES.invalid });
