// The rules of direction, executable (decision 016): reads every import under src/, checks the direction between
// shared/server/web, feature boundaries (public index.ts only), cycles between features, queries outside repos,
// relative paths and module-level state in the server (decision 030-d), against a ratchet baseline of the
// violations that existed when each rule was introduced.
// Usage: npm run check:architecture [-- --all] [-- --fix] [-- --update-baseline [--allow-new]] [-- --root DIR]
// --fix rewrites relative paths that leave their module into their alias (rule 5), then checks.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type ImportEdge, readImports } from './architecture/read-imports';
import { formatReport, parseBaseline, serializeBaseline } from './architecture/report';
import {
  aliasFor,
  analyse,
  type Baseline,
  checkRelativePath,
  compareWithBaseline,
  countOf,
  emptyBaseline,
} from './architecture/rules';

const { values } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    'update-baseline': { type: 'boolean', default: false },
    'allow-new': { type: 'boolean', default: false },
    fix: { type: 'boolean', default: false },
    // Another project tree (the tests run the check on fixture trees).
    root: { type: 'string' },
  },
});

const root = path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const baselineFile = path.join(root, 'scripts', 'architecture-baseline.json');

/** Rewrites each relative specifier that leaves its module into the target's alias; returns the files changed. */
function fixRelativePaths(edges: ImportEdge[]): number {
  const byFile = new Map<string, ImportEdge[]>();
  for (const edge of edges) {
    if (!checkRelativePath(edge) || edge.specifierStart === undefined || edge.specifierEnd === undefined)
      continue;
    byFile.set(edge.from, [...(byFile.get(edge.from) ?? []), edge]);
  }
  for (const [file, fileEdges] of byFile) {
    const absolute = path.join(root, file);
    let text = readFileSync(absolute, 'utf8');
    // Back to front, so earlier offsets stay valid.
    for (const edge of fileEdges.sort((a, b) => (b.specifierStart ?? 0) - (a.specifierStart ?? 0))) {
      const start = edge.specifierStart ?? 0;
      const end = edge.specifierEnd ?? 0;
      const alias = aliasFor(edge.to);
      if (alias === undefined || text.slice(start, end) !== edge.specifier)
        throw new Error(`--fix: ${file}:${edge.line}: '${edge.specifier}' is not where the parser put it`);
      text = text.slice(0, start) + alias + text.slice(end);
    }
    writeFileSync(absolute, text);
  }
  return byFile.size;
}

const started = performance.now();
let read = readImports(root, 'src');
if (values.fix) {
  const changed = fixRelativePaths(read.edges);
  console.log(
    `--fix: rewrote relative paths into aliases in ${changed} files (run \`npm run format\` next).`,
  );
  read = readImports(root, 'src');
}
const { files, edges, packageEdges, problems, writes, state, constantLookups } = read;
const analysis = analyse(edges, packageEdges, writes, state);
const baseline: Baseline = existsSync(baselineFile)
  ? parseBaseline(readFileSync(baselineFile, 'utf8'))
  : emptyBaseline();
const diff = compareWithBaseline(analysis.current, baseline);

if (values['update-baseline']) {
  if (countOf(diff.added) > 0 && existsSync(baselineFile) && !values['allow-new']) {
    console.error(
      formatReport({ analysis, diff, baseline, files: files.length, edges: edges.length, all: false }),
    );
    console.error(
      "\nRefusing to add new violations to the baseline (it only shrinks). Fix them, or, with a reviewer's " +
        'agreement, pass --allow-new.',
    );
    process.exit(1);
  }
  mkdirSync(path.dirname(baselineFile), { recursive: true });
  writeFileSync(baselineFile, serializeBaseline(analysis.current));
  console.log(
    `Wrote ${path.relative(root, baselineFile)}: ${countOf(analysis.current)} entries ` +
      `(${countOf(diff.gone)} removed, ${countOf(diff.added)} added).`,
  );
  process.exit(0);
}

console.log(
  formatReport({
    analysis,
    diff,
    baseline,
    files: files.length,
    edges: edges.length,
    all: values.all,
    constantLookups,
  }),
);
for (const problem of problems) console.error(`cannot check: ${problem}`);
console.log(`(${Math.round(performance.now() - started)} ms)`);
const failed = countOf(diff.added) > 0 || countOf(diff.gone) > 0 || problems.length > 0;
// exitCode, not exit(): a long report written to a pipe is flushed before the process ends.
process.exitCode = failed ? 1 : 0;
