import { describe, expect, it } from 'vitest';
import { exitChildModeSchema, exitQuestion, isTimeZone } from './child-mode';

describe('time zones', () => {
  it('knows real time zones', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('exit gate', () => {
  it('asks for two numbers from 1 to 10', () => {
    expect(exitQuestion(() => 0)).toEqual({ a: 1, b: 1 });
    expect(exitQuestion(() => 0.999)).toEqual({ a: 10, b: 10 });
  });
  it('takes a whole-number answer or a 4-6 digit PIN', () => {
    expect(exitChildModeSchema.safeParse({ answer: 7 }).success).toBe(true);
    expect(exitChildModeSchema.safeParse({ pin: '1234' }).success).toBe(true);
    expect(exitChildModeSchema.safeParse({ pin: '12' }).success).toBe(false);
    expect(exitChildModeSchema.safeParse({ answer: 'seven' }).success).toBe(false);
  });
});
