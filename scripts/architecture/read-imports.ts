// Reads every import of the project's source files with a real parser (oxc) and resolves relative and
// `#…` (package.json "imports") specifiers to project files: the input of the architecture check.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync, Visitor } from 'oxc-parser';
import { type ModuleStateFinding, readModuleState } from './module-state';

/** `write` is no import: rule 6 reports a Drizzle write of an imported table in the same shape. */
export type ImportKind = 'import' | 'export' | 'dynamic' | 'type-query' | 'write';

export interface ImportEdge {
  /** Importing file, relative to the project root, with `/` separators. */
  from: string;
  /** Imported file relative to the root (the resolved file, or the bare path when it does not exist). */
  to: string;
  /** The specifier as written. */
  specifier: string;
  line: number;
  kind: ImportKind;
  /** Erased at compile time: `import type …`, `export type … from`, or a type `import('…')`. */
  typeOnly: boolean;
  /** Offsets of the specifier's text (without quotes) in the file, for `--fix`; absent in hand-made edges. */
  specifierStart?: number;
  specifierEnd?: number;
  /** The bindings a static import loads at run time, by their exported names (`*` for a namespace import). */
  names?: string[];
}

/** A Drizzle write (`.insert(t)`, `.update(t)`, `.delete(t)`) whose table `t` is an imported binding. */
export interface TableWrite {
  from: string;
  /** The file the table was imported from (resolved like an import), and its exported name. */
  to: string;
  name: string;
  method: string;
  line: number;
}

export interface ReadResult {
  files: string[];
  edges: ImportEdge[];
  /** Imports of packages (`drizzle-orm`, `node:fs`): `to` is the specifier (rule 4 reads them). */
  packageEdges: ImportEdge[];
  /** Parse errors and dynamic imports whose target is not a string: the check cannot see through them. */
  problems: string[];
  /** Writes to imported tables (rule 6 reads them). */
  writes: TableWrite[];
  /** Module-level state of every file (rule 7 decides which files it applies to). */
  state: ModuleStateFinding[];
  /** Module-level collections recognised as constant lookups (allowed; listed by `--all`). */
  constantLookups: ModuleStateFinding[];
}

