import { describe, expect, it } from 'vitest';
import { parseHighScores, withHighScore } from './high-scores';

describe('high scores', () => {
  it('keeps the top five, best first', () => {
    let scores = parseHighScores(null);
    for (const score of [30, 10, 70, 50, 20, 60, 40]) scores = withHighScore(scores, score, '2026-11-22');
    expect(scores.map((entry) => entry.score)).toEqual([70, 60, 50, 40, 30]);
    expect(parseHighScores(JSON.stringify(scores))).toEqual(scores);
  });

  it('does not record a zero score', () => {
    expect(withHighScore([], 0, '2026-11-22')).toEqual([]);
  });

  it('survives garbage in storage', () => {
    expect(parseHighScores('not json')).toEqual([]);
    expect(parseHighScores('{"score":5}')).toEqual([]);
    expect(parseHighScores('null')).toEqual([]);
    expect(
      parseHighScores(
        JSON.stringify([
          { score: 'a lot' },
          { score: -4 },
          { score: 1.5 },
          null,
          { score: 40, date: '<script>' },
          20,
          { score: 1e12 },
          { score: 90, date: '2026-01-02' },
          { score: 10 },
          { score: 30 },
          { score: 50 },
          { score: 60 },
        ]),
      ),
    ).toEqual([
      { score: 90, date: '2026-01-02' },
      { score: 60, date: '' },
      { score: 50, date: '' },
      { score: 40, date: '' },
      { score: 30, date: '' },
    ]);
  });
});
