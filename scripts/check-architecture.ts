// The rules of direction, executable (decision 016): reads every import under src/, checks the direction between
// shared/server/web, feature boundaries (public index.ts only) and cycles between features, against a ratchet
// baseline of the violations that existed when the check was introduced.
// Usage: npm run check:architecture [-- --all] [-- --update-baseline [--allow-new]] [-- --root DIR]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readImports } from './architecture/read-imports';
import { formatReport, parseBaseline, serializeBaseline } from './architecture/report';
import { analyse, type Baseline, compareWithBaseline, countOf } from './architecture/rules';

const { values } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    'update-baseline': { type: 'boolean', default: false },
    'allow-new': { type: 'boolean', default: false },
    // Another project tree (the tests run the check on fixture trees).
    root: { type: 'string' },
  },
});

const root = path.resolve(values.root ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
const baselineFile = path.join(root, 'scripts', 'architecture-baseline.json');

const started = performance.now();
const { files, edges, problems } = readImports(root, 'src');
const analysis = analyse(edges);
const baseline: Baseline = existsSync(baselineFile)
  ? parseBaseline(readFileSync(baselineFile, 'utf8'))
  : { direction: [], boundaries: [], cycles: [] };
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
  formatReport({ analysis, diff, baseline, files: files.length, edges: edges.length, all: values.all }),
);
for (const problem of problems) console.error(`cannot check: ${problem}`);
console.log(`(${Math.round(performance.now() - started)} ms)`);
const failed = countOf(diff.added) > 0 || countOf(diff.gone) > 0 || problems.length > 0;
process.exit(failed ? 1 : 0);
