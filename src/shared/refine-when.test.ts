// Forms show every field's error at once: object-level checks report together with the fields' own issues.

import { describe, expect, it } from 'vitest';
import {
  creatorSetupSchema,
  profileUpdateSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './accounts.schema';
import { createChildSchema } from './children.schema';
import { reportInputSchema } from './engagement.schema';
import { contentUpdateSchema, uploadSchema } from './moderation.schema';
import { screeningTermSchema } from './screening-terms.schema';
import { submissionSchema } from './submission.schema';
import { englishText } from './texts/english';
import { channelLinkSchema } from './youtube-sync.schema';

/** Each field's first message, as the web's form helper shows them. */
function fieldMessages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    messages[field] ??= englishText(issue.message) ?? '';
  }
  return messages;
}

/** What the submission form sends when only the source and its link were filled in. */
const emptySubmission = {
  title: '',
  sourceType: 'youtube',
  youtubeUrl: 'not a youtube link',
  category: undefined,
  contentRating: 'G',
  language: undefined,
  ageRange: 0,
  duration: Number.NaN,
  description: '',
  tags: [],
  hasMusic: false,
  shariahScore: Number.NaN,
};

describe('every issue of a form is reported together', () => {
  it("submission: 'Invalid YouTube URL format' comes with the empty required fields, not after them", () => {
    const result = submissionSchema.safeParse(emptySubmission);
    expect(fieldMessages(result)).toEqual({
      title: 'Title is required',
      youtubeUrl: 'Invalid YouTube URL format',
      category: 'Invalid content category',
      language: 'Please choose a language',
      ageRange: 'Please choose an age range',
      duration: 'Duration is required',
      description: 'Description is required',
      shariahScore: 'Shariah score is required',
    });
    // The server answers with the first issue: still the first field's own message, as before.
    expect(englishText(result.error?.issues[0]?.message)).toBe('Title is required');
  });

  it("submission: a missing link or social id is reported with the other fields' errors", () => {
    const youtube = fieldMessages(submissionSchema.safeParse({ ...emptySubmission, youtubeUrl: '' }));
    expect(youtube.youtubeUrl).toBe('YouTube URL is required');
    expect(youtube.title).toBe('Title is required');
    const tiktok = fieldMessages(
      submissionSchema.safeParse({ ...emptySubmission, sourceType: 'tiktok', youtubeUrl: undefined }),
    );
    expect(tiktok).toMatchObject({
      title: 'Title is required',
      tiktokUsername: 'TikTok username is required',
      tiktokVideoId: 'TikTok video ID is required',
    });
  });

  it('submission: the source checks wait for the source fields themselves to parse', () => {
    const messages = fieldMessages(submissionSchema.safeParse({ ...emptySubmission, sourceType: 'vimeo' }));
    expect(messages.sourceType).toBe('Please choose where the video is');
    expect(messages.youtubeUrl).toBeUndefined();
  });

  it("content edit: 'Please give a reason…' comes with an empty title and category", () => {
    const result = contentUpdateSchema.safeParse({
      title: '',
      description: '',
      status: 'rejected',
      rejectionReason: '',
      category: '',
      tags: [],
      contentRating: 'G',
      language: 'English',
      ageRange: 1,
      hasMusic: false,
      revision: 1,
    });
    expect(fieldMessages(result)).toEqual({
      title: 'Title is required',
      category: 'Invalid content category',
      rejectionReason: 'Please give a reason for rejecting this content',
    });
  });

  // What each form sends when submitted empty (or with one wrong value): every field with a problem is named.
  it.each([
    ['sign-up', signUpSchema, { name: '', email: '', password: '' }, ['name', 'email', 'password']],
    ['sign-in', signInSchema, { email: 'not-an-email', password: '' }, ['email', 'password']],
    ['add child', createChildSchema, { name: '', dateOfBirth: '' }, ['name', 'dateOfBirth']],
    [
      'creator setup',
      creatorSetupSchema,
      { fullName: '', youtubeChannelUrl: 'nope' },
      ['fullName', 'youtubeChannelUrl'],
    ],
    [
      'profile',
      profileUpdateSchema,
      { fullName: '', website: 'nope', dateOfBirth: 'x' },
      ['fullName', 'dateOfBirth', 'website'],
    ],
    [
      'reset password',
      resetPasswordSchema,
      { password: 'short', confirmPassword: 'other' },
      ['password', 'confirmPassword'],
    ],
    ['report', reportInputSchema, { reason: '', details: '' }, ['reason', 'details']],
    [
      'admin upload',
      uploadSchema,
      {
        creatorProfileId: '',
        title: '',
        description: '',
        youtubeUrl: 'nope',
        language: 'English',
        ageRange: 1,
      },
      ['creatorProfileId', 'title', 'description', 'youtubeUrl'],
    ],
    ['screening term', screeningTermSchema, { reason: '', term: '' }, ['reason', 'term']],
    ['channel link', channelLinkSchema, { creatorId: '', channelId: '' }, ['creatorId', 'channelId']],
  ] as const)('%s: an empty or wrong form names every field at once', (_form, schema, values, fields) => {
    expect(Object.keys(fieldMessages(schema.safeParse(values))).sort()).toEqual([...fields].sort());
  });
});
