// The rules of direction (docs/ARCHITECTURE.md, decisions 016 and 017) as pure functions over an import graph:
// which module is what, which imports break a rule, the cycles between features, and the ratchet baseline.
import type { ModuleStateFinding } from './module-state';
import type { ImportEdge, TableWrite } from './read-imports';

export type Side = 'server' | 'web';

/**
 * What a file is, for the rules:
 * - `shared`: `src/shared`, isomorphic code.
 * - `feature`: `src/server/<feature>/…` or `src/web/features/<feature>/…`; its `index.ts` is its public surface.
 * - `platform`: shared modules features build on (server `access/`, `http/`, `db/`, `mail/`, `jobs/`, `env.ts`,
 *   `logger.ts`; web `lib/`, `components/`). They import no feature at all, not even through its index.
 * - `composition`: modules that put features together (server `app.ts`, `index.ts`, `node.ts`, `app-deps.ts`,
 *   `job-definitions.ts`, `db/seed/`, the test harness `test/`, the suites `probe/` and `resilience/`, and every
 *   `*.test.ts` outside a feature folder; web `app/`, `main.tsx` and the build's `prerender.tsx`, the web test
 *   harness `test/`). They import features only through their `index.ts`; web `app/` may also load a feature's
 *   `pages/*` lazily with `import()` or from a route module (one chunk per route). Only composition modules and test files import
 *   composition modules.
 * - `outside`: anything else (not under `src/server`, `src/web` or `src/shared`).
 */
export type ModuleRole =
  | { kind: 'shared' }
  | { kind: 'feature'; side: Side; feature: string; isIndex: boolean }
  | { kind: 'platform'; side: Side }
  | { kind: 'composition'; side: Side }
  | { kind: 'outside' };

const SERVER_PLATFORM_DIRS = new Set(['access', 'http', 'db', 'mail', 'jobs']);
const SERVER_COMPOSITION_DIRS = new Set(['test', 'probe', 'resilience']);
const SERVER_COMPOSITION_FILES = new Set([
  'app.ts',
  'index.ts',
  'node.ts',
  'app-deps.ts',
  'job-definitions.ts',
]);
const SERVER_PLATFORM_FILES = new Set(['env.ts', 'logger.ts']);
/** The demo seed puts features' data together (it inserts content the way the pipeline does): a composition root. */
const SERVER_SEED_DIR = 'db/seed/';
const WEB_COMPOSITION = new Set(['app', 'main.tsx', 'prerender.tsx', 'test']);

const TEST_FILE = /\.test\.tsx?$/;

/** The one public surface of a feature: `<feature>/index.ts`. */
export const PUBLIC_INDEX = 'index.ts';

export function roleOf(file: string): ModuleRole {
  const parts = file.split('/');
  if (parts[0] !== 'src') return { kind: 'outside' };
  if (parts[1] === 'shared') return { kind: 'shared' };
  if (parts[1] === 'server') {
    const rest = parts.slice(2);
    const inside = rest.join('/');
    const top = rest[0] ?? '';
    const isTest = TEST_FILE.test(inside);
    if (SERVER_COMPOSITION_FILES.has(inside)) return { kind: 'composition', side: 'server' };
    if (rest.length === 1) {
      return SERVER_PLATFORM_FILES.has(top) || !isTest
        ? { kind: 'platform', side: 'server' }
        : { kind: 'composition', side: 'server' };
    }
    if (SERVER_COMPOSITION_DIRS.has(top) || inside.startsWith(SERVER_SEED_DIR))
      return { kind: 'composition', side: 'server' };
    if (SERVER_PLATFORM_DIRS.has(top)) return { kind: isTest ? 'composition' : 'platform', side: 'server' };
    return { kind: 'feature', side: 'server', feature: top, isIndex: inside === `${top}/${PUBLIC_INDEX}` };
  }
  if (parts[1] === 'web') {
    const rest = parts.slice(2);
    const top = rest[0] ?? '';
    if (top === 'features' && rest.length >= 3) {
      const feature = rest[1] ?? '';
      return {
        kind: 'feature',
        side: 'web',
        feature,
        isIndex: rest.length === 3 && rest[2] === PUBLIC_INDEX,
      };
    }
    if (WEB_COMPOSITION.has(top) || TEST_FILE.test(file)) return { kind: 'composition', side: 'web' };
    return { kind: 'platform', side: 'web' }; // lib/, components/ and any other top-level module
  }
  return { kind: 'outside' };
}

