import { describe, expect, it } from 'vitest';
import type { ImportEdge } from './read-imports';
import { formatReport } from './report';
import {
  aliasFor,
  analyse,
  checkAggregates,
  checkImport,
  checkQueryPlacement,
  checkRelativePath,
  compareWithBaseline,
  countsFor,
  findCycles,
  moduleOf,
  roleOf,
} from './rules';

function edge(from: string, to: string, more: Partial<ImportEdge> = {}): ImportEdge {
  return { from, to, specifier: to, line: 1, kind: 'import', typeOnly: false, ...more };
}

function report(edges: ImportEdge[], baseline = analyse([]).current) {
  const analysis = analyse(edges);
  const diff = compareWithBaseline(analysis.current, baseline);
  return formatReport({ analysis, diff, baseline, files: 0, edges: edges.length, all: false });
}

describe('roleOf', () => {
  it('tells features, shared modules and composition roots apart on both sides', () => {
    expect(roleOf('src/shared/domain.ts')).toEqual({ kind: 'shared' });
    expect(roleOf('src/server/feed/feed.service.ts')).toEqual({
      kind: 'feature',
      side: 'server',
      feature: 'feed',
      isIndex: false,
    });
    expect(roleOf('src/server/feed/index.ts')).toMatchObject({
      kind: 'feature',
      feature: 'feed',
      isIndex: true,
    });
    expect(roleOf('src/server/feed/sub/index.ts')).toMatchObject({
      kind: 'feature',
      feature: 'feed',
      isIndex: false,
    });
    expect(roleOf('src/web/features/auth/api/get-me.ts')).toMatchObject({
      kind: 'feature',
      side: 'web',
      feature: 'auth',
    });
    expect(roleOf('src/web/features/auth/index.ts')).toMatchObject({ kind: 'feature', isIndex: true });
    for (const platform of [
      'src/server/access/session.ts',
      'src/server/access/route-access.ts',
      'src/server/http/app-error.ts',
      'src/server/db/client.ts',
      'src/server/mail/mailer.ts',
      'src/server/jobs/job-queue.ts',
      'src/server/env.ts',
      'src/server/logger.ts',
      'src/web/lib/api-client.ts',
      'src/web/components/button.tsx',
    ]) {
      expect(roleOf(platform).kind, platform).toBe('platform');
    }
    for (const composition of [
      'src/server/app.ts',
      'src/server/index.ts',
      'src/server/node.ts',
      'src/server/app-deps.ts',
      'src/server/job-definitions.ts',
      'src/server/test/factories.ts',
      'src/server/probe/route-table.ts',
      'src/server/http/request-hygiene.test.ts',
      'src/server/startup.test.ts',
      'src/web/app/router.tsx',
      'src/web/main.tsx',
    ]) {
      expect(roleOf(composition).kind, composition).toBe('composition');
    }
  });
});

describe('rule 1: direction', () => {
  it('flags src/shared importing the server or the web, even for types', () => {
    const toServer = checkImport(
      edge('src/shared/feed.schema.ts', 'src/server/feed/feed.repo.ts', { typeOnly: true }),
    );
    expect(toServer).toMatchObject({ rule: 'direction', kind: 'shared-imports-app' });
    expect(checkImport(edge('src/shared/a.ts', 'src/web/lib/format.ts'))).toMatchObject({
      kind: 'shared-imports-app',
    });
    expect(checkImport(edge('src/shared/a.ts', 'src/shared/domain.ts'))).toBeUndefined();
  });

  it('lets the web import server types only', () => {
    const from = 'src/web/features/feed/api/get-feed.ts';
    expect(checkImport(edge(from, 'src/server/feed/feed.routes.ts', { typeOnly: true }))).toBeUndefined();
    expect(checkImport(edge(from, 'src/server/feed/feed.routes.ts'))).toMatchObject({
      rule: 'direction',
      kind: 'web-imports-server-value',
    });
    expect(checkImport(edge('src/server/app.ts', 'src/web/lib/format.ts'))).toMatchObject({
      kind: 'server-imports-web',
    });
  });
});

