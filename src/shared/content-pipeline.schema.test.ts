import { describe, expect, it } from 'vitest';
import {
  AUTO_SYNC_INTERVALS,
  cleanTags,
  contentUpdateSchema,
  cronForInterval,
  submissionSchema,
  uploadSchema,
} from './content-pipeline.schema';

const submission = {
  title: 'Wudu for kids',
  sourceType: 'youtube',
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  category: 'Quran & Dua for Kids',
  contentRating: 'G',
  language: 'English',
  ageRange: 1,
  duration: 0,
  description: 'Step by step',
  tags: [],
  hasMusic: false,
  shariahScore: 100,
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('submissionSchema', () => {
  it('accepts a minimal YouTube submission (duration 0 allowed, tenths allowed)', () => {
    expect(submissionSchema.safeParse(submission).success).toBe(true);
    expect(submissionSchema.safeParse({ ...submission, duration: 2.5 }).success).toBe(true);
  });

  it('needs the id and username of the chosen social source, and ignores the other sources', () => {
    expect(firstMessage(submissionSchema.safeParse({ ...submission, sourceType: 'instagram_reel' }))).toBe(
      'Instagram username is required',
    );
    const reel = submissionSchema.safeParse({
      ...submission,
      sourceType: 'instagram_reel',
      youtubeUrl: '',
      instagramReelUsername: 'qamar',
      instagramReelId: 'C1',
    });
    expect(reel.success).toBe(true);
  });

  it('offers only G and the 12 categories', () => {
    expect(firstMessage(submissionSchema.safeParse({ ...submission, contentRating: 'PG' }))).toBe(
      'Only G-rated content can be submitted',
    );
    expect(firstMessage(submissionSchema.safeParse({ ...submission, category: 'Music' }))).toBe(
      'Invalid content category',
    );
  });
});

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
    });
    expect(ok.category).toBeNull();
  });
});

describe('helpers', () => {
  it('cleanTags trims, drops empties and case-insensitive duplicates', () => {
    expect(cleanTags([' Quran ', '', 'quran', 'Stories', 'stories '])).toEqual(['Quran', 'Stories']);
  });

  it('cronForInterval expresses every allowed interval exactly', () => {
    expect(AUTO_SYNC_INTERVALS.map(cronForInterval)).toEqual([
      '*/5 * * * *',
      '*/10 * * * *',
      '*/15 * * * *',
      '*/20 * * * *',
      '*/30 * * * *',
      '0 */1 * * *',
      '0 */2 * * *',
      '0 */3 * * *',
      '0 */4 * * *',
      '0 */6 * * *',
      '0 */12 * * *',
      '0 0 * * *',
    ]);
  });
});