export type ViolationKind =
  | 'shared-imports-app' // rule 1
  | 'web-imports-server-value' // rule 1
  | 'server-imports-web' // rule 1
  | 'deep-cross-feature' // rule 2
  | 'web-feature-imports-feature' // rule 2, web: features meet only in web/app
  | 'platform-imports-feature' // rule 2
  | 'composition-deep-import' // rule 2
  | 'imports-composition' // rule 2
  | 'query-outside-repo' // rule 4
  | 'relative-leaves-module' // rule 5
  | 'table-outside-aggregate' // rule 6
  | 'table-write-outside-aggregate'; // rule 6

export interface ImportViolation {
  rule: 'direction' | 'boundaries' | 'placement';
  kind: ViolationKind;
  side: Side | 'shared';
  edge: ImportEdge;
  /** Baseline key: the (from-file, imported-file) pair, no line numbers. */
  key: string;
  hint: string;
}

function sideOf(role: ModuleRole): Side | 'shared' | undefined {
  if (role.kind === 'shared') return 'shared';
  if (role.kind === 'outside') return undefined;
  return role.side;
}

function featureIndexPath(role: Extract<ModuleRole, { kind: 'feature' }>): string {
  return role.side === 'server'
    ? `src/server/${role.feature}/${PUBLIC_INDEX}`
    : `src/web/features/${role.feature}/${PUBLIC_INDEX}`;
}

/** How another module names a feature's public surface: its alias (`#server/feed`, `#web/features/auth`). */
function publicSpecifier(role: Extract<ModuleRole, { kind: 'feature' }>): string {
  return aliasFor(featureIndexPath(role)) ?? featureIndexPath(role);
}

/**
 * `web/app` loading `features/<f>/pages/<page>`: lazily with `import()`, or from a route module (web/app/routes),
 * which the framework splits into its own chunk (decision 030-w). Either way the route chunks stay one per page.
 */
function isLazyRoutePage(edge: ImportEdge, to: Extract<ModuleRole, { kind: 'feature' }>): boolean {
  return (
    to.side === 'web' &&
    (edge.kind === 'dynamic' || edge.from.startsWith('src/web/app/routes/')) &&
    edge.to.startsWith(`src/web/features/${to.feature}/pages/`)
  );
}

export function importKey(edge: Pick<ImportEdge, 'from' | 'to'>): string {
  return `${edge.from} -> ${edge.to}`;
}

