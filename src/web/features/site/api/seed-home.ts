// The landing page's head start from its HTML (decision 028): what GET /api/site, /site/footer, /site/stats,
// /site/featured and /site/testimonials answered the page's own request, drawn into the page by the server. It goes
// into the query cache before the first render, so the browser's first render is the server's (it hydrates it as it
// is) and the page asks the API nothing. Only for "/"; the block is read once and removed.
import type { QueryClient } from '@tanstack/react-query';
import type { HomeBoot } from '#shared/site.schema';
import { seedSignedOut } from '#web/features/auth';
import { featuredVideoQueryOptions } from './get-featured-video';
import { siteFooterQueryOptions } from './get-site-footer';
import { siteStatsQueryOptions } from './get-site-stats';
import { testimonialsQueryOptions } from './get-testimonials';

const BOOT_BLOCK_ID = 'boot-home';

/** GET /api/site's key, the same in every feature that reads it (auth, outreach, lib/site.ts). */
const SITE_QUERY_KEY = ['site'] as const;

function isHomeBoot(value: unknown): value is HomeBoot {
  if (typeof value !== 'object' || value === null) return false;
  const { site, footer, stats, featured, testimonials } = value as Partial<HomeBoot>;
  return (
    typeof site?.siteName === 'string' &&
    typeof footer?.supportEmail === 'string' &&
    typeof stats === 'object' &&
    stats !== null &&
    typeof featured === 'object' &&
    featured !== null &&
    Array.isArray(testimonials?.items)
  );
}

export function seedHome(queryClient: QueryClient, location: Pick<Location, 'pathname'>): void {
  const block = document.getElementById(BOOT_BLOCK_ID);
  if (!block) return;
  block.remove();
  if (location.pathname !== '/') return;
  let boot: unknown;
  try {
    boot = JSON.parse(block.textContent ?? '');
  } catch {
    return; // the page asks the API, as without the block
  }
  if (isHomeBoot(boot)) seedHomeData(queryClient, boot);
}

/**
 * The landing page's answers into the cache: the browser's from the block, the server's render from the request.
 * The server draws the page only for a visitor without a session (static-files.ts), so the drawing knows who is
 * looking: signed out. Its top bar has Sign in and Get Started from the first paint, and the browser's first render
 * draws the same.
 */
export function seedHomeData(queryClient: QueryClient, boot: HomeBoot): void {
  seedSignedOut(queryClient);
  queryClient.setQueryData(SITE_QUERY_KEY, boot.site);
  queryClient.setQueryData(siteFooterQueryOptions().queryKey, boot.footer);
  queryClient.setQueryData(siteStatsQueryOptions().queryKey, boot.stats);
  queryClient.setQueryData(featuredVideoQueryOptions().queryKey, boot.featured);
  queryClient.setQueryData(testimonialsQueryOptions().queryKey, boot.testimonials);
}
