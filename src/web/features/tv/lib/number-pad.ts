// The TV exit gate's on-screen number pad: 1-9 in rows of three like a phone, then Delete, 0 and OK, moved through
// with the arrows and pressed with OK. What a key does to the answer is pure (tested); the digits are Western, the
// ones the server's question and the parent's PIN use.

export type PadKey = { kind: 'digit'; digit: string } | { kind: 'delete' } | { kind: 'ok' };

const digit = (value: string): PadKey => ({ kind: 'digit', digit: value });

/** Three keys a row, so up and down land on the key above or below. */
export const PAD_ROWS: PadKey[][] = [
  ['1', '2', '3'].map(digit),
  ['4', '5', '6'].map(digit),
  ['7', '8', '9'].map(digit),
  [{ kind: 'delete' }, digit('0'), { kind: 'ok' }],
];

export function padKeyId(key: PadKey): string {
  return key.kind === 'digit' ? `digit-${key.digit}` : key.kind;
}

/** The answer after a key, and whether it is to be sent (OK with something typed). */
export function pressPadKey(
  value: string,
  key: PadKey,
  maxLength: number,
): { value: string; submit: boolean } {
  switch (key.kind) {
    case 'digit':
      return { value: value.length >= maxLength ? value : value + key.digit, submit: false };
    case 'delete':
      return { value: value.slice(0, -1), submit: false };
    case 'ok':
      return { value, submit: value.length > 0 };
  }
}

/** A digit typed on a remote's number keys (or a keyboard), as a pad key; null for any other key (Backspace is
 * the TV's Back, which closes the gate). */
export function padKeyFor(key: string): PadKey | null {
  return /^[0-9]$/.test(key) ? digit(key) : null;
}