/** Rules 1 and 2 for one import; undefined when it is allowed. */
export function checkImport(edge: ImportEdge): ImportViolation | undefined {
  const from = roleOf(edge.from);
  const to = roleOf(edge.to);
  const key = importKey(edge);
  const fromSide = sideOf(from);
  const toSide = sideOf(to);
  if (fromSide === undefined || toSide === undefined) return undefined;

  if (fromSide === 'shared') {
    if (toSide === 'shared') return undefined;
    return {
      rule: 'direction',
      kind: 'shared-imports-app',
      side: 'shared',
      edge,
      key,
      hint: `src/shared is isomorphic and imports nothing from src/${toSide}: move what it needs into src/shared`,
    };
  }
  if (fromSide === 'web' && toSide === 'server') {
    if (edge.typeOnly) return undefined;
    return {
      rule: 'direction',
      kind: 'web-imports-server-value',
      side: 'web',
      edge,
      key,
      hint: 'the web imports only types from src/server: write `import type { … }`, or move the value into src/shared',
    };
  }
  if (fromSide === 'server' && toSide === 'web') {
    return {
      rule: 'direction',
      kind: 'server-imports-web',
      side: 'server',
      edge,
      key,
      hint: 'the server does not depend on the web app: move what both need into src/shared',
    };
  }
  if (fromSide !== toSide) return undefined;
  if (to.kind === 'composition') {
    if (from.kind === 'composition' || TEST_FILE.test(edge.from)) return undefined;
    return {
      rule: 'boundaries',
      kind: 'imports-composition',
      side: to.side,
      edge,
      key,
      hint:
        'only composition modules (app.ts, index.ts, node.ts, app-deps.ts, job-definitions.ts, web/app) and tests import a composition ' +
        'module: move what is needed into the feature or a shared module',
    };
  }
  if (to.kind !== 'feature') return undefined;

  if (from.kind === 'feature') {
    if (from.feature === to.feature) return undefined;
    // Web features are put together only by web/app (decision 030-k), as in Bulletproof React: a page that needs
    // two features is a route in web/app, and what several features need lives in web/lib or web/components.
    // A feature's own tests may still set the scene with another feature.
    if (to.side === 'web' && to.isIndex && !TEST_FILE.test(edge.from)) {
      return {
        rule: 'boundaries',
        kind: 'web-feature-imports-feature',
        side: 'web',
        edge,
        key,
        hint:
          `web features do not import each other: compose ${from.feature} and ${to.feature} in web/app (a route or ` +
          'layout passes one into the other), or move what both need into web/lib or web/components',
      };
    }
    if (to.isIndex) return undefined;
    return {
      rule: 'boundaries',
      kind: 'deep-cross-feature',
      side: to.side,
      edge,
      key,
      hint:
        `import it from '${publicSpecifier(to)}' (export it from ${featureIndexPath(to)}, ` +
        `the public surface of ${to.feature}), or move what both features need into a shared module` +
        (to.side === 'web'
          ? ' (web/lib, web/components; pages composing features go to web/app)'
          : ' (e.g. catalog/, db/)'),
    };
  }
  if (from.kind === 'platform') {
    return {
      rule: 'boundaries',
      kind: 'platform-imports-feature',
      side: to.side,
      edge,
      key,
      hint:
        'a shared module must not depend on a feature (features build on it): move the code into the shared module, ' +
        `or hand it in from the composition root (${to.side === 'web' ? 'web/app' : 'app.ts / index.ts'})`,
    };
  }
  if (from.kind === 'composition' && !to.isIndex && !isLazyRoutePage(edge, to)) {
    return {
      rule: 'boundaries',
      kind: 'composition-deep-import',
      side: to.side,
      edge,
      key,
      hint: `compose the feature through its public surface: import from '${publicSpecifier(to)}'`,
    };
  }
  return undefined;
}

/**
 * The module a file belongs to, for rule 5: `src/shared`, a server top-level folder (`src/server/feed`) or file
 * (`src/server` for app.ts, env.ts…), a web feature (`src/web/features/feed`) or web top-level folder
 * (`src/web/lib`, `src/web/app`) or file (`src/web`).
 */
export function moduleOf(file: string): string | undefined {
  const parts = file.split('/');
  if (parts[0] !== 'src' || parts.length < 3) return undefined;
  if (parts[1] === 'shared') return 'src/shared';
  if (parts[1] === 'server') return parts.length === 3 ? 'src/server' : `src/server/${parts[2]}`;
  if (parts[1] === 'web') {
    if (parts[2] === 'features' && parts.length >= 5) return `src/web/features/${parts[3]}`;
    return parts.length === 3 ? 'src/web' : `src/web/${parts[2]}`;
  }
  return undefined;
}

/** The package.json "imports" alias that names a project file: `src/server/catalog/index.ts` → `#server/catalog`. */
export function aliasFor(file: string): string | undefined {
  const match = /^src\/(shared|server|web)\/(.+)$/.exec(file);
  if (!match) return undefined;
  const rest = (match[2] as string).replace(/\.tsx?$/, '').replace(/\/index$/, '');
  return `#${match[1]}/${rest}`;
}

/**
 * Rule 5: a relative path stays inside its own module; anything in another module is named by its alias
 * (`#shared/…`, `#server/…`, `#web/…`), so no import climbs `../../../` and moving a file does not rewrite the
 * paths of everything it imports from elsewhere.
 */
