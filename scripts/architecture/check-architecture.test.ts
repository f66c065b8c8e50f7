// The check end to end on small fixture trees: the parser reads every kind of import, and the CLI exits 1 on a
// new violation or a baseline entry that no longer occurs.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { mapPackageImport, parseImports, readImports } from './read-imports';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'check-architecture.ts');
const roots: string[] = [];

function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'archcheck-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

async function check(root: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      script,
      '--root',
      root,
      ...args,
    ]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('parseImports', () => {
  it('reads static, re-exported, dynamic and type-position imports, with lines after non-ASCII text', () => {
    const text = [
      '// قمر: a comment in Arabic before the imports',
      "import type { A } from './a';",
      "import { type B } from './b';",
      "export { c } from './c';",
      "export type { D } from './d';",
      "export * from './e';",
      "const lazy = () => import('./f');",
      "type T = import('./g').T;",
      "import './h.css';",
      "import { useState } from 'react';",
      'export function View() { return <p>{"a / b"}</p>; }',
    ].join('\n');
    const { imports, problems } = parseImports('view.tsx', text);
    expect(problems).toEqual([]);
    expect(imports.map((i) => [i.specifier, i.kind, i.typeOnly])).toEqual([
      ['./a', 'import', true],
      // `import { type B }` stays a runtime import under verbatimModuleSyntax.
      ['./b', 'import', false],
      ['./c', 'export', false],
      ['./d', 'export', true],
      ['./e', 'export', false],
      ['./f', 'dynamic', false],
      ['./g', 'type-query', true],
      ['./h.css', 'import', false],
      ['react', 'import', false],
    ]);
  });

  it('names the values an import loads, and the imported tables a Drizzle write names', () => {
    const text = [
      "import { content as items, type users } from '#server/db/schema/users';",
      "import * as schema from '#server/db/schema/content';",
      "import type { Row } from './row';",
      'export async function f(db) {',
      '  await db.update(items).set({});',
      '  await db.insert(schema.contentLikes).values({});',
      '  await db.select().from(items);',
      '  local.delete(other);',
      '}',
    ].join('\n');
    const { imports, writes } = parseImports('a.repo.ts', text);
    expect(imports.map((i) => i.names)).toEqual([['content'], ['*'], []]);
    expect(writes.map((w) => [w.specifier, w.name, w.method])).toEqual([
      ['#server/db/schema/users', 'content', 'update'],
      ['#server/db/schema/content', 'contentLikes', 'insert'],
    ]);
  });

  it('reads an export of an imported binding as the import only (not a second `export … from`)', () => {
    const text = "import { a } from '../x';\nconst b = 1;\nexport { a, b };\n";
    const { imports } = parseImports('y.ts', text);
    expect(imports.map((i) => [i.specifier, i.kind])).toEqual([['../x', 'import']]);
  });

  it('reports a dynamic import it cannot follow', () => {
    const { problems } = parseImports('x.ts', '\nconst name = "./a";\nawait import(name);\n');
    expect(problems).toEqual(['x.ts:3: dynamic import of name (not a string)']);
  });

  it('follows a dynamic import of a built file address through its static `?url` import', () => {
    const text =
      "import fileUrl from 'lib/dist/file.mjs?url';\nconst name = './a';\nawait import(fileUrl);\nawait import(name);\n";
    const { imports, problems } = parseImports('x.ts', text);
    expect(imports.map((i) => [i.specifier, i.kind])).toEqual([['lib/dist/file.mjs?url', 'import']]);
    expect(problems).toEqual(['x.ts:4: dynamic import of name (not a string)']);
  });

  it('maps package.json "imports" aliases', () => {
    expect(mapPackageImport('#shared/domain', { '#shared/*': './src/shared/*.ts' })).toBe(
      './src/shared/domain.ts',
    );
    expect(mapPackageImport('#env', { '#env': './src/server/env.ts' })).toBe('./src/server/env.ts');
    expect(mapPackageImport('#other/x', { '#shared/*': './src/shared/*.ts' })).toBeUndefined();
  });
});

