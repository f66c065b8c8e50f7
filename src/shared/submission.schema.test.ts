import { describe, expect, it } from 'vitest';
import { submissionSchema } from './submission.schema';
import { englishText } from './texts/english';

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
  return result.success ? null : englishText(result.error?.issues[0]?.message);
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
