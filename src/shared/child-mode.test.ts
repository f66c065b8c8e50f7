import { describe, expect, it } from 'vitest';
import {
  CHILD_MODE_MESSAGES,
  exitChildModeSchema,
  exitQuestion,
  gameScoreSchema,
  heartbeatSchema,
  isTimeZone,
  MAX_GAME_SCORE,
} from './child-mode';
import { englishText } from './texts/english';

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

describe('game heartbeats and scores', () => {
  it('a heartbeat names a video, a game, or nothing, never both', () => {
    expect(heartbeatSchema.parse({ gameId: 'tetris' })).toEqual({ gameId: 'tetris' });
    expect(heartbeatSchema.parse({})).toEqual({});
    expect(englishText(heartbeatSchema.safeParse({ gameId: 'chess' }).error?.issues[0]?.message)).toBe(
      'Unknown game',
    );
    const both = heartbeatSchema.safeParse({
      gameId: 'snake',
      contentId: '00000000-0000-4000-8000-000000000001',
    });
    expect(englishText(both.error?.issues[0]?.message)).toBe('Send a content id or a game id, not both');
  });

  it('a score is a whole number from 0 to 1000000 with a round id', () => {
    const roundId = '00000000-0000-4000-8000-00000000ABCD';
    expect(gameScoreSchema.parse({ score: 0, roundId })).toEqual({
      score: 0,
      roundId: roundId.toLowerCase(),
    });
    expect(gameScoreSchema.safeParse({ score: MAX_GAME_SCORE, roundId }).success).toBe(true);
    for (const score of [-1, 2.5, MAX_GAME_SCORE + 1, '3', null]) {
      expect(gameScoreSchema.safeParse({ score, roundId }).error?.issues[0]?.message).toBe(
        CHILD_MODE_MESSAGES.scoreInvalid,
      );
    }
    expect(englishText(gameScoreSchema.safeParse({ score: 1 }).error?.issues[0]?.message)).toBe(
      'Invalid round id',
    );
  });
});