describe('rule 2: boundaries', () => {
  it('flags a deep import of another feature and names its index.ts in the hint', () => {
    const violation = checkImport(
      edge('src/server/feed/feed.service.ts', 'src/server/child-mode/child-content.service.ts'),
    );
    expect(violation).toMatchObject({
      rule: 'boundaries',
      kind: 'deep-cross-feature',
      key: 'src/server/feed/feed.service.ts -> src/server/child-mode/child-content.service.ts',
    });
    expect(violation?.hint).toContain("'#server/child-mode'");
    expect(violation?.hint).toContain('src/server/child-mode/index.ts');
    const web = checkImport(
      edge(
        'src/web/features/family/pages/children-page.tsx',
        'src/web/features/dashboards/components/dashboard-shell.tsx',
      ),
    );
    expect(web).toMatchObject({ kind: 'deep-cross-feature', side: 'web' });
    expect(web?.hint).toContain("'#web/features/dashboards'");
  });

  it('allows a server feature an import through the public index.ts, and imports inside one feature', () => {
    expect(
      checkImport(edge('src/server/feed/feed.service.ts', 'src/server/child-mode/index.ts')),
    ).toBeUndefined();
    expect(
      checkImport(
        edge('src/web/features/family/pages/children-page.tsx', 'src/web/features/family/api/x.ts'),
      ),
    ).toBeUndefined();
    expect(
      checkImport(edge('src/server/feed/feed.service.ts', 'src/server/feed/feed.repo.ts')),
    ).toBeUndefined();
    expect(
      checkImport(edge('src/server/feed/feed.service.ts', 'src/server/http/app-error.ts')),
    ).toBeUndefined();
  });

  it('lets no web feature import another, even through its index.ts: only web/app composes them', () => {
    const throughIndex = checkImport(
      edge('src/web/features/family/pages/children-page.tsx', 'src/web/features/children/index.ts'),
    );
    expect(throughIndex).toMatchObject({
      rule: 'boundaries',
      kind: 'web-feature-imports-feature',
      side: 'web',
      key: 'src/web/features/family/pages/children-page.tsx -> src/web/features/children/index.ts',
    });
    expect(throughIndex?.hint).toContain('web/app');
    // A deep import stays a deep import (its hint names the index, which web/app then uses).
    expect(
      checkImport(
        edge(
          'src/web/features/family/pages/children-page.tsx',
          'src/web/features/children/api/get-children.ts',
        ),
      ),
    ).toMatchObject({ kind: 'deep-cross-feature' });
    // web/app composes features through their index; a feature's own test may set the scene with another.
    expect(
      checkImport(edge('src/web/app/routes/parent-dashboard-page.tsx', 'src/web/features/children/index.ts')),
    ).toBeUndefined();
    expect(
      checkImport(
        edge('src/web/features/family/pages/children-page.test.tsx', 'src/web/features/children/index.ts'),
      ),
    ).toBeUndefined();
    // What several features share lives in web/lib and web/components, which any feature imports.
    expect(
      checkImport(edge('src/web/features/family/pages/children-page.tsx', 'src/web/lib/session.ts')),
    ).toBeUndefined();
  });

  it('counts web feature-to-feature imports on the web side only', () => {
    const edges = [
      edge('src/web/features/family/pages/children-page.tsx', 'src/web/features/children/index.ts'),
      edge('src/web/features/tv/pages/tv-home-page.tsx', 'src/web/features/children/index.ts'),
      edge('src/server/feed/feed.service.ts', 'src/server/child-mode/index.ts'),
    ];
    expect(countsFor(analyse(edges), 'web').featureIndexImports).toBe(2);
    expect(countsFor(analyse(edges), 'server').featureIndexImports).toBe(0);
  });

  it('forbids shared modules to import features, and composition roots to bypass index.ts', () => {
    expect(checkImport(edge('src/server/http/app-env.ts', 'src/server/auth/index.ts'))).toMatchObject({
      kind: 'platform-imports-feature',
    });
    // The access layer is shared too: it may not lean on the features it guards.
    expect(
      checkImport(edge('src/server/access/child-guard.ts', 'src/server/child-mode/index.ts')),
    ).toMatchObject({
      kind: 'platform-imports-feature',
    });
    expect(
      checkImport(edge('src/web/lib/api-client.ts', 'src/web/features/auth/api/get-me.ts')),
    ).toMatchObject({
      kind: 'platform-imports-feature',
    });
    expect(checkImport(edge('src/server/app.ts', 'src/server/feed/feed.routes.ts'))).toMatchObject({
      kind: 'composition-deep-import',
    });
    expect(checkImport(edge('src/server/app.ts', 'src/server/feed/index.ts'))).toBeUndefined();
  });

  it('lets web/app load a page lazily, but not statically and not a component', () => {
    const page = 'src/web/features/feed/pages/feed-page.tsx';
    expect(checkImport(edge('src/web/app/router.tsx', page, { kind: 'dynamic' }))).toBeUndefined();
    expect(checkImport(edge('src/web/app/router.tsx', page))).toMatchObject({
      kind: 'composition-deep-import',
    });
    expect(
      checkImport(
        edge('src/web/app/router.tsx', 'src/web/features/feed/components/filter-drawer.tsx', {
          kind: 'dynamic',
        }),
      ),
    ).toMatchObject({ kind: 'composition-deep-import' });
  });

  it('keeps composition roots to composition modules and tests', () => {
    expect(
      checkImport(edge('src/web/features/feed/pages/feed-page.tsx', 'src/web/app/router.tsx')),
    ).toMatchObject({
      kind: 'imports-composition',
    });
    expect(checkImport(edge('src/server/feed/feed.test.ts', 'src/server/test/test-app.ts'))).toBeUndefined();
  });
});

