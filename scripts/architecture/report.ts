// Text output of the architecture check and the baseline file format.
import type { ModuleStateFinding } from './module-state';
import type { ImportEdge } from './read-imports';
import {
  type Analysis,
  type Baseline,
  type BaselineDiff,
  countOf,
  countsFor,
  type ImportViolation,
  isRunningServerCode,
  stateKey,
} from './rules';

export const BASELINE_ABOUT =
  'Violations of the rules of direction that existed when each rule was introduced (decisions 016, 030-k). ' +
  'The check fails on any violation not listed here and on any entry that no longer occurs, so this list only ' +
  'shrinks: after fixing one, run `npm run check:architecture -- --update-baseline`. Keys: "from-file -> ' +
  'imported-file" (no line numbers); cycles: "side: feature -> feature" for every feature edge on a cycle; state: ' +
  '"file: binding" for module-level state in the server\'s running code.';

/** JSON laid out as Biome formats it (a list on one line when it fits in 110 columns), so lint stays clean. */
export function serializeBaseline(baseline: Baseline): string {
  const list = (key: keyof Baseline): string => {
    const inline = `  "${key}": [${baseline[key].map((item) => JSON.stringify(item)).join(', ')}]`;
    if (inline.length <= 110) return inline;
    return `  "${key}": [\n${baseline[key].map((item) => `    ${JSON.stringify(item)}`).join(',\n')}\n  ]`;
  };
  const lines = [
    `  "about": ${JSON.stringify(BASELINE_ABOUT)}`,
    list('direction'),
    list('boundaries'),
    list('cycles'),
    list('placement'),
    list('state'),
  ];
  return `{\n${lines.join(',\n')}\n}\n`;
}

export function parseBaseline(text: string): Baseline {
  const data = JSON.parse(text) as Partial<Record<keyof Baseline, unknown>>;
  const list = (value: unknown): string[] => {
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      throw new Error(
        'architecture baseline: "direction", "boundaries", "cycles", "placement" and "state" must be lists of strings',
      );
    }
    return value;
  };
  return {
    direction: list(data.direction ?? []),
    boundaries: list(data.boundaries ?? []),
    cycles: list(data.cycles ?? []),
    placement: list(data.placement ?? []),
    state: list(data.state ?? []),
  };
}

function at(edge: ImportEdge): string {
  const how =
    edge.kind === 'dynamic'
      ? 'import(…)'
      : edge.kind === 'export'
        ? 'export … from'
        : edge.kind === 'write'
          ? 'writes'
          : 'import';
  return `${edge.from}:${edge.line}  ${how}${edge.typeOnly ? ' type' : ''} '${edge.specifier}'`;
}

const RULE_TITLES = {
  direction:
    'Rule 1, direction: src/shared imports nothing from server or web; src/web imports src/server types only',
  boundaries:
    'Rule 2, boundaries: other features and composition roots (app.ts, index.ts, node.ts, app-deps.ts, job-definitions.ts, test/, ' +
    'web/app) import a feature only through its index.ts; shared modules (http, db, mail, jobs, env, logger, ' +
    'web/lib, web/components) import no feature; web features import no other web feature (only web/app composes them)',
  cycles: 'Rule 3, no cycles between features (any import, per side)',
  state:
    'Rule 7, no module-level state in the server: caches, connections, clients and timers are made at start-up and ' +
    'held in AppDeps (top-level let, filled Map/Set/WeakMap, new client, timer; constant lookups allowed)',
  placement:
    'Rules 4 to 6, placement: Drizzle queries only in *.repo.ts (and db/, tests); a relative path stays inside ' +
    'its module, other modules are imported by alias (#shared/…, #server/…, #web/…); a shared table (content, ' +
    'creator and parent profiles, users) is queried only in its aggregate repo (db/repos/), read-only by named readers',
} as const;

export interface ReportInput {
  analysis: Analysis;
  diff: BaselineDiff;
  baseline: Baseline;
  files: number;
  edges: number;
  /** List every current violation, not only the new ones. */
  all: boolean;
  /** Module-level collections recognised as constant lookups (rule 7 allows them; `all` lists them). */
  constantLookups?: ModuleStateFinding[];
}

