// content_facet_counts in memory (a few thousand rows): every feed page and child feed page starts with the facet
// statistics of its filter (facetStats), a read the database repeats for every page, and from memory a pass over
// the rows. The copy is used only while the catalog's change notifications flow, and dropped
// on each change (db/catalog-changes.ts), like the feed's page cache; when it is off, missing or being reloaded
// across a change, the statistics are read from the database as before. Decision
// 030-k-facet-walks-read-indexes-only.
import { type CatalogChanges, catalogChangesFor } from '#server/db/catalog-changes';
import type { Database } from '#server/db/client';
import type { Logger } from '#server/logger';
import {
  type FacetCountRow,
  type FacetFilter,
  type FacetStats,
  facetStats,
  readFacetCounts,
} from './catalog.repo';

class FacetCountsCache {
  private rows: FacetCountRow[] | undefined;
  private loading: Promise<FacetCountRow[]> | undefined;
  private generation = 0;

  constructor(
    private readonly db: Database,
    private readonly changes: CatalogChanges,
  ) {
    changes.subscribe(() => {
      this.generation += 1;
      this.rows = undefined;
    });
  }

  /** The rows, or undefined while notifications are not flowing or when the catalog changed during the read. */
  async get(): Promise<FacetCountRow[] | undefined> {
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
}

const caches = new WeakMap<Database, FacetCountsCache>();

/** Keeps this pool's facet counts in memory from now on (the app, when FACET_COUNTS_CACHE is on). */
export function keepFacetCountsInMemory(db: Database, logger?: Logger) {
  if (!caches.has(db)) caches.set(db, new FacetCountsCache(db, catalogChangesFor(db, logger)));
}

/** The filter's statistics: from the copy in memory when there is one, otherwise from the database. */
export async function readFacetStats(db: Database, filter: FacetFilter, wanted: number): Promise<FacetStats> {
  const rows = await caches.get(db)?.get();
  return rows ? facetStatsOf(rows, filter, wanted) : facetStats(db, filter, wanted);
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