export function checkRelativePath(edge: ImportEdge): ImportViolation | undefined {
  if (!edge.specifier.startsWith('.')) return undefined;
  const from = moduleOf(edge.from);
  const to = moduleOf(edge.to);
  if (from === undefined || to === undefined || from === to) return undefined;
  const side = sideOf(roleOf(edge.from));
  const alias = aliasFor(edge.to);
  if (side === undefined || alias === undefined) return undefined;
  return {
    rule: 'placement',
    kind: 'relative-leaves-module',
    side,
    edge,
    key: importKey(edge),
    hint: `name a file of another module by its alias: '${alias}' (npm run check:architecture -- --fix rewrites it)`,
  };
}

const QUERY_PACKAGE = /^drizzle-orm(\/|$)/;
const SCHEMA_DIR = 'src/server/db/schema/';
/** better-auth's Drizzle adapter is handed the table objects: configuration, not a query (decision 017). */
const QUERY_EXEMPT_FILES = new Set(['src/server/auth/auth.ts']);

/**
 * Rule 4 (decision 017): SQL lives in `*.repo.ts`. Outside repos, the platform `db/`, the test harness and tests,
 * no server file imports a value from drizzle-orm or a table from db/schema (types are free).
 */
export function checkQueryPlacement(edge: ImportEdge): ImportViolation | undefined {
  if (edge.typeOnly || !edge.from.startsWith('src/server/')) return undefined;
  if (!QUERY_PACKAGE.test(edge.to) && !edge.to.startsWith(SCHEMA_DIR)) return undefined;
  const inside = edge.from.slice('src/server/'.length);
  const top = inside.split('/')[0] ?? '';
  if (
    edge.from.endsWith('.repo.ts') ||
    TEST_FILE.test(edge.from) ||
    top === 'db' ||
    SERVER_COMPOSITION_DIRS.has(top) ||
    QUERY_EXEMPT_FILES.has(edge.from)
  )
    return undefined;
  return {
    rule: 'placement',
    kind: 'query-outside-repo',
    side: 'server',
    edge,
    // Its own key: the same import may also break rule 5 (a relative path to db/schema).
    key: `${importKey(edge)} (query)`,
    hint: "move the query into the feature's *.repo.ts (functions taking DbOrTx first); the service calls it",
  };
}

/**
 * Rule 6 (decision 030-r): the shared aggregates. Each table many features need has one repo, its owner, in
 * `db/repos/`; any feature calls it. A read model that must join the table in its own queries is named here as a
 * reader, with its reason: it may read the table, never write it.
 */
export interface SharedTable {
  /** The schema file that exports the table. */
  schema: string;
  owner: string;
  readers: Record<string, string>;
}

const CATALOG_READ_MODEL = 'the published-content read model every viewer-facing feature uses (decision 017)';
const CONTENT_RULES_LISTS =
  "a parent's per-child lists and collections name videos and creators, shown by title and name (decision 032-a)";

export const SHARED_TABLES: Record<string, SharedTable> = {
  content: {
    schema: 'src/server/db/schema/content.ts',
    owner: 'src/server/db/repos/content.repo.ts',
    readers: {
      'src/server/catalog/catalog.repo.ts': CATALOG_READ_MODEL,
      'src/server/content-rules/content-rules.repo.ts': CONTENT_RULES_LISTS,
    },
  },
  creatorProfiles: {
    schema: 'src/server/db/schema/users.ts',
    owner: 'src/server/db/repos/creator-profiles.repo.ts',
    readers: {
      'src/server/catalog/catalog.repo.ts': CATALOG_READ_MODEL,
      'src/server/content-rules/content-rules.repo.ts': CONTENT_RULES_LISTS,
    },
  },
  parentProfiles: {
    schema: 'src/server/db/schema/users.ts',
    owner: 'src/server/db/repos/parent-profiles.repo.ts',
    readers: {},
  },
  users: {
    schema: 'src/server/db/schema/users.ts',
    owner: 'src/server/db/repos/users.repo.ts',
    readers: {},
  },
};

