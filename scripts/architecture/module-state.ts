// Rule 7's input: what a file holds at module level that outlives a request — a mutable binding, a collection that
// is filled as the process runs, an object made when the module loads, a timer or client started on import. Such
// state is invisible to tests and to shutdown; long-lived things belong in AppDeps (decision 030-d). Read from the
// file's syntax tree (oxc), top-level statements only: state inside functions and classes is not module-level.
import type { Program } from 'oxc-parser';

export type StateKind =
  /** `let` or `var` at the top of a module. */
  | 'mutable-binding'
  /** `new Map/Set/WeakMap/WeakSet/WeakRef` that is not a constant lookup. */
  | 'collection'
  /** `new C(…)` of anything but a pure value (a client, server, emitter, controller…). */
  | 'instance'
  /** A call that starts a timer or makes a client, pool, server or listener when the module loads. */
  | 'resource-call';

export interface ModuleStateFinding {
  file: string;
  line: number;
  /** The binding's name, or the callee for a bare top-level call. */
  name: string;
  kind: StateKind;
  /** The source text of the initialiser or statement, shortened, for the report. */
  text: string;
}

export interface ModuleStateRead {
  findings: ModuleStateFinding[];
  /** Top-level collections recognised as constant lookups (built from fixed entries, never changed in the file). */
  constantLookups: ModuleStateFinding[];
}

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'WeakRef']);
/** Weak collections are keyed by objects made at run time: never a constant lookup. */
const WEAK = new Set(['WeakMap', 'WeakSet', 'WeakRef']);
/** Constructors of plain values: making one at module level holds no resource and nothing that changes. */
const PURE_CONSTRUCTORS = new Set([
  'Hono',
  'TextEncoder',
  'TextDecoder',
  'RegExp',
  'URL',
  'URLSearchParams',
  'Date',
  'Intl.Collator',
  'Intl.DateTimeFormat',
  'Intl.NumberFormat',
  'Intl.PluralRules',
  'Intl.Segmenter',
]);
/** Calls that start a timer or make a connection, client, server or process listener. */
const RESOURCE_CALLS =
  /^(setInterval|setTimeout|setImmediate|createDatabase|createPool|createClient|createServer|createMailer|createLogger|createAuth|betterAuth|drizzle|listen|connect|process\.on|process\.once)$/;
const MUTATORS = ['set', 'add', 'delete', 'clear'];

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
const shorten = (source: string) => source.replace(/\s+/g, ' ').slice(0, 80);

/** The callee as written (`pg.Client`, `setInterval`), without type arguments. */
function calleeName(text: string, node: Node): string {
  const callee = node.callee as Node;
  return text.slice(callee.start, callee.end);
}

/** The innermost call of a chain (`main().catch(…)` → `main()`; `new Hono().get(…)` → `new Hono()`). */
function chainRoot(node: Node): Node {
  let current = node;
  for (;;) {
    const callee = current.callee as Node | undefined;
    if (current.type === 'CallExpression' && callee?.type === 'MemberExpression') {
      const object = callee.object as Node;
      if (object.type === 'CallExpression' || object.type === 'NewExpression') {
        current = object;
        continue;
      }
    }
    return current;
  }
}

/** True when `name` is changed anywhere in the file through a mutating method (`name.set(`, `name.add(` …). */
function mutatedInFile(text: string, name: string): boolean {
  const escaped = name.replace(/[$]/g, '\\$');
  return MUTATORS.some((method) => new RegExp(`\\b${escaped}\\s*\\.\\s*${method}\\s*\\(`).test(text));
}

/**
 * `exported` is false, or the binding is declared `ReadonlySet`/`ReadonlyMap`: importers cannot change it, so
 * mutating calls in its own file are the only ones to look for.
 */
function classify(
  text: string,
  init: Node,
  name: string,
  exported: boolean,
): { kind: StateKind | 'constant-lookup' } | undefined {
  const unwrapped =
    init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression'
      ? (init.expression as Node)
      : init;
  const root = unwrapped.type === 'CallExpression' ? chainRoot(unwrapped) : unwrapped;
  if (root.type === 'NewExpression') {
    const made = calleeName(text, root);
    if (COLLECTIONS.has(made)) {
      const args = root.arguments as Node[];
      const constant = !WEAK.has(made) && args.length > 0 && !exported && !mutatedInFile(text, name);
      return { kind: constant ? 'constant-lookup' : 'collection' };
    }
    if (PURE_CONSTRUCTORS.has(made)) return undefined;
    return { kind: 'instance' };
  }
  if (root.type === 'CallExpression' && RESOURCE_CALLS.test(calleeName(text, root)))
    return { kind: 'resource-call' };
  return undefined;
}

/** Every top-level binding or statement of one file that holds state; `text` is the file's source. */
export function readModuleState(file: string, text: string, program: Program): ModuleStateRead {
  const findings: ModuleStateFinding[] = [];
  const constantLookups: ModuleStateFinding[] = [];
  for (const statement of program.body as unknown as Node[]) {
    const exported = statement.type === 'ExportNamedDeclaration';
    const declaration = exported ? (statement.declaration as Node | null) : statement;
    if (!declaration) continue;
    if (declaration.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as Node[]) {
        const id = declarator.id as Node & { name?: string };
        const name = id.name ?? text.slice(id.start, id.end);
        const init = declarator.init as Node | null;
        const finding = {
          file,
          line: lineOf(text, declarator.start),
          name,
          text: shorten(text.slice(declarator.start, declarator.end)),
        };
        if (declaration.kind !== 'const') {
          findings.push({ ...finding, kind: 'mutable-binding' });
          continue;
        }
        const annotation = id.typeAnnotation as Node | null | undefined;
        const readonlyType = annotation
          ? /^:\s*Readonly(Set|Map)\b/.test(text.slice(annotation.start, annotation.end))
          : false;
        const verdict = init ? classify(text, init, name, exported && !readonlyType) : undefined;
        if (!verdict) continue;
        if (verdict.kind === 'constant-lookup') constantLookups.push({ ...finding, kind: 'collection' });
        else findings.push({ ...finding, kind: verdict.kind });
      }
    } else if (declaration.type === 'ExpressionStatement') {
      const expression = declaration.expression as Node;
      const call =
        expression.type === 'AwaitExpression'
          ? (expression.argument as Node)
          : (expression as Node | undefined);
      if (!call || (call.type !== 'CallExpression' && call.type !== 'NewExpression')) continue;
      const root = call.type === 'CallExpression' ? chainRoot(call) : call;
      const callee = calleeName(text, root);
      const isResource =
        root.type === 'NewExpression'
          ? !PURE_CONSTRUCTORS.has(callee) && !COLLECTIONS.has(callee)
          : RESOURCE_CALLS.test(callee);
      if (!isResource) continue;
      findings.push({
        file,
        line: lineOf(text, declaration.start),
        name: callee,
        kind: root.type === 'NewExpression' ? 'instance' : 'resource-call',
        text: shorten(text.slice(declaration.start, declaration.end)),
      });
    }
  }
  return { findings, constantLookups };
}
