import { describe, expect, it } from 'vitest';
import { contentUpdateSchema, uploadSchema } from './moderation.schema';
import { englishText } from './texts/english';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : englishText(result.error?.issues[0]?.message);
}

describe('contentUpdateSchema', () => {
  const update = {
    title: 'T',
    description: '',
    status: 'published',
    category: 'Shows',
    tags: ['A', 'a', ' B '],
    contentRating: 'R',
    language: 'Other',
    ageRange: 4,
    hasMusic: false,
    revision: 1,
  };
  it('drops duplicate tags and clears the reason unless rejecting', () => {
    const parsed = contentUpdateSchema.parse({ ...update, rejectionReason: '  ' });
    expect(parsed.tags).toEqual(['A', 'B']);
    expect(parsed.rejectionReason).toBeNull();
  });
  it('requires a reason to reject', () => {
    expect(firstMessage(contentUpdateSchema.safeParse({ ...update, status: 'rejected' }))).toBe(
      'Please give a reason for rejecting this content',
    );
  });
});

describe('uploadSchema', () => {
  it('needs a creator profile and a YouTube URL; the category is optional', () => {
    expect(
      firstMessage(
        uploadSchema.safeParse({ title: 'T', description: 'D', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
      ),
    ).toBe('Please select a creator profile');
    const ok = uploadSchema.parse({
      creatorProfileId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      title: 'T',
      description: 'D',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
      language: 'Urdu',
      ageRange: 1,
    });
    expect(ok.category).toBeNull();
    // Rating and music have defaults; language and age range are the admin's choice.
    expect(ok).toMatchObject({ language: 'Urdu', ageRange: 1, contentRating: 'G', hasMusic: false });
  });
  it('names the language and age range when they are missing', () => {
    const result = uploadSchema.safeParse({
      creatorProfileId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      title: 'T',
      description: 'D',
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(result.success ? [] : result.error.issues.map((i) => englishText(i.message))).toEqual([
      'Please choose a language',
      'Please choose an age range',
    ]);
  });
});
