// The Search screen's on-screen keyboard: rows of letters, digits, space and delete, moved through with the arrows.
// What a key does to the query is pure (tested); the letters are Latin because titles are searched as written.

export type KeyboardKey =
  | { kind: 'char'; char: string }
  | { kind: 'space' }
  | { kind: 'delete' }
  | { kind: 'clear' };

/** Exactly 10 keys a row so up and down land on the key above or below. */
export const KEYBOARD_ROWS: KeyboardKey[][] = [
  ...['abcdefghij', 'klmnopqrst', "uvwxyz-'.?", '1234567890'].map((row) =>
    [...row].map((char): KeyboardKey => ({ kind: 'char', char })),
  ),
  [{ kind: 'space' }, { kind: 'delete' }, { kind: 'clear' }],
];

export const MAX_QUERY_LENGTH = 100;

export function applyKey(query: string, key: KeyboardKey): string {
  switch (key.kind) {
    case 'char':
      return query.length >= MAX_QUERY_LENGTH ? query : query + key.char;
    case 'space':
      return query.length === 0 || query.endsWith(' ') || query.length >= MAX_QUERY_LENGTH
        ? query
        : `${query} `;
    case 'delete':
      return [...query].slice(0, -1).join('');
    case 'clear':
      return '';
  }
}

export function keyId(key: KeyboardKey): string {
  return key.kind === 'char' ? `char-${key.char.charCodeAt(0)}` : key.kind;
}
