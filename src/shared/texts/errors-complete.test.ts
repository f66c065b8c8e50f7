// Every message src/shared (and the web's own fallbacks in lib/api-client.ts) writes is a key of the errors
// catalog, so the server can say its English and the web its translation: string literals inside objects named
// MESSAGES or *_MESSAGES, constants named *_MESSAGE, the fixed texts of functions named *Message, `message:` /
// `error:` properties and the zod checks' error arguments (.min(1, '…'), .refine(fn, '…'), .int('…') …). The
// catalog holds nothing else: a page's own texts are in its namespace. The locales test then checks each locale has
// every key with the same params.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync, Visitor } from 'oxc-parser';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#shared/api-error';
import { looksLikeMessageKey } from '#shared/message-key';
import errors from './en/errors.json';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

/** zod checks whose string arguments are error messages (never their first argument for the two-argument ones). */
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'superRefine',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'gt',
  'gte',
  'lt',
  'lte',
  'multipleOf',
  'email',
  'url',
  'uuid',
  'nonempty',
  'trim',
]);
const MESSAGE_KEYS = new Set(['message', 'error']);

type Node = { type: string; start: number; [key: string]: unknown };

/** The text of a string literal or a template literal without ${…}; undefined for anything else. */
function literalText(node: unknown): string | undefined {
  const n = node as Node | null | undefined;
  if (!n) return undefined;
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'TemplateLiteral' && (n.expressions as unknown[]).length === 0) {
    const quasis = n.quasis as { value: { cooked: string } }[];
    return quasis[0]?.value.cooked;
  }
  return undefined;
}

/** Every string literal below a node, property keys excepted. */
function stringsBelow(node: unknown, out: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) stringsBelow(item, out);
    return;
  }
  const n = node as Node;
  const text = literalText(n);
  if (text !== undefined) {
    out.add(text);
    return;
  }
  for (const [key, value] of Object.entries(n)) {
    if (n.type === 'Property' && key === 'key') continue;
    stringsBelow(value, out);
  }
}

function propertyName(node: Node): string | undefined {
  const key = node.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  return literalText(key);
}

function collectMessages(file: string, source: string): Set<string> {
  const found = new Set<string>();
  const program = parseSync(file, source).program;
  new Visitor({
    VariableDeclarator(node) {
      const decl = node as unknown as Node;
      const id = decl.id as Node;
      const name = id.type === 'Identifier' ? (id.name as string) : '';
      if (/(^|_)MESSAGES$/.test(name)) stringsBelow(decl.init, found);
      else if (/_MESSAGE$/.test(name)) {
        const text = literalText(decl.init);
        if (text !== undefined) found.add(text);
      }
    },
    FunctionDeclaration(node) {
      // Messages built by a function (deviceLimitMessage): its fixed sentences; the others fall back to their code.
      const fn = node as unknown as Node;
      const id = fn.id as Node | null;
      if (id && /Message$/.test(id.name as string)) stringsBelow(fn.body, found);
    },
    Property(node) {
      const property = node as unknown as Node;
      const name = propertyName(property);
      const text = literalText(property.value);
      if (name && MESSAGE_KEYS.has(name) && text !== undefined) found.add(text);
    },
    CallExpression(node) {
      const call = node as unknown as Node;
      const callee = call.callee as Node;
      if (callee.type !== 'MemberExpression' || (callee.property as Node).type !== 'Identifier') return;
      if (!ZOD_CHECKS.has((callee.property as Node).name as string)) return;
      const args = call.arguments as Node[];
      const first = [
        'int',
        'positive',
        'nonnegative',
        'negative',
        'nonpositive',
        'email',
        'url',
        'uuid',
        'nonempty',
      ];
      args.forEach((arg, index) => {
        if (index === 0 && !first.includes((callee.property as Node).name as string)) return;
        const text = literalText(arg);
        if (text !== undefined) found.add(text);
      });
    },
  }).visit(program);
  // Texts without words (empty strings, digits) are not messages.
  return new Set([...found].filter((text) => /\p{L}{2}/u.test(text)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function sharedMessages(): Set<string> {
  // A fallback name ('Unknown creator') is data the server writes in place of a name, not a message: the web shows
  // it through common:fallbackNames.
  const files = [
    ...sourceFiles(path.join(root, 'src/shared')),
    path.join(root, 'src/web/lib/api-client.ts'),
  ].filter((file) => !file.endsWith('fallback-names.ts'));
  const all = new Set<string>();
  for (const file of files)
    for (const text of collectMessages(file, readFileSync(file, 'utf8'))) all.add(text);
  return all;
}

describe('errors namespace', () => {
  it('finds the messages of objects, constants, message properties and zod checks', () => {
    const found = collectMessages(
      'x.ts',
      `const A_MESSAGES = { a: 'Hello there', b: (n: number) => n > 1 ? 'Many of them' : \`One of \${n}\` };
       const B_MESSAGE = 'Single message here';
       function limitMessage(n: number) { return n === 1 ? 'Only one device' : \`Up to \${n} devices\`; }
       const NOT_A_MESSAGE_LIST = 'ignored text';
       z.string({ error: 'Please enter it' }).min(1, 'Too short here').int('Whole numbers only').literal('DELETE');
       x.refine(fn, { message: 'Passwords do not match' });`,
    );
    expect([...found].sort()).toEqual(
      [
        'Hello there',
        'Many of them',
        'Single message here',
        'Only one device',
        'Please enter it',
        'Too short here',
        'Whole numbers only',
        'Passwords do not match',
      ].sort(),
    );
  });

  it('knows every message of src/shared by its key, and nothing there is written in English', () => {
    const messages = errors.messages as Record<string, string>;
    const found = [...sharedMessages()];
    expect(found.length).toBeGreaterThan(200);
    expect(found.filter((text) => !looksLikeMessageKey(text)).sort()).toEqual([]);
    expect(found.filter((text) => messages[text] === undefined).sort()).toEqual([]);
  });

  it('holds only what the server, a shared schema or the API client writes: a page draws its own texts', () => {
    // Every page loads the catalog a message may need before it is drawn; a text only a page draws would ride along.
    const written = new Set<string>();
    const files = [
      ...sourceFiles(path.join(root, 'src/shared')),
      ...sourceFiles(path.join(root, 'src/server')).filter(
        (file) => !file.includes(`${path.sep}test${path.sep}`),
      ),
      path.join(root, 'src/web/lib/api-client.ts'),
    ];
    for (const file of files)
      new Visitor({
        Literal(node) {
          if (typeof node.value === 'string') written.add(node.value);
        },
      }).visit(parseSync(file, readFileSync(file, 'utf8')).program);
    expect(Object.keys(errors.messages).filter((key) => !written.has(key))).toEqual([]);
  });

  it('has a sentence for every error code', () => {
    const codes = errors.codes as Record<string, string>;
    expect(Object.keys(codes).sort()).toEqual([...ERROR_CODES].sort());
  });
});
