// The audit log in words: a user's status and role changes read as words, like content statuses.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuditText } from './audit-log-panel';

describe('useAuditText', () => {
  it('names statuses and roles in words, field by field', () => {
    const { result } = renderHook(() => useAuditText());
    const changes = result.current.changes(
      { status: 'active', role: 'creator' },
      { status: 'suspended', role: 'admin' },
    );
    expect(changes.map(({ before, after }) => [before, after])).toEqual([
      ['Active', 'Suspended'],
      ['Creator', 'Administrator'],
    ]);
    expect(result.current.changes({ status: 'pending' }, { status: 'published' })[0]).toMatchObject({
      before: 'Pending',
      after: 'Published',
    });
  });

  it('names the landing page’s curated-content actions and fields, and never shows an unknown code', () => {
    const { result } = renderHook(() => useAuditText());
    expect(
      [
        'testimonial.create',
        'testimonial.update',
        'testimonial.delete',
        'featured.set',
        'featured.clear',
      ].map(result.current.action),
    ).toEqual([
      'Testimonial added',
      'Testimonial changed',
      'Testimonial removed',
      'Video featured on the home page',
      'Video no longer featured',
    ]);
    expect(result.current.action('something.new')).toBe('Other change');
    expect(result.current.changes({ rating: 4, published: true }, { rating: 2, published: false })).toEqual([
      { key: 'rating', field: 'Rating', before: '4', after: '2' },
      { key: 'published', field: 'Shown on the home page', before: 'Yes', after: 'No' },
    ]);
    expect(result.current.field('authorLabel')).toBe('Author');
  });

  it('reads a moderator’s values decision axis by axis, with who set each', () => {
    const { result } = renderHook(() => useAuditText());
    expect(
      result.current.changes(
        { values: { music: 'voice', faces: 'unknown' }, valueSources: { music: 'creator' } },
        {
          values: { music: 'percussion', faces: 'none' },
          valueSources: { music: 'parents', faces: 'moderator' },
        },
      ),
    ).toEqual([
      {
        key: 'values',
        field: 'Values',
        before: 'Music: Voices only · Faces: Not known',
        after: 'Music: Voices and drums · Faces: No faces',
      },
      {
        key: 'valueSources',
        field: 'Set by',
        before: 'Music: Creator',
        after: 'Music: Parents · Faces: Moderator',
      },
    ]);
  });
});
