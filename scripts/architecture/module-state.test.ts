// Rule 7's reading of one file: which top-level bindings and statements hold state, and which are constant lookups.
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';
import { readModuleState } from './module-state';
import { analyse, isRunningServerCode } from './rules';

function read(text: string, file = 'src/server/feed/feed-cache.ts') {
  const { program } = parseSync(file, text);
  const { findings, constantLookups } = readModuleState(file, text, program);
  return {
    held: findings.map((finding) => `${finding.name}: ${finding.kind}`),
    lookups: constantLookups.map((finding) => finding.name),
  };
}

describe('module-level state', () => {
  it('finds filled collections, mutable bindings, clients and timers at the top of a module', () => {
    const text = [
      "import pg from 'pg';",
      'const caches = new WeakMap<object, string>();',
      'export const seen = new Set<string>();',
      "const byName = new Map([['a', 1]]);",
      "byName.set('b', 2);",
      'let counter = 0;',
      'export let lastSeen: string | undefined;',
      'const client = new pg.Client({});',
      'const ticker = setInterval(() => {}, 1000);',
      'process.on("SIGTERM", () => {});',
      "const pool = createDatabase('postgres://x');",
      'export const NOT_STATE = 3;',
    ].join('\n');
    expect(read(text).held).toEqual([
      'caches: collection',
      'seen: collection',
      'byName: collection',
      'counter: mutable-binding',
      'lastSeen: mutable-binding',
      'client: instance',
      'ticker: resource-call',
      'process.on: resource-call',
      'pool: resource-call',
    ]);
  });

  it('allows constant lookups, routers, schemas and pure values, and looks only at the top level', () => {
    const text = [
      "const METHODS = new Set(['POST', 'PUT']);",
      "export const TABLES: ReadonlySet<string> = new Set(['sessions']);",
      'const byTitle = new Map(VIDEOS.map((video) => [video.title, video]));',
      "export const routes = new Hono<AppEnv>().get('/x', (c) => c.text('x'));",
      'const decoder = new TextDecoder();',
      'const schema = z.object({ a: z.string() });',
      'main().catch(() => process.exit(1));',
      'export function cacheFor() { const perCall = new Map(); let n = 0; return { perCall, n }; }',
      'class Cache { private readonly entries = new Map<string, string>(); }',
    ].join('\n');
    expect(read(text)).toEqual({ held: [], lookups: ['METHODS', 'TABLES', 'byTitle'] });
  });

  it('is a rule for the server’s running code only: not tests, the test harness, probe or the web', () => {
    expect(isRunningServerCode('src/server/feed/feed-cache.ts')).toBe(true);
    expect(isRunningServerCode('src/server/app-deps.ts')).toBe(true);
    expect(isRunningServerCode('src/server/feed/feed-cache.test.ts')).toBe(false);
    expect(isRunningServerCode('src/server/test/test-app.ts')).toBe(false);
    expect(isRunningServerCode('src/server/probe/probe-world.ts')).toBe(false);
    expect(isRunningServerCode('src/web/lib/charts/chart.tsx')).toBe(false);
    const finding = { line: 1, name: 'cache', kind: 'collection' as const, text: 'cache = new Map()' };
    const analysis = analyse(
      [],
      [],
      [],
      [
        { ...finding, file: 'src/server/feed/feed-cache.ts' },
        { ...finding, file: 'src/server/test/test-app.ts' },
      ],
    );
    expect(analysis.current.state).toEqual(['src/server/feed/feed-cache.ts: cache']);
  });
});
