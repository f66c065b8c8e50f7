// npm run restore -- <backup file> [database url]: restores a backup downloaded from Settings → Backup into an EMPTY
// database (DATABASE_URL, or the URL given). See README "Backup and restore" and decision 021-a2.
import { loadEnv } from '#server/env';
import { RestoreError, restoreBackup } from './restore.repo';

async function main() {
  const [file, urlArgument] = process.argv.slice(2);
  if (!file) {
    console.error('Usage: npm run restore -- <backup.qkbackup.gz> [postgres://… of an empty database]');
    process.exit(2);
  }
  const url = urlArgument ?? loadEnv().DATABASE_URL;
  if (!url) {
    console.error('Set DATABASE_URL (or pass the URL) to an empty database to restore into.');
    process.exit(2);
  }
  const { tables } = await restoreBackup(url, file);
  const rows = Object.values(tables).reduce((sum, n) => sum + n, 0);
  console.log(`Restored ${Object.keys(tables).length} tables, ${rows} rows.`);
  console.log(
    'Sessions, password-reset and verification tokens were not restored (a backup keeps no credentials): everyone signs in again.',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof RestoreError ? error.message : error);
  process.exit(1);
});