describe('rule 3: cycles between features', () => {
  const cycleEdges = [
    edge('src/server/feed/feed-visibility.ts', 'src/server/child-mode/child-sessions.service.ts', {
      line: 6,
    }),
    edge('src/server/child-mode/child-content.service.ts', 'src/server/feed/index.ts', {
      line: 12,
      typeOnly: true,
    }),
    edge('src/server/feed/feed.service.ts', 'src/server/media/media-urls.ts'),
  ];

  it('finds a cycle through any import (types and index.ts too) and reports its path', () => {
    const { cycles, edgeKeys } = findCycles(cycleEdges, 'server');
    expect(cycles.map((cycle) => cycle.path)).toEqual([['child-mode', 'feed', 'child-mode']]);
    expect(edgeKeys).toEqual(['server: child-mode -> feed', 'server: feed -> child-mode']);
    expect(findCycles(cycleEdges, 'web').cycles).toEqual([]);

    const text = report(cycleEdges);
    expect(text).toContain('NEW   server: child-mode -> feed -> child-mode');
    expect(text).toContain("src/server/feed/feed-visibility.ts:6  import '");
    expect(text).toContain("src/server/child-mode/child-content.service.ts:12  import type '");
    expect(text).toMatch(/FAILED/);
  });

  it('finds no cycle in a one-way graph', () => {
    expect(findCycles(cycleEdges.slice(0, 1).concat(cycleEdges.slice(2)), 'server').cycles).toEqual([]);
  });

  it('reports every short cycle of a larger knot once, started at its first feature', () => {
    const knot = [
      edge('src/web/features/a/x.ts', 'src/web/features/b/x.ts'),
      edge('src/web/features/b/x.ts', 'src/web/features/c/x.ts'),
      edge('src/web/features/c/x.ts', 'src/web/features/a/x.ts'),
      edge('src/web/features/b/y.ts', 'src/web/features/a/y.ts'),
    ];
    expect(findCycles(knot, 'web').cycles.map((cycle) => cycle.path.join(' -> '))).toEqual([
      'a -> b -> a',
      'a -> b -> c -> a',
    ]);
  });
});

describe('the ratchet baseline', () => {
  const today = [
    edge('src/server/feed/feed.service.ts', 'src/server/child-mode/child-content.service.ts'),
    edge('src/shared/a.ts', 'src/server/db/client.ts'),
  ];
  const baseline = analyse(today).current;

  it('passes when the violations are exactly the baseline, ignoring line numbers', () => {
    const moved = today.map((e) => ({ ...e, line: e.line + 40 }));
    const diff = compareWithBaseline(analyse(moved).current, baseline);
    expect(diff.added).toEqual({ direction: [], boundaries: [], cycles: [], placement: [], state: [] });
    expect(diff.gone).toEqual({ direction: [], boundaries: [], cycles: [], placement: [], state: [] });
    expect(report(moved, baseline)).toMatch(/^OK: no new violations/m);
  });

  it('fails on a violation that is not in the baseline', () => {
    const more = [
      ...today,
      edge('src/server/engagement/engagement.service.ts', 'src/server/feed/feed.repo.ts'),
    ];
    const diff = compareWithBaseline(analyse(more).current, baseline);
    expect(diff.added.boundaries).toEqual([
      'src/server/engagement/engagement.service.ts -> src/server/feed/feed.repo.ts',
    ]);
    expect(report(more, baseline)).toMatch(/FAILED: 1 new violations, 0 baseline entries no longer occur/);
  });

  it('fails when a baseline entry no longer occurs, so the baseline only shrinks', () => {
    const fixed = today.slice(1);
    const diff = compareWithBaseline(analyse(fixed).current, baseline);
    expect(diff.gone.boundaries).toEqual([
      'src/server/feed/feed.service.ts -> src/server/child-mode/child-content.service.ts',
    ]);
    const text = report(fixed, baseline);
    expect(text).toContain(
      'boundaries: src/server/feed/feed.service.ts -> src/server/child-mode/child-content.service.ts',
    );
    expect(text).toMatch(/FAILED: 0 new violations, 1 baseline entries no longer occur/);
  });

  it('counts imports, feature pairs and cycles per side', () => {
    const edges = [
      ...today,
      edge('src/server/feed/feed.repo.ts', 'src/server/child-mode/child-content.service.ts'),
      edge('src/server/child-mode/child-sessions.service.ts', 'src/server/feed/feed-visibility.ts'),
      // Rule 5: written relatively, out of its module; rule 4: a query package outside a repo.
      edge('src/server/feed/feed.service.ts', 'src/shared/domain.ts', { specifier: '../../shared/domain' }),
    ];
    const packages = [edge('src/server/feed/feed.service.ts', 'drizzle-orm')];
    expect(countsFor(analyse(edges, packages), 'server')).toEqual({
      deepImports: 3,
      deepPairs: 2,
      featureIndexImports: 0,
      sharedModuleImports: 0,
      directionImports: 0,
      cycles: 1,
      queriesOutsideRepos: 1,
      sharedTablesOutsideAggregates: 0,
      relativePathsLeavingModule: 1,
      moduleState: 0,
    });
  });
});