/** Files rule 6 does not look at: the platform `db/` itself (aggregates, seed, migrations), tests and harnesses. */
function exemptFromAggregates(file: string, tables: Record<string, SharedTable>): boolean {
  if (!file.startsWith('src/server/')) return true;
  const top = file.slice('src/server/'.length).split('/')[0] ?? '';
  if (
    top === 'db' ||
    SERVER_COMPOSITION_DIRS.has(top) ||
    TEST_FILE.test(file) ||
    QUERY_EXEMPT_FILES.has(file)
  )
    return true;
  return Object.values(tables).some((table) => table.owner === file);
}

/** The shared tables an import loads as values (a namespace import loads every table of its schema file). */
function sharedTablesOf(edge: ImportEdge, tables: Record<string, SharedTable>): string[] {
  if (edge.typeOnly) return [];
  return Object.entries(tables)
    .filter(
      ([name, table]) => table.schema === edge.to && (edge.names ?? []).some((n) => n === name || n === '*'),
    )
    .map(([name]) => name);
}

/**
 * Rule 6: outside its aggregate's repo no server file imports a shared table (its declared readers may, to read
 * it), and nobody but the owner writes it (`.insert`, `.update`, `.delete`).
 */
export function checkAggregates(
  edges: ImportEdge[],
  writes: TableWrite[] = [],
  tables: Record<string, SharedTable> = SHARED_TABLES,
): ImportViolation[] {
  const violations: ImportViolation[] = [];
  for (const edge of edges) {
    if (exemptFromAggregates(edge.from, tables)) continue;
    for (const name of sharedTablesOf(edge, tables)) {
      const table = tables[name] as SharedTable;
      if (table.readers[edge.from] !== undefined) continue;
      violations.push({
        rule: 'placement',
        kind: 'table-outside-aggregate',
        side: 'server',
        edge,
        key: `${edge.from} -> ${name} (aggregate)`,
        hint: `query ${name} through its aggregate, ${table.owner} (add the function there and call it)`,
      });
    }
  }
  for (const write of writes) {
    if (exemptFromAggregates(write.from, tables)) continue;
    const table = tables[write.name];
    if (!table || table.schema !== write.to) continue;
    violations.push({
      rule: 'placement',
      kind: 'table-write-outside-aggregate',
      side: 'server',
      edge: {
        from: write.from,
        to: write.to,
        specifier: `.${write.method}(${write.name})`,
        line: write.line,
        kind: 'write',
        typeOnly: false,
      },
      key: `${write.from} -> ${write.name} (aggregate write)`,
      hint: `${write.name} is written only by ${table.owner}: call its function for this change`,
    });
  }
  return violations;
}

/**
 * Rule 7 (decision 030-d): no module-level state in the server's running code. Long-lived things (caches,
 * connections, clients, timers) are made at start-up and held in AppDeps, so tests build their own and shutdown
 * closes them. Tests and the test harness, probe and resilience suites are outside the rule; a collection built
 * from fixed entries and never changed (a constant lookup) is allowed.
 */
export function isRunningServerCode(file: string): boolean {
  if (!file.startsWith('src/server/') || TEST_FILE.test(file)) return false;
  const top = file.slice('src/server/'.length).split('/')[0] ?? '';
  return !SERVER_COMPOSITION_DIRS.has(top);
}

/** The baseline key of one piece of module-level state: the file and the binding (no line number). */
export function stateKey(finding: Pick<ModuleStateFinding, 'file' | 'name'>): string {
  return `${finding.file}: ${finding.name}`;
}

export interface FeatureCycle {
  side: Side;
  /** Features in order, the first repeated at the end: ['feed', 'child-mode', 'feed']. */
  path: string[];
  /** One import per hop, as evidence. */
  hops: ImportEdge[];
}

export interface CycleReport {
  side: Side;
  cycles: FeatureCycle[];
  /** Feature edges that lie on a cycle, keyed 'server: feed -> child-mode' (the baseline unit: see below). */
  edgeKeys: string[];
}

