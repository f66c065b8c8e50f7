// safeText refuses what PostgreSQL cannot store (and other invisible control characters); ids are lower-cased.
import { describe, expect, it } from 'vitest';
import { createChildSchema } from './children.schema';
import { feedQuerySchema } from './feed.schema';
import { normaliseUuids, uuidSchema } from './ids';
import { isSafeText, safeText, TEXT_MESSAGES } from './safe-text';
import { submissionSchema } from './submission.schema';

describe('safeText', () => {
  it('refuses NUL, other C0 controls, DEL and lone surrogates, and keeps tabs, newlines and emoji', () => {
    for (const bad of ['a\u0000b', '\u0001', 'x\u001b[31m', '\u007f', 'a\ud800', '\udc00b'])
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'Maryam', 'line\nline\r\n\ttab', 'نور', '🌙 moon', 'é'])
      expect(isSafeText(good), good).toBe(true);
  });

  it('chains like a string and answers the clear message first', () => {
    const schema = safeText({ error: 'Name is required' }).trim().min(1, 'Name is required').max(5);
    expect(schema.parse('  Ali  ')).toBe('Ali');
    const result = schema.safeParse('\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it('is used by the shared request schemas (child, submission, feed search)', () => {
    expect(createChildSchema.safeParse({ name: 'A\u0000', dateOfBirth: '2020-01-01' }).success).toBe(false);
    const submission = submissionSchema.safeParse({ title: 'x', description: 'bad\u0000' });
    expect(submission.error?.issues.some((issue) => issue.message === TEXT_MESSAGES.controlCharacters)).toBe(
      true,
    );
    expect(feedQuerySchema.safeParse({ q: '\u0000' }).success).toBe(false);
  });
});

describe('ids', () => {
  const upper = 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11';
  it('lower-cases UUIDs in schemas and paths, and leaves everything else alone', () => {
    expect(uuidSchema().parse(upper)).toBe(upper.toLowerCase());
    expect(normaliseUuids(`/api/admin/content/${upper}/publish`)).toBe(
      `/api/admin/content/${upper.toLowerCase()}/publish`,
    );
    expect(normaliseUuids('/api/profiles/AbCdEfGhIjKlMnOp')).toBe('/api/profiles/AbCdEfGhIjKlMnOp');
    expect(normaliseUuids(`/x/${upper}0`)).toBe(`/x/${upper}0`);
  });
});