describe('rules 4 and 5: placement', () => {
  it('knows each file’s module and the alias that names another module’s file', () => {
    expect(moduleOf('src/server/feed/feed.repo.ts')).toBe('src/server/feed');
    expect(moduleOf('src/server/app.ts')).toBe('src/server');
    expect(moduleOf('src/web/features/auth/api/get-me.ts')).toBe('src/web/features/auth');
    expect(moduleOf('src/web/lib/api-client.ts')).toBe('src/web/lib');
    expect(moduleOf('src/web/main.tsx')).toBe('src/web');
    expect(moduleOf('src/shared/domain.ts')).toBe('src/shared');
    expect(moduleOf('e2e/support/test-server.ts')).toBeUndefined();
    expect(aliasFor('src/server/catalog/index.ts')).toBe('#server/catalog');
    expect(aliasFor('src/web/components/button.tsx')).toBe('#web/components/button');
    expect(aliasFor('src/shared/feed.schema.ts')).toBe('#shared/feed.schema');
  });

  it('rule 5 allows relative paths inside a module and aliases across modules', () => {
    const inside = edge('src/server/feed/feed.service.ts', 'src/server/feed/feed.repo.ts', {
      specifier: './feed.repo',
    });
    const across = edge('src/server/feed/feed.service.ts', 'src/server/db/client.ts', {
      specifier: '../db/client',
    });
    const aliased = edge('src/server/feed/feed.service.ts', 'src/server/db/client.ts', {
      specifier: '#server/db/client',
    });
    expect(checkRelativePath(inside)).toBeUndefined();
    expect(checkRelativePath(aliased)).toBeUndefined();
    expect(checkRelativePath(across)).toMatchObject({
      rule: 'placement',
      kind: 'relative-leaves-module',
      hint: expect.stringContaining("'#server/db/client'"),
    });
  });

  it('rule 4 allows queries in repos, db/, tests, the test harness, type imports and auth.ts’s adapter only', () => {
    const query = (from: string, to = 'drizzle-orm', more: Partial<ImportEdge> = {}) =>
      checkQueryPlacement(edge(from, to, more));
    expect(query('src/server/feed/feed.service.ts')).toMatchObject({ kind: 'query-outside-repo' });
    expect(query('src/server/feed/feed.routes.ts', 'src/server/db/schema/content.ts')).toMatchObject({
      kind: 'query-outside-repo',
      key: 'src/server/feed/feed.routes.ts -> src/server/db/schema/content.ts (query)',
    });
    expect(query('src/server/http/session.ts', 'drizzle-orm/pg-core')).toMatchObject({
      kind: 'query-outside-repo',
    });
    expect(query('src/server/feed/feed.repo.ts')).toBeUndefined();
    expect(query('src/server/feed/feed.test.ts')).toBeUndefined();
    expect(query('src/server/db/seed/demo-seed.ts')).toBeUndefined();
    expect(query('src/server/test/factories.ts')).toBeUndefined();
    expect(query('src/server/auth/auth.ts', 'src/server/db/schema/auth.ts')).toBeUndefined();
    expect(query('src/server/feed/feed.service.ts', 'drizzle-orm', { typeOnly: true })).toBeUndefined();
    expect(query('src/server/feed/feed.service.ts', 'drizzle-zod')).toBeUndefined();
    expect(query('src/web/features/feed/api.ts')).toBeUndefined();
  });

  it('the demo seed is a composition root: it may use a feature through its index.ts', () => {
    expect(roleOf('src/server/db/seed/demo-seed.ts')).toEqual({ kind: 'composition', side: 'server' });
    expect(
      checkImport(edge('src/server/db/seed/demo-seed.ts', 'src/server/moderation/index.ts')),
    ).toBeUndefined();
  });
});

