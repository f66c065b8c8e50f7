// The catalog's upkeep: every 15 minutes, content_facet_counts is rewritten if a bulk change (a mass publish, a
// backfill, a synthetic load) has left it several times bigger than its rows need; otherwise the job only measures
// it (two small queries). Every feed page reads that table whole.
import { compactFacetCounts } from '#server/db/facet-counts';
import type { JobDefinition } from '#server/jobs/job-queue';

export const CATALOG_UPKEEP_JOB = 'catalog-upkeep';

export const CATALOG_JOBS: readonly JobDefinition[] = [
  {
    name: CATALOG_UPKEEP_JOB,
    policy: 'stately',
    cron: '*/15 * * * *',
    handler: async (_data, deps) => {
      const result = await compactFacetCounts(deps.db.$client);
      if (result.compacted) deps.logger.info(result, 'content_facet_counts compacted');
    },
  },
];