/** The feature-level graph of one side: feature -> feature -> the imports behind that edge (any import). */
export function featureGraph(edges: ImportEdge[], side: Side): Map<string, Map<string, ImportEdge[]>> {
  const graph = new Map<string, Map<string, ImportEdge[]>>();
  for (const edge of edges) {
    const from = roleOf(edge.from);
    const to = roleOf(edge.to);
    if (from.kind !== 'feature' || to.kind !== 'feature' || from.side !== side || to.side !== side) continue;
    if (from.feature === to.feature) continue;
    const targets = graph.get(from.feature) ?? new Map<string, ImportEdge[]>();
    graph.set(from.feature, targets);
    const list = targets.get(to.feature) ?? [];
    targets.set(to.feature, list);
    list.push(edge);
  }
  return graph;
}

/** Strongly connected components (Tarjan), only those with more than one feature. */
function cyclicComponents(graph: Map<string, Map<string, unknown>>): string[][] {
  const nodes = new Set<string>(graph.keys());
  for (const targets of graph.values()) for (const node of targets.keys()) nodes.add(node);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let top: string | undefined;
      do {
        top = stack.pop();
        if (top === undefined) break;
        onStack.delete(top);
        component.push(top);
      } while (top !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return components;
}

function shortestPath(
  graph: Map<string, Map<string, unknown>>,
  from: string,
  to: string,
  within: Set<string>,
) {
  const previous = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    if (node === to) break;
    for (const next of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (!within.has(next) || previous.has(next)) continue;
      previous.set(next, node);
      queue.push(next);
    }
  }
  if (!previous.has(to)) return undefined;
  const path = [to];
  while (path[0] !== from) path.unshift(previous.get(path[0] as string) as string);
  return path;
}

/**
 * Cycles between the features of one side. Every feature edge inside a strongly connected component lies on
 * a cycle; for each such edge a→b the shortest way back b→…→a is reported, deduplicated by rotation. The
 * baseline keys cycles by these edges, not by paths: removing an import can only take edges off cycles, so
 * progress never shows up as a "new" cycle.
 */
export function findCycles(edges: ImportEdge[], side: Side): CycleReport {
  const graph = featureGraph(edges, side);
  const cycles = new Map<string, FeatureCycle>();
  const edgeKeys: string[] = [];
  for (const component of cyclicComponents(graph)) {
    const within = new Set(component);
    for (const a of component) {
      for (const b of [...(graph.get(a)?.keys() ?? [])].sort()) {
        if (!within.has(b)) continue;
        edgeKeys.push(`${side}: ${a} -> ${b}`);
        const back = shortestPath(graph, b, a, within);
        if (!back) continue;
        const ring = [a, ...back.slice(0, -1)];
        const startAt = ring.indexOf([...ring].sort()[0] as string);
        const rotated = [...ring.slice(startAt), ...ring.slice(0, startAt)];
        const cyclePath = [...rotated, rotated[0] as string];
        const id = cyclePath.join(' -> ');
        if (cycles.has(id)) continue;
        const hops = cyclePath
          .slice(0, -1)
          .map((node, i) => graph.get(node)?.get(cyclePath[i + 1] as string)?.[0] as ImportEdge);
        cycles.set(id, { side, path: cyclePath, hops });
      }
    }
  }
  const sorted = [...cycles.values()].sort(
    (x, y) => x.path.length - y.path.length || x.path.join().localeCompare(y.path.join()),
  );
  return { side, cycles: sorted, edgeKeys: edgeKeys.sort() };
}

export interface Baseline {
  direction: string[];
  boundaries: string[];
  cycles: string[];
  placement: string[];
  state: string[];
}

export interface Analysis {
  violations: ImportViolation[];
  cycles: CycleReport[];
  /** Module-level state in the server's running code (rule 7). */
  state: ModuleStateFinding[];
  current: Baseline;
}