export function formatReport({
  analysis,
  diff,
  baseline,
  files,
  edges,
  all,
  constantLookups = [],
}: ReportInput): string {
  const out: string[] = [];
  out.push(`Architecture check: ${files} files, ${edges} imports of project files.`);
  for (const side of ['server', 'web'] as const) {
    const c = countsFor(analysis, side);
    out.push(
      `${side}: ${c.deepImports} deep cross-feature imports in ${c.deepPairs} pairs, ` +
        (side === 'web' ? `${c.featureIndexImports} feature-to-feature imports, ` : '') +
        `${c.sharedModuleImports} shared-module imports of features, ` +
        `${c.directionImports} direction, ${c.cycles} cycles` +
        (side === 'server'
          ? `, ${c.queriesOutsideRepos} query imports outside repos, ` +
            `${c.sharedTablesOutsideAggregates} uses of shared tables outside their aggregates`
          : '') +
        `, ${c.relativePathsLeavingModule} relative paths leaving their module` +
        (side === 'server' ? `, ${c.moduleState} module-level state` : ''),
    );
  }
  const sharedCount = analysis.violations.filter((v) => v.side === 'shared').length;
  out.push(`shared: ${sharedCount} imports of server/web`);
  out.push(
    `Baseline: ${countOf(baseline)} known entries; ${countOf(diff.added)} new, ${countOf(diff.gone)} no longer occur.`,
  );

  for (const rule of ['direction', 'boundaries', 'placement'] as const) {
    const added = new Set(diff.added[rule]);
    const ofRule = analysis.violations.filter((v) => v.rule === rule);
    const shown = ofRule.filter((v) => all || added.has(v.key));
    const known = ofRule.filter((v) => !added.has(v.key)).length;
    out.push('', RULE_TITLES[rule]);
    if (shown.length === 0)
      out.push(`  no new violations${known ? ` (${known} known imports in the baseline)` : ''}`);
    for (const violation of shown) out.push(...formatViolation(violation, added.has(violation.key)));
    if (shown.length > 0 && !all && known > 0)
      out.push(`  (+ ${known} known imports in the baseline; --all lists them)`);
  }

  out.push('', RULE_TITLES.cycles);
  const newCycleEdges = new Set(diff.added.cycles);
  let anyCycle = false;
  for (const report of analysis.cycles) {
    for (const cycle of report.cycles) {
      anyCycle = true;
      const cycleEdges = cycle.path
        .slice(0, -1)
        .map((node, i) => `${report.side}: ${node} -> ${cycle.path[i + 1]}`);
      const isNew = cycleEdges.some((edge) => newCycleEdges.has(edge));
      out.push(`  ${isNew ? 'NEW   ' : 'known '}${report.side}: ${cycle.path.join(' -> ')}`);
      if (isNew || all) for (const hop of cycle.hops) out.push(`          ${at(hop)}`);
    }
  }
  if (!anyCycle) out.push('  no cycles');
  if (diff.added.cycles.length > 0) {
    out.push(`  new edges on a cycle: ${diff.added.cycles.join('; ')}`);
    out.push(
      '  fix: break the cycle at the new import: move what both features need into a shared module, or make one side not need the other',
    );
  }

  out.push('', RULE_TITLES.state);
  // Every piece is listed, known or new: the list is the point (it should stay empty).
  const newState = new Set(diff.added.state);
  for (const finding of analysis.state) {
    const isNew = newState.has(stateKey(finding));
    out.push(
      `  ${isNew ? 'NEW   ' : 'known '}${finding.file}:${finding.line}  ${finding.name}  (${finding.kind}: ${finding.text})`,
    );
  }
  if (analysis.state.length === 0) out.push('  none');
  if (newState.size > 0)
    out.push(
      '  fix: make it where the app starts (src/server/app-deps.ts), hold it in AppDeps (a field declared beside its ' +
        "code with `declare module '#server/http/app-env'`), close it in closeAppDeps; a fixed lookup is built " +
        'from its entries and never changed',
    );
  const allowed = constantLookups.filter((finding) => isRunningServerCode(finding.file));
  out.push(
    `  allowed: ${allowed.length} constant lookups (built from fixed entries, never changed in their file)`,
  );
  if (all) for (const finding of allowed) out.push(`    ${finding.file}:${finding.line}  ${finding.name}`);

  if (countOf(diff.gone) > 0) {
    out.push(
      '',
      'Baseline entries that no longer occur (well done: shrink the baseline with --update-baseline):',
    );
    for (const rule of ['direction', 'boundaries', 'cycles', 'placement', 'state'] as const) {
      for (const key of diff.gone[rule]) out.push(`  ${rule}: ${key}`);
    }
  }

  out.push('');
  if (countOf(diff.added) === 0 && countOf(diff.gone) === 0) {
    out.push('OK: no new violations, and every baseline entry still occurs.');
  } else {
    const todo = [
      countOf(diff.added) > 0 ? 'fix the new ones (the baseline does not grow)' : '',
      countOf(diff.gone) > 0 ? 'shrink the baseline: npm run check:architecture -- --update-baseline' : '',
    ].filter(Boolean);
    out.push(
      `FAILED: ${countOf(diff.added)} new violations, ${countOf(diff.gone)} baseline entries no longer occur; ` +
        `${todo.join('; ')}.`,
    );
  }
  return out.join('\n');
}

function formatViolation(violation: ImportViolation, isNew: boolean): string[] {
  return [
    `  ${isNew ? 'NEW   ' : 'known '}${at(violation.edge)}  (${violation.kind}: ${violation.edge.to})`,
    `        fix: ${violation.hint}`,
  ];
}
