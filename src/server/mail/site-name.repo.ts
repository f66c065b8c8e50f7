// The site name e-mails carry and the support address they go to: the ones set in Settings → Site Configuration,
// else SITE_NAME and SUPPORT_EMAIL. Read per mail (one small row), so a change applies to the next mail
// of every app process.
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

/** Where messages for the support team go: Settings → Site Configuration's support e-mail, else SUPPORT_EMAIL. */
export async function configuredSupportEmail(db: DbOrTx, fallback: string): Promise<string> {
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, 'site'))
    .limit(1);
  const address = (row?.value as { supportEmail?: unknown } | undefined)?.supportEmail;
  return typeof address === 'string' && /^[^\s@]+@[^\s@]+$/.test(address) && address.length <= 254
    ? address
    : fallback;
}
