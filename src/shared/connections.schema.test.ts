import { describe, expect, it } from 'vitest';
import { connectionPuzzleInputSchema, CONNECTIONS_MESSAGES as M } from './connections.schema';

const group = (theme: string, words: string[]) => ({ theme, tiles: words.map((text) => ({ text })) });
const valid = {
  title: 'Pillars and months',
  level: 'standard',
  groups: [
    group('Pillars', ['Shahada', 'Salah', 'Zakah', 'Hajj']),
    group('Months', ['Rajab', 'Safar', 'Shawwal', 'Muharram']),
    group('Angels', ['Jibril', 'Mikail', 'Israfil', 'Malik']),
    group('Quls', ['Al-Kafirun', 'Al-Ikhlas', 'Al-Falaq', 'An-Nas']),
  ],
};

function messages(input: unknown): string[] {
  const result = connectionPuzzleInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('connection puzzle schema', () => {
  it('accepts four groups of four distinct tiles and drops pictures from standard tiles', () => {
    const withPicture = structuredClone(valid);
    (withPicture.groups[0]?.tiles[0] as { picture?: string }).picture = 'star';
    const parsed = connectionPuzzleInputSchema.parse(withPicture);
    expect(parsed.groups[0]?.tiles[0]).toEqual({ text: 'Shahada' });
  });

  it('reports the shape, duplicate tiles and themes, all at once', () => {
    const bad = structuredClone(valid);
    bad.groups[1] = group('pillars', ['Rajab', 'SALAH ', 'Shawwal']);
    bad.title = ' ';
    expect(messages(bad)).toEqual(
      expect.arrayContaining([M.titleRequired, M.standardShape, M.duplicateTheme, M.duplicateTile]),
    );
    expect(messages({ ...valid, groups: valid.groups.slice(0, 3) })).toContain(M.standardShape);
    expect(messages({ ...valid, level: 'hard' })).toContain(M.levelInvalid);
    const long = structuredClone(valid);
    (long.groups[0]?.tiles[0] as { text: string }).text = 'x'.repeat(33);
    expect(messages(long)).toContain(M.tileTooLong);
  });

  it('young puzzles: two groups of two, every tile with a known picture', () => {
    const young = {
      title: 'Sky and food',
      level: 'young',
      groups: [
        {
          theme: 'In the sky',
          tiles: [
            { text: 'Moon', picture: 'crescent' },
            { text: 'Star', picture: 'star' },
          ],
        },
        { theme: 'Food', tiles: [{ text: 'Dates', picture: 'dates' }, { text: 'Milk' }] },
      ],
    };
    expect(messages(young)).toEqual([M.pictureRequired]);
    const wrongPicture = structuredClone(young);
    (wrongPicture.groups[1]?.tiles[1] as { picture?: string }).picture = 'face';
    expect(messages(wrongPicture)).toContain(M.pictureInvalid);
    expect(messages({ ...young, groups: [...young.groups, young.groups[0]] })).toContain(M.youngShape);
  });
});