describe('checkAggregates (rule 6)', () => {
  const CONTENT = 'src/server/db/schema/content.ts';
  const USERS = 'src/server/db/schema/users.ts';
  const uses = (from: string, to: string, names: string[], more: Partial<ImportEdge> = {}) =>
    checkAggregates([edge(from, to, { names, ...more })]);

  it('a feature repo importing a shared table fails, keyed by file and table, with its aggregate as the fix', () => {
    expect(uses('src/server/library/library.repo.ts', CONTENT, ['content', 'contentLikes'])).toEqual([
      expect.objectContaining({
        rule: 'placement',
        kind: 'table-outside-aggregate',
        key: 'src/server/library/library.repo.ts -> content (aggregate)',
        hint: expect.stringContaining('src/server/db/repos/content.repo.ts'),
      }),
    ]);
    const both = uses('src/server/billing/billing.repo.ts', USERS, [
      'parentProfiles',
      'users',
      'subscriptions',
    ]);
    expect(both.map((v) => v.key)).toEqual([
      'src/server/billing/billing.repo.ts -> parentProfiles (aggregate)',
      'src/server/billing/billing.repo.ts -> users (aggregate)',
    ]);
    // A namespace import loads every table of its schema file.
    expect(uses('src/server/feed/feed.repo.ts', USERS, ['*']).map((v) => v.key)).toEqual([
      'src/server/feed/feed.repo.ts -> creatorProfiles (aggregate)',
      'src/server/feed/feed.repo.ts -> parentProfiles (aggregate)',
      'src/server/feed/feed.repo.ts -> users (aggregate)',
    ]);
  });

  it("passes the aggregate itself, a feature's own tables, types, db/, tests, harnesses and a declared reader", () => {
    expect(uses('src/server/db/repos/content.repo.ts', CONTENT, ['content'])).toEqual([]);
    expect(uses('src/server/library/library.repo.ts', CONTENT, ['contentLikes', 'watchLater'])).toEqual([]);
    expect(uses('src/server/library/library.repo.ts', CONTENT, ['content'], { typeOnly: true })).toEqual([]);
    expect(uses('src/server/db/seed/demo-seed.ts', USERS, ['creatorProfiles'])).toEqual([]);
    expect(uses('src/server/library/library.test.ts', CONTENT, ['content'])).toEqual([]);
    expect(uses('src/server/test/factories.ts', USERS, ['users'])).toEqual([]);
    expect(uses('src/server/auth/auth.ts', USERS, ['users'])).toEqual([]);
    expect(uses('src/server/catalog/catalog.repo.ts', CONTENT, ['content'])).toEqual([]);
    // The same name from another file is another table.
    expect(
      uses('src/server/library/library.repo.ts', 'src/server/db/schema/library.ts', ['content']),
    ).toEqual([]);
  });

  it('a write outside the aggregate fails, even by a declared reader; the aggregate writes freely', () => {
    const write = (from: string, name: string, to = CONTENT) =>
      checkAggregates([], [{ from, to, name, method: 'update', line: 7 }]);
    expect(write('src/server/catalog/catalog.repo.ts', 'content')).toEqual([
      expect.objectContaining({
        kind: 'table-write-outside-aggregate',
        key: 'src/server/catalog/catalog.repo.ts -> content (aggregate write)',
        edge: expect.objectContaining({ specifier: '.update(content)', line: 7, kind: 'write' }),
      }),
    ]);
    expect(write('src/server/db/repos/content.repo.ts', 'content')).toEqual([]);
    expect(write('src/server/library/library.repo.ts', 'contentLikes')).toEqual([]);
  });

  it('counts them in the server figures and the analysis, under placement', () => {
    const analysis = analyse([edge('src/server/site/site.repo.ts', CONTENT, { names: ['content'] })]);
    expect(analysis.current.placement).toContain('src/server/site/site.repo.ts -> content (aggregate)');
    expect(countsFor(analysis, 'server').sharedTablesOutsideAggregates).toBe(1);
  });
});