describe('readImports', () => {
  it('resolves files, folders to index.ts and aliases, and leaves packages out', () => {
    const root = fixture({
      'package.json': JSON.stringify({ imports: { '#shared/*': './src/shared/*.ts' } }),
      'src/shared/domain.ts': 'export const A = 1;\n',
      'src/server/feed/index.ts': "export { feed } from './feed.service';\n",
      'src/server/feed/feed.service.ts':
        "import { A } from '#shared/domain';\nimport { z } from 'zod';\nexport const feed = A;\n",
      'src/server/child-mode/child.service.ts': "import { feed } from '../feed';\nexport const x = feed;\n",
    });
    const { files, edges } = readImports(root);
    expect(files).toEqual([
      'src/server/child-mode/child.service.ts',
      'src/server/feed/feed.service.ts',
      'src/server/feed/index.ts',
      'src/shared/domain.ts',
    ]);
    expect(edges.map((e) => `${e.from}:${e.line} -> ${e.to}`)).toEqual([
      'src/server/child-mode/child.service.ts:1 -> src/server/feed/index.ts',
      'src/server/feed/feed.service.ts:1 -> src/shared/domain.ts',
      'src/server/feed/index.ts:1 -> src/server/feed/feed.service.ts',
    ]);
  });
});

describe('npm run check:architecture', () => {
  const tree = {
    'package.json': JSON.stringify({
      imports: { '#shared/*': './src/shared/*', '#server/*': './src/server/*', '#web/*': './src/web/*' },
    }),
    'src/shared/domain.ts': 'export const LIMIT = 3;\n',
    'src/server/feed/index.ts': "export { feedPage } from './feed.service';\n",
    'src/server/feed/feed.service.ts':
      "import { LIMIT } from '#shared/domain';\nexport const feedPage = LIMIT;\n",
    'src/server/feed/feed-visibility.ts': 'export const visible = true;\n',
    'src/server/child-mode/child.service.ts':
      "import { feedPage } from '#server/feed';\nexport const child = feedPage;\n",
  };

  it('passes on a clean tree, fails on a new deep import, and fails when a baseline entry disappears', async () => {
    const root = fixture(tree);
    const clean = await check(root);
    expect(clean.out).toContain('server: 0 deep cross-feature imports in 0 pairs');
    expect(clean.out).toContain('OK: no new violations');
    expect(clean.code).toBe(0);

    // A deliberate deep import of another feature's internals, and a cycle through it.
    const deep = path.join(root, 'src/server/feed/feed.repo.ts');
    writeFileSync(
      deep,
      "import { child } from '#server/child-mode/child.service';\nexport const repo = child;\n",
    );
    const broken = await check(root);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(
      "NEW   src/server/feed/feed.repo.ts:1  import '#server/child-mode/child.service'  (deep-cross-feature: src/server/child-mode/child.service.ts)",
    );
    expect(broken.out).toContain("fix: import it from '#server/child-mode'");
    expect(broken.out).toContain('NEW   server: child-mode -> feed -> child-mode');
    expect(broken.out).toContain('server: 1 deep cross-feature imports in 1 pairs');

    // Recorded in the baseline, the same tree passes...
    const recorded = await check(root, '--update-baseline');
    expect(recorded.out).toContain('Wrote scripts/architecture-baseline.json: 3 entries');
    const baselineText = readFileSync(path.join(root, 'scripts/architecture-baseline.json'), 'utf8');
    expect(JSON.parse(baselineText)).toMatchObject({
      boundaries: ['src/server/feed/feed.repo.ts -> src/server/child-mode/child.service.ts'],
      cycles: ['server: child-mode -> feed', 'server: feed -> child-mode'],
    });
    expect(await check(root)).toMatchObject({ code: 0 });

    // ...a new violation is refused by --update-baseline as well...
    writeFileSync(
      path.join(root, 'src/shared/bad.ts'),
      "import { visible } from '#server/feed/feed-visibility';\n",
    );
    const refused = await check(root, '--update-baseline');
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Refusing to add new violations');
    expect(refused.out).toContain('shared-imports-app');
    rmSync(path.join(root, 'src/shared/bad.ts'));

    // ...and once the import is fixed, the stale entries fail until the baseline shrinks.
    rmSync(deep);
    const stale = await check(root);
    expect(stale.code).toBe(1);
    expect(stale.out).toContain(
      'boundaries: src/server/feed/feed.repo.ts -> src/server/child-mode/child.service.ts',
    );
    expect(stale.out).toContain('FAILED: 0 new violations, 3 baseline entries no longer occur');
    await check(root, '--update-baseline');
    expect(await check(root)).toMatchObject({ code: 0 });
  }, 30_000);

  it('rule 4: a Drizzle query outside a repo fails; in a repo, db/, a test or as a type it passes', async () => {
    const root = fixture({
      ...tree,
      // A feature's own table: rule 6 (shared tables) is not what this test is about.
      'src/server/db/schema/content.ts': 'export const content = {};\nexport const contentViews = {};\n',
      'src/server/db/client.ts': "import { sql } from 'drizzle-orm';\nexport const db = sql;\n",
      'src/server/feed/feed.repo.ts':
        "import { eq } from 'drizzle-orm';\nimport { contentViews } from '#server/db/schema/content';\nexport const q = [eq, contentViews];\n",
      'src/server/feed/feed.test.ts': "import { count } from 'drizzle-orm';\nexport const t = count;\n",
      'src/server/feed/feed.routes.ts': "import type { SQL } from 'drizzle-orm';\nexport type Where = SQL;\n",
    });
    expect(await check(root)).toMatchObject({ code: 0 });

    writeFileSync(
      path.join(root, 'src/server/feed/feed.service.ts'),
      "import { and } from 'drizzle-orm/sql';\nimport { contentViews } from '#server/db/schema/content';\nexport const feedPage = [and, contentViews];\n",
    );
    const broken = await check(root);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(
      "NEW   src/server/feed/feed.service.ts:1  import 'drizzle-orm/sql'  (query-outside-repo: drizzle-orm/sql)",
    );
    expect(broken.out).toContain('(query-outside-repo: src/server/db/schema/content.ts)');
    expect(broken.out).toContain("fix: move the query into the feature's *.repo.ts");
    expect(broken.out).toContain('server: 0 deep cross-feature imports in 0 pairs');
    expect(broken.out).toMatch(/2 query imports outside repos/);
  }, 30_000);

  it('rule 6: a shared table is queried in its aggregate repo; a feature repo importing or writing it fails', async () => {
    const root = fixture({
      ...tree,
      'src/server/db/schema/content.ts': 'export const content = {};\nexport const contentViews = {};\n',
      'src/server/db/repos/content.repo.ts':
        "import { content } from '#server/db/schema/content';\nexport const addView = (db) => db.update(content).set({});\n",
      // Its own table, a type of the shared one, and the aggregate's function: all allowed.
      'src/server/engagement/engagement.repo.ts':
        "import type { content } from '#server/db/schema/content';\nimport { contentViews } from '#server/db/schema/content';\nimport { addView } from '#server/db/repos/content.repo';\nexport type Row = typeof content;\nexport const view = (db) => [db.insert(contentViews).values({}), addView(db)];\n",
      // The catalog is the declared reader of content: it may read it.
      'src/server/catalog/catalog.repo.ts':
        "import { content } from '#server/db/schema/content';\nexport const page = (db) => db.select().from(content);\n",
    });
    expect(await check(root)).toMatchObject({ code: 0 });

    mkdirSync(path.join(root, 'src/server/library'));
    writeFileSync(
      path.join(root, 'src/server/library/library.repo.ts'),
      "import * as schema from '#server/db/schema/content';\nexport const later = (db) => db.select().from(schema.content);\n",
    );
    writeFileSync(
      path.join(root, 'src/server/catalog/catalog.repo.ts'),
      "import { content as items } from '#server/db/schema/content';\nexport const page = (db) => db.select().from(items);\nexport const bump = (tx) => tx.update(items).set({});\n",
    );
    const broken = await check(root);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(
      "NEW   src/server/library/library.repo.ts:1  import '#server/db/schema/content'  (table-outside-aggregate: src/server/db/schema/content.ts)",
    );
    expect(broken.out).toContain(
      'fix: query content through its aggregate, src/server/db/repos/content.repo.ts',
    );
    expect(broken.out).toContain(
      "NEW   src/server/catalog/catalog.repo.ts:3  writes '.update(content)'  (table-write-outside-aggregate: src/server/db/schema/content.ts)",
    );
    expect(broken.out).toMatch(/2 uses of shared tables outside their aggregates/);
  }, 30_000);

  it('rule 5: a relative path out of its module fails, and --fix rewrites it to the alias', async () => {
    const service = 'src/server/child-mode/child.service.ts';
    const root = fixture({
      ...tree,
      [service]:
        "// قمر — a comment with non-ASCII text before the imports\nimport { feedPage } from '../feed';\nimport { LIMIT } from '../../shared/domain';\nimport { local } from './child.repo';\nexport const child = [feedPage, LIMIT, local];\n",
      'src/server/child-mode/child.repo.ts': 'export const local = 1;\n',
    });
    const broken = await check(root);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(
      "NEW   src/server/child-mode/child.service.ts:2  import '../feed'  (relative-leaves-module: src/server/feed/index.ts)",
    );
    expect(broken.out).toContain("fix: name a file of another module by its alias: '#shared/domain'");
    expect(broken.out).not.toContain('./child.repo');

    const fixed = await check(root, '--fix');
    expect(fixed.out).toContain('--fix: rewrote relative paths into aliases in 1 files');
    expect(fixed.code).toBe(0);
    expect(readFileSync(path.join(root, service), 'utf8')).toBe(
      "// قمر — a comment with non-ASCII text before the imports\nimport { feedPage } from '#server/feed';\nimport { LIMIT } from '#shared/domain';\nimport { local } from './child.repo';\nexport const child = [feedPage, LIMIT, local];\n",
    );
  }, 30_000);

  it('rule 7: module-level state in the server fails and is listed; a constant lookup and a test file pass', async () => {
    const cache = 'src/server/feed/feed-cache.ts';
    const root = fixture({
      ...tree,
      [cache]: "const METHODS = new Set(['GET']);\nexport function cached() { return METHODS; }\n",
      'src/server/feed/feed.test.ts': 'let calls = 0;\nexport const count = () => ++calls;\n',
    });
    const clean = await check(root);
    expect(clean.code).toBe(0);
    expect(clean.out).toContain('server: 0 deep cross-feature imports');
    expect(clean.out).toContain(', 0 module-level state');
    expect(clean.out).toContain('allowed: 1 constant lookups');

    writeFileSync(
      path.join(root, cache),
      'const caches = new WeakMap<object, string>();\nlet hits = 0;\nexport function cached(key: object) { hits += 1; return caches.get(key) ?? String(hits); }\n',
    );
    const broken = await check(root);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain(
      'NEW   src/server/feed/feed-cache.ts:1  caches  (collection: caches = new WeakMap<object, string>())',
    );
    expect(broken.out).toContain('NEW   src/server/feed/feed-cache.ts:2  hits  (mutable-binding: hits = 0)');
    expect(broken.out).toContain(
      'fix: make it where the app starts (src/server/app-deps.ts), hold it in AppDeps',
    );
    expect(broken.out).toContain(', 2 module-level state');

    // Like every rule, a ratchet: recorded, it is listed as known; once removed, the baseline must shrink.
    expect((await check(root, '--update-baseline')).out).toContain(
      'Wrote scripts/architecture-baseline.json: 2 entries',
    );
    const known = await check(root);
    expect(known.code).toBe(0);
    expect(known.out).toContain('known src/server/feed/feed-cache.ts:1  caches');
    writeFileSync(path.join(root, cache), 'export function cached() { return 1; }\n');
    const stale = await check(root);
    expect(stale.code).toBe(1);
    expect(stale.out).toContain('state: src/server/feed/feed-cache.ts: caches');
  }, 30_000);
});
