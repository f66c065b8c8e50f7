// Finds words on screen that bypass translation in src/web: JSX text with letters, and string literals in the
// attributes people read (aria-label, title, placeholder, alt, label…). Every visible string is a key.
// Usage: npm run check:i18n [-- --list]   (exits 1 when anything is found)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync, Visitor } from 'oxc-parser';
import { listSourceFiles } from './architecture/read-imports';

const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'aria-valuetext',
]);
const LETTERS = /\p{L}{2}/u;

export interface Finding {
  file: string;
  line: number;
  text: string;
}

export function findUntranslated(file: string, text: string): Finding[] {
  const result = parseSync(file, text);
  const findings: Finding[] = [];
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  new Visitor({
    JSXText(node) {
      const value = node.value.replace(/\s+/g, ' ').trim();
      if (LETTERS.test(value)) findings.push({ file, line: lineOf(node.start), text: value });
    },
    JSXAttribute(node) {
      const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
      if (!READ_ATTRIBUTES.has(name) || node.value?.type !== 'Literal') return;
      const value = String(node.value.value);
      if (LETTERS.test(value)) findings.push({ file, line: lineOf(node.start), text: `${name}="${value}"` });
    },
  }).visit(result.program);
  return findings;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = listSourceFiles(root, 'src/web').filter((f) => f.endsWith('.tsx') && !/\.test\.tsx$/.test(f));
  const findings = files.flatMap((file) =>
    findUntranslated(file, readFileSync(path.join(root, file), 'utf8')),
  );
  const byFile = new Map<string, number>();
  for (const f of findings) byFile.set(f.file, (byFile.get(f.file) ?? 0) + 1);
  if (process.argv.includes('--list'))
    for (const f of findings) console.log(`${f.file}:${f.line}  ${f.text}`);
  else for (const [file, n] of [...byFile].sort()) console.log(`${String(n).padStart(4)}  ${file}`);
  console.log(`${findings.length} untranslated texts in ${byFile.size} files (of ${files.length}).`);
  process.exitCode = findings.length > 0 ? 1 : 0;
}
