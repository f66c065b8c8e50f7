// content_facet_counts in memory (a few thousand rows): every feed page and child feed page starts with the facet
// statistics of its filter (facetStats), which cost the database a read of the facet index, and from memory cost a
// pass over the rows. The copy is used only while the catalog's change notifications flow, and dropped on each
// change (catalog-changes.ts), like the feed's page cache; when it is off, missing or being reloaded across a
// change, the statistics are read from the database as before. Decision
// 030-k-facet-walks-read-indexes-only.
import type { Database } from '#server/db/client';
import {
  type FacetCountRow,
  type FacetFilter,
  type FacetStats,
  facetStats,
  readFacetCounts,
} from './catalog.repo';
import type { CatalogChanges } from './catalog-changes';

/**
 * What the catalog's counted reads need: the database, and the facet counts in memory when they are kept (the app's
 * deps); `{ db }` alone reads every count from the database (the bench, explain-feed).
 */
export type CatalogReadDeps = { db: Database; facetCounts?: FacetCountsCache };

/**
 * The facet counts in memory of one process (FACET_COUNTS_CACHE; created at start-up, held in AppDeps). Switched
 * off, it keeps nothing and never opens the LISTEN connection: every read goes to the database.
 */
export class FacetCountsCache {
  private rows: FacetCountRow[] | undefined;
  private loading: Promise<FacetCountRow[]> | undefined;
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly db: Database,
    private readonly changes: CatalogChanges,
    private readonly enabled: boolean,
  ) {
    this.unsubscribe = changes.subscribe(() => {
      this.generation += 1;
      this.rows = undefined;
    });
  }

  /** The rows; undefined while off, while notifications do not flow, or when the catalog changed during the read. */
  async get(): Promise<FacetCountRow[] | undefined> {
    if (!this.enabled) return undefined;
    this.changes.ensureListening();
    if (!this.changes.listening) return undefined;
    if (this.rows) return this.rows;
    const generation = this.generation;
    this.loading ??= readFacetCounts(this.db).finally(() => {
      this.loading = undefined;
    });
    const rows = await this.loading;
    if (generation !== this.generation || !this.changes.listening) return undefined;
    this.rows = rows;
    return rows;
  }

  /** Drops the copy and stops following the catalog's changes (shutdown; the listener is closed by its owner). */
  close() {
    this.unsubscribe();
    this.generation += 1;
    this.rows = undefined;
  }
}

declare module '#server/http/app-env' {
  interface AppDeps {
    /** content_facet_counts in memory while FACET_COUNTS_CACHE is on. */
    facetCounts: FacetCountsCache;
  }
}

/** The filter's statistics: from the copy in memory when there is one, otherwise from the database. */
export async function readFacetStats(
  deps: CatalogReadDeps,
  filter: FacetFilter,
  wanted: number,
): Promise<FacetStats> {
  const rows = await deps.facetCounts?.get();
  return rows ? facetStatsOf(rows, filter, wanted) : facetStats(deps.db, filter, wanted);
}

const allows = <T>(values: readonly T[] | undefined, value: T) =>
  values === undefined || values.includes(value);

/** facetStats computed from the rows: the same figures as its SQL (catalog-facets.test.ts compares them). */
export function facetStatsOf(
  rows: readonly FacetCountRow[],
  filter: FacetFilter,
  wanted: number,
): FacetStats {
  let matches = 0;
  let catalog = 0;
  let combinations = 0;
  let mergeEntries = 0;
  // Like SQL's sum over no rows (null), a language or source with no row at all does not narrow the walk.
  let languageEntries: number | undefined;
  let sourceEntries: number | undefined;
  const language = filter.language?.length === 1 ? filter.language[0] : undefined;
  const source = filter.source?.length === 1 ? filter.source[0] : undefined;
  for (const row of rows) {
    catalog += row.count;
    if (language !== undefined && row.language === language)
      languageEntries = (languageEntries ?? 0) + row.count;
    if (source !== undefined && row.sourceType === source) sourceEntries = (sourceEntries ?? 0) + row.count;
    const matching =
      allows(filter.age, row.ageRange) &&
      allows(filter.category, row.category) &&
      allows(filter.language, row.language) &&
      allows(filter.source, row.sourceType) &&
      (filter.music === undefined || filter.music === row.hasMusic) &&
      (filter.durationBucket === undefined || filter.durationBucket === row.durationBucket) &&
      allows(filter.rating, row.contentRating);
    if (!matching) continue;
    matches += row.count;
    if (row.count > 0) combinations += 1;
    mergeEntries += Math.min(row.count, wanted);
  }
  const narrower = [languageEntries, sourceEntries].filter((value) => value !== undefined);
  return { matches, catalog, combinations, mergeEntries, walkEntries: Math.min(catalog, ...narrower) };
}
