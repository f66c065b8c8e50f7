// The site name e-mails carry: the one set in Settings → Site Configuration (issue 15), else SITE_NAME. Read per
// mail (one small row), so a change applies to the next mail of every app process.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { systemSettings } from '#server/db/schema/settings';

export async function configuredSiteName(db: DbOrTx, fallback: string): Promise<string> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, 'site'))
    .limit(1);
  const name = (row?.value as { siteName?: unknown } | undefined)?.siteName;
  return typeof name === 'string' && name.trim().length > 0 && name.length <= 60 ? name : fallback;
}