export function analyse(
  edges: ImportEdge[],
  packageEdges: ImportEdge[] = [],
  writes: TableWrite[] = [],
  moduleState: ModuleStateFinding[] = [],
): Analysis {
  const violations = [
    ...edges.map(checkImport),
    ...edges.map(checkRelativePath),
    ...[...edges, ...packageEdges].map(checkQueryPlacement),
    ...checkAggregates(edges, writes),
  ].filter((violation): violation is ImportViolation => violation !== undefined);
  const cycles = (['server', 'web'] as const).map((side) => findCycles(edges, side));
  const keysOf = (rule: 'direction' | 'boundaries' | 'placement') => [
    ...new Set(violations.filter((v) => v.rule === rule).map((v) => v.key)),
  ];
  const state = moduleState.filter((finding) => isRunningServerCode(finding.file));
  return {
    violations,
    cycles,
    state,
    current: {
      direction: keysOf('direction').sort(),
      boundaries: keysOf('boundaries').sort(),
      cycles: cycles.flatMap((report) => report.edgeKeys).sort(),
      placement: keysOf('placement').sort(),
      state: [...new Set(state.map(stateKey))].sort(),
    },
  };
}

export interface BaselineDiff {
  /** Violations that are not in the baseline: fix them (the baseline does not grow). */
  added: Baseline;
  /** Baseline entries that no longer occur: shrink the baseline (`--update-baseline`). */
  gone: Baseline;
}

const RULES = ['direction', 'boundaries', 'cycles', 'placement', 'state'] as const;

export function emptyBaseline(): Baseline {
  return { direction: [], boundaries: [], cycles: [], placement: [], state: [] };
}

export function compareWithBaseline(current: Baseline, baseline: Baseline): BaselineDiff {
  const added = emptyBaseline();
  const gone = emptyBaseline();
  for (const rule of RULES) {
    const now = new Set(current[rule]);
    const before = new Set(baseline[rule]);
    added[rule] = [...now].filter((key) => !before.has(key)).sort();
    gone[rule] = [...before].filter((key) => !now.has(key)).sort();
  }
  return { added, gone };
}

export function countOf(baseline: Baseline): number {
  return RULES.reduce((sum, rule) => sum + baseline[rule].length, 0);
}

export interface SideCounts {
  queriesOutsideRepos: number;
  sharedTablesOutsideAggregates: number;
  relativePathsLeavingModule: number;
  deepImports: number;
  deepPairs: number;
  /** Web only: imports of another web feature's index.ts from a feature (only web/app composes features). */
  featureIndexImports: number;
  sharedModuleImports: number;
  directionImports: number;
  cycles: number;
  /** Module-level state (rule 7; the server only). */
  moduleState: number;
}

/** The progress figures of one side (import statements, not baseline keys). */
export function countsFor(analysis: Analysis, side: Side): SideCounts {
  const ofSide = analysis.violations.filter((v) => v.side === side);
  const deep = ofSide.filter((v) => v.kind === 'deep-cross-feature');
  const pairs = new Set(
    deep.map((v) => {
      const from = roleOf(v.edge.from);
      const to = roleOf(v.edge.to);
      return `${from.kind === 'feature' ? from.feature : ''} -> ${to.kind === 'feature' ? to.feature : ''}`;
    }),
  );
  return {
    queriesOutsideRepos: ofSide.filter((v) => v.kind === 'query-outside-repo').length,
    sharedTablesOutsideAggregates: ofSide.filter(
      (v) => v.kind === 'table-outside-aggregate' || v.kind === 'table-write-outside-aggregate',
    ).length,
    relativePathsLeavingModule: ofSide.filter((v) => v.kind === 'relative-leaves-module').length,
    deepImports: deep.length,
    deepPairs: pairs.size,
    featureIndexImports: ofSide.filter((v) => v.kind === 'web-feature-imports-feature').length,
    sharedModuleImports: ofSide.filter(
      (v) => v.kind === 'platform-imports-feature' || v.kind === 'composition-deep-import',
    ).length,
    directionImports: ofSide.filter((v) => v.rule === 'direction').length,
    cycles: analysis.cycles.find((report) => report.side === side)?.cycles.length ?? 0,
    moduleState: side === 'server' ? analysis.state.length : 0,
  };
}
