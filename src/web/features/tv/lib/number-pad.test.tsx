import { describe, expect, it } from 'vitest';
import { PAD_ROWS, padKeyFor, padKeyId, pressPadKey } from './number-pad';

const key = (id: string) => {
  const found = PAD_ROWS.flat().find((candidate) => padKeyId(candidate) === id);
  if (!found) throw new Error(`no key ${id}`);
  return found;
};

/** Presses keys by id from an empty answer; returns the answer and whether the last key sent it. */
function pressAll(ids: string[], maxLength = 3) {
  let state = { value: '', submit: false };
  for (const id of ids) state = pressPadKey(state.value, key(id), maxLength);
  return state;
}

describe('number pad', () => {
  it('is laid out like a phone: three keys a row, 1-9 then Delete, 0, OK', () => {
    expect(PAD_ROWS.map((row) => row.map(padKeyId))).toEqual([
      ['digit-1', 'digit-2', 'digit-3'],
      ['digit-4', 'digit-5', 'digit-6'],
      ['digit-7', 'digit-8', 'digit-9'],
      ['delete', 'digit-0', 'ok'],
    ]);
  });

  it('types digits, deletes the last one, and sends with OK', () => {
    expect(pressAll(['digit-1', 'digit-2'])).toEqual({ value: '12', submit: false });
    expect(pressAll(['digit-1', 'digit-2', 'delete', 'digit-7'])).toEqual({ value: '17', submit: false });
    expect(pressAll(['digit-9', 'ok'])).toEqual({ value: '9', submit: true });
  });

  it('does not send an empty answer, and Delete on nothing stays empty', () => {
    expect(pressAll(['ok'])).toEqual({ value: '', submit: false });
    expect(pressAll(['delete', 'delete'])).toEqual({ value: '', submit: false });
  });

  it('stops at the longest answer (3 for a sum, 6 for a PIN)', () => {
    expect(pressAll(['digit-1', 'digit-2', 'digit-3', 'digit-4']).value).toBe('123');
    expect(
      pressAll(['digit-1', 'digit-2', 'digit-3', 'digit-4', 'digit-5', 'digit-6', 'digit-7'], 6).value,
    ).toBe('123456');
  });

  it("reads a remote's number keys, nothing else (Backspace is the TV's Back)", () => {
    expect(padKeyFor('4')).toEqual({ kind: 'digit', digit: '4' });
    expect(padKeyFor('Backspace')).toBeNull();
    expect(padKeyFor('a')).toBeNull();
    expect(padKeyFor('Enter')).toBeNull();
  });
});
