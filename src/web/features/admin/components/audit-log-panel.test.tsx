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
});
