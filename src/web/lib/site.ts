// Site-wide names and paths the shell and pages share. The name is the one set in Settings → Site Configuration
// (GET /api/site), SITE_NAME until it is known: <SiteNameSync /> in the layouts reads it once per five
// minutes; the brand marks re-render with it, document titles take it from the next page on.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { SiteInfo } from '#shared/accounts.schema';
import { apiGet } from '#web/lib/api-client';

export const SITE_NAME = 'Qamar Kids';

let configured: string | undefined;
const listeners = new Set<() => void>();

/** The site's name now: the configured one once known, else SITE_NAME. */
export function siteName(): string {
  return configured ?? SITE_NAME;
}

function setConfiguredSiteName(name: string | undefined) {
  const next = name?.trim() ? name : undefined;
  if (next === configured) return;
  configured = next;
  for (const listener of listeners) listener();
}

/** The site's name, re-rendering when the configured one arrives or changes. */
export function useSiteName(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    siteName,
    siteName,
  );
}

/** Reads GET /api/site (the same query and key as the account and outreach pages) and keeps the name current. */
export function SiteNameSync() {
  const site = useQuery({
    queryKey: ['site'] as const,
    queryFn: ({ signal }) => apiGet<SiteInfo>('/api/site', { signal }),
    staleTime: 5 * 60_000,
  });
  const name = site.data?.siteName;
  useEffect(() => setConfiguredSiteName(name), [name]);
  return null;
}

export function pageTitle(title?: string): string {
  const name = siteName();
  return title ? `${title} · ${name}` : name;
}
