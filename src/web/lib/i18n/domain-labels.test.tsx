import { describe, expect, it } from 'vitest';
import { isolateNumberRanges } from './domain-labels';

describe('isolateNumberRanges', () => {
  it('wraps each number range in a left-to-right isolate, and nothing else', () => {
    expect(isolateNumberRanges('عمر 3-5 سال')).toBe('عمر \u20663-5\u2069 سال');
    expect(isolateNumberRanges('10-20 دقيقة')).toBe('\u206610-20\u2069 دقيقة');
    expect(isolateNumberRanges('13+')).toBe('\u206613+\u2069');
    expect(isolateNumberRanges('أكثر من 20 دقيقة')).toBe('أكثر من 20 دقيقة');
  });
});
