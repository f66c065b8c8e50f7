// The verified-e-mail gate (decision 010): reading the pending queue, voting and submitting content need an
// address the user has proved they own. Read from the database, so a link followed in another tab counts at once.
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../shared/accounts.schema';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema/users';
import { AppError } from '../http/app-error';

export async function isEmailVerified(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.verified === true;
}

/** 403 EMAIL_NOT_VERIFIED unless the user's address is verified; the web answers with a resend button. */
export async function requireVerifiedEmail(db: DbOrTx, userId: string): Promise<void> {
  if (!(await isEmailVerified(db, userId))) {
    throw new AppError('EMAIL_NOT_VERIFIED', ACCOUNT_MESSAGES.emailNotVerified);
  }
}