const SOURCE_FILE = /\.(ts|tsx)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export function listSourceFiles(root: string, dir: string): string[] {
  const base = path.join(root, dir);
  const names = readdirSync(base, { recursive: true, encoding: 'utf8' });
  return names
    .filter((name) => SOURCE_FILE.test(name) && !name.split(path.sep).includes('node_modules'))
    .map((name) => toPosix(path.join(dir, name)))
    .sort();
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

type PackageImports = Record<string, string>;

function readPackageImports(root: string): PackageImports {
  const file = path.join(root, 'package.json');
  if (!existsSync(file)) return {};
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { imports?: Record<string, unknown> };
  const out: PackageImports = {};
  for (const [key, value] of Object.entries(pkg.imports ?? {})) {
    // Conditions ({ types, default, … }) are reduced to the first string target.
    const target =
      typeof value === 'string'
        ? value
        : Object.values((value ?? {}) as Record<string, unknown>).find((v) => typeof v === 'string');
    if (typeof target === 'string') out[key] = target;
  }
  return out;
}

/** Maps `#web/lib/x` through package.json "imports" (exact keys and one `*` wildcard, as Node does). */
export function mapPackageImport(specifier: string, imports: PackageImports): string | undefined {
  if (imports[specifier]) return imports[specifier];
  for (const [key, target] of Object.entries(imports)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (
      specifier.startsWith(prefix) &&
      specifier.endsWith(suffix) &&
      specifier.length >= prefix.length + suffix.length
    ) {
      return target.replace('*', specifier.slice(prefix.length, specifier.length - suffix.length));
    }
  }
  return undefined;
}

/** Returns the project-relative file a specifier names, or undefined for packages (`react`, `node:fs`). */
export function resolveSpecifier(
  root: string,
  fromFile: string,
  specifier: string,
  imports: PackageImports,
): string | undefined {
  const bare = specifier.split('?')[0] ?? specifier; // Vite's `?raw`, `?url`
  let absolute: string;
  if (bare.startsWith('./') || bare.startsWith('../') || bare === '.' || bare === '..') {
    absolute = path.resolve(root, path.dirname(fromFile), bare);
  } else if (bare.startsWith('#')) {
    const target = mapPackageImport(bare, imports);
    if (!target) return undefined;
    absolute = path.resolve(root, target);
  } else {
    return undefined;
  }
  const candidates = RESOLVE_SUFFIXES.map((suffix) => absolute + suffix);
  if (/\.js$/.test(absolute))
    candidates.push(absolute.replace(/\.js$/, '.ts'), absolute.replace(/\.js$/, '.tsx'));
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return toPosix(path.relative(root, found ?? absolute));
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function lineOf(starts: number[], offset: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** A string literal or a template without `${}`; anything else is not a static target. */
function literalValue(source: string): string | undefined {
  const text = source.trim();
  const match = /^(['"`])([^'"`]*)\1$/.exec(text);
  if (!match || (match[1] === '`' && match[2]?.includes('${'))) return undefined;
  return match[2];
}

interface RawImport {
  specifier: string;
  start: number;
  kind: ImportKind;
  typeOnly: boolean;
  /** The specifier's string literal, quotes included. */
  literal?: { start: number; end: number };
  names?: string[];
}

interface RawWrite {
  specifier: string;
  name: string;
  method: string;
  start: number;
}

const WRITE_METHODS = new Set(['insert', 'update', 'delete']);

/** Every import of one file's text, as written. */
export function parseImports(
  fileName: string,
  text: string,
): {
  imports: RawImport[];
  problems: string[];
  writes: RawWrite[];
  program: ReturnType<typeof parseSync>['program'];
} {
  const result = parseSync(fileName, text);
  const problems = result.errors.map((error) => `${fileName}: parse error: ${error.message}`);
  const imports: RawImport[] = [];
  const mod = result.module;

  // Local name -> where a value binding came from, to see which imported table a write names.
  const bindings = new Map<string, { specifier: string; name: string }>();
  for (const statement of mod.staticImports) {
    const written = text.slice(statement.start, statement.end);
    const typeOnly =
      statement.entries.length > 0 &&
      statement.entries.every((entry) => entry.isType) &&
      /^import\s+type\b/.test(written);
    const values = typeOnly ? [] : statement.entries.filter((entry) => !entry.isType);
    const names = values.map((entry) =>
      entry.importName.kind === 'NamespaceObject' ? '*' : (entry.importName.name ?? 'default'),
    );
    for (const [i, entry] of values.entries())
      bindings.set(entry.localName.value, {
        specifier: statement.moduleRequest.value,
        name: names[i] as string,
      });
    imports.push({
      specifier: statement.moduleRequest.value,
      start: statement.start,
      kind: 'import',
      typeOnly,
      literal: { start: statement.moduleRequest.start, end: statement.moduleRequest.end },
      names,
    });
  }

  for (const statement of mod.staticExports) {
    // `export { x }` of an imported binding is recorded with the import's module request and the import
    // statement's span (an ES indirect export): that import is already read, so only real `export … from` counts.
    if (!/^export\b/.test(text.slice(statement.start, statement.end))) continue;
    const withSource = statement.entries.filter((entry) => entry.moduleRequest);
    const first = withSource[0]?.moduleRequest;
    if (!first) continue; // a local export
    const written = text.slice(statement.start, statement.end);
    const typeOnly = withSource.every((entry) => entry.isType) && /^export\s+type\b/.test(written);
    imports.push({
      specifier: first.value,
      start: statement.start,
      kind: 'export',
      typeOnly,
      literal: { start: first.start, end: first.end },
    });
  }

  for (const dynamic of mod.dynamicImports) {
    const written = text.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end);
    const specifier = literalValue(written);
    // The address of a built file (`import url from 'x?url'`) imported at run time: the static import of that file is
    // already read, and nothing else is reached through it.
    if (specifier === undefined && bindings.get(written.trim())?.specifier.endsWith('?url')) continue;
    if (specifier === undefined) {
      problems.push(
        `${fileName}:${lineOf(lineStarts(text), dynamic.start)}: dynamic import of ${written} (not a string)`,
      );
      continue;
    }
    imports.push({
      specifier,
      start: dynamic.start,
      kind: 'dynamic',
      typeOnly: false,
      literal: { start: dynamic.moduleRequest.start, end: dynamic.moduleRequest.end },
    });
  }

  // `import('./x').T` in a type position is not in the module record; walk the tree only when the text has one.
  const importCalls = text.match(/\bimport\s*\(/g)?.length ?? 0;
  if (importCalls > mod.dynamicImports.length) {
    new Visitor({
      TSImportType(node) {
        imports.push({ specifier: node.source.value, start: node.start, kind: 'type-query', typeOnly: true });
      },
    }).visit(result.program);
  }

  return {
    imports: imports.sort((a, b) => a.start - b.start),
    problems,
    writes: tableWrites(text, result.program, bindings),
    program: result.program,
  };
}

/**
 * `x.insert(t)`, `x.update(t)`, `x.delete(t)` where `t` is an imported binding (or `ns.t` of a namespace import):
 * Drizzle's writes. Only files whose text has such a call are walked.
 */
function tableWrites(
  text: string,
  program: ReturnType<typeof parseSync>['program'],
  bindings: Map<string, { specifier: string; name: string }>,
): RawWrite[] {
  if (bindings.size === 0 || !/\.(insert|update|delete)\s*\(/.test(text)) return [];
  const writes: RawWrite[] = [];
  new Visitor({
    CallExpression(node) {
      const callee = node.callee;
      if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier')
        return;
      if (!WRITE_METHODS.has(callee.property.name)) return;
      const table = node.arguments[0];
      if (table?.type === 'Identifier') {
        const binding = bindings.get(table.name);
        if (binding && binding.name !== '*')
          writes.push({ ...binding, method: callee.property.name, start: node.start });
      } else if (
        table?.type === 'MemberExpression' &&
        !table.computed &&
        table.object.type === 'Identifier' &&
        table.property.type === 'Identifier'
      ) {
        const binding = bindings.get(table.object.name);
        if (binding?.name === '*')
          writes.push({
            specifier: binding.specifier,
            name: table.property.name,
            method: callee.property.name,
            start: node.start,
          });
      }
    },
  }).visit(program);
  return writes;
}

/** Reads and resolves every import of every `.ts`/`.tsx` file under `dir` (relative to `root`). */
export function readImports(root: string, dir = 'src'): ReadResult {
  const packageImports = readPackageImports(root);
  const files = listSourceFiles(root, dir);
  const edges: ImportEdge[] = [];
  const packageEdges: ImportEdge[] = [];
  const problems: string[] = [];
  const writes: TableWrite[] = [];
  const state: ModuleStateFinding[] = [];
  const constantLookups: ModuleStateFinding[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const parsed = parseImports(file, text);
    problems.push(...parsed.problems);
    const held = readModuleState(file, text, parsed.program);
    state.push(...held.findings);
    constantLookups.push(...held.constantLookups);
    const starts = lineStarts(text);
    for (const raw of parsed.imports) {
      const to = resolveSpecifier(root, file, raw.specifier, packageImports);
      const edge: ImportEdge = {
        from: file,
        to: to ?? raw.specifier,
        specifier: raw.specifier,
        line: lineOf(starts, raw.start),
        kind: raw.kind,
        typeOnly: raw.typeOnly,
      };
      if (raw.names) edge.names = raw.names;
      if (raw.literal) {
        // The literal's span includes its quotes.
        edge.specifierStart = raw.literal.start + 1;
        edge.specifierEnd = raw.literal.end - 1;
      }
      (to === undefined ? packageEdges : edges).push(edge);
    }
    for (const write of parsed.writes) {
      const to = resolveSpecifier(root, file, write.specifier, packageImports) ?? write.specifier;
      writes.push({
        from: file,
        to,
        name: write.name,
        method: write.method,
        line: lineOf(starts, write.start),
      });
    }
  }
  return { files, edges, packageEdges, problems, writes, state, constantLookups };
}
