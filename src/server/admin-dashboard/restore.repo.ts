// Restores a backup (backup.ts) into an EMPTY database (decision 021-a2): migrates it to the backup's recorded
// migration level, then, in one transaction, COPYs every table FROM the file in the backup's order (referenced
// tables first), with user triggers off (derived rows such as content_facet_counts are restored as they were, not
// counted twice), and sets every column-owned sequence past its largest value. Newer migrations then run as usual
// when the app starts on the restored database.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { createDatabase } from '#server/db/client';
import { projectRoot } from '#server/db/migrate';
import {
  BACKUP_MAGIC,
  type BackupHeader,
  type BackupTable,
  quoteIdent,
  SECRET_COLUMNS,
  SECRET_TABLES,
} from './backup';

export class RestoreError extends Error {}

const migrationsFolder = () => path.join(projectRoot(), 'src/server/db/migrations');

async function assertEmpty(client: pg.ClientBase) {
  const result = await client.query<{ tables: number; migrated: boolean }>(
    `select (select count(*)::int from pg_tables where schemaname = 'public') as tables,
            to_regclass('drizzle.__drizzle_migrations') is not null as migrated`,
  );
  const row = result.rows[0];
  if (!row || row.tables > 0 || row.migrated) {
    throw new RestoreError('The target database is not empty: restore only into a new, empty database.');
  }
}

/** Applies the committed migrations up to (and including) the backup's level, none newer. */
async function migrateTo(url: string, level: BackupHeader['migration']) {
  const db = createDatabase(url, { max: 1 });
  try {
    const all = readMigrationFiles({ migrationsFolder: migrationsFolder() });
    const upTo = level ? all.filter((m) => m.folderMillis <= level.createdAt) : all;
    if (level && !upTo.some((m) => m.hash === level.hash)) {
      throw new RestoreError(
        'This backup was made by a version whose migrations this copy does not have: restore it with that version.',
      );
    }
    // drizzle's own migrator, given the chosen migrations (its public migrate() always applies all of them).
    const internal = db as unknown as {
      dialect: { migrate: (m: unknown, s: unknown, c: unknown) => Promise<void> };
      session: unknown;
    };
    await internal.dialect.migrate(upTo, internal.session, { migrationsFolder: migrationsFolder() });
  } finally {
    await db.$client.end();
  }
}

/** Positions of the secret columns an older backup may still hold for this table. */
function secretFields(table: BackupTable): number[] {
  const secret = SECRET_COLUMNS[table.name] ?? [];
  return table.columns.flatMap((column, index) => (secret.includes(column) ? [index] : []));
}

/** A COPY text row with those fields null: fields are tab-separated, and a tab inside a value is written `\t`. */
function withoutFields(line: string, fields: number[]): string {
  const values = line.split('\t');
  for (const field of fields) if (field < values.length) values[field] = '\\N';
  return values.join('\t');
}

async function write(stream: Writable, chunk: string) {
  if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve));
}

export async function restoreBackup(url: string, file: string): Promise<{ tables: Record<string, number> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await assertEmpty(client);
    const lines = readline.createInterface({
      input: fs.createReadStream(file).pipe(createGunzip()),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    const iterator = lines[Symbol.asyncIterator]();
    const next = async () => {
      const { value, done } = await iterator.next();
      if (done) throw new RestoreError('The backup file ends too early.');
      return value as string;
    };
    if ((await next()) !== BACKUP_MAGIC) throw new RestoreError('This is not a Qamar Kids backup file.');
    const header = JSON.parse(await next()) as BackupHeader;
    await migrateTo(url, header.migration);

    const counts: Record<string, number> = {};
    await client.query('begin');
    const names = header.tables.map((t) => quoteIdent(t.name));
    for (const name of names) await client.query(`alter table ${name} disable trigger user`);
    if (names.length > 0) await client.query(`truncate ${names.join(', ')}`);
    for (const table of header.tables) {
      if ((await next()) !== `TABLE ${table.name}`)
        throw new RestoreError(`Expected the table ${table.name}.`);
      if (SECRET_TABLES.has(table.name)) {
        // Credentials an older backup still carries are never brought back (see SECRET_TABLES).
        let skipped = await next();
        while (skipped !== '\\.') skipped = await next();
        counts[table.name] = 0;
        continue;
      }
      const columns = table.columns.map(quoteIdent).join(', ');
      const copy = client.query(copyFrom(`COPY ${quoteIdent(table.name)} (${columns}) FROM STDIN`));
      const secret = secretFields(table);
      let rows = 0;
      for (let line = await next(); line !== '\\.'; line = await next()) {
        await write(copy, `${secret.length > 0 ? withoutFields(line, secret) : line}\n`);
        rows += 1;
      }
      copy.end();
      await finished(copy);
      counts[table.name] = rows;
    }
    if ((await next()) !== 'END') throw new RestoreError('The backup file has no end marker.');
    for (const name of names) await client.query(`alter table ${name} enable trigger user`);
    // Every sequence a column owns (serial and identity columns) continues after the restored rows.
    const sequences = await client.query<{ seq: string; tbl: string; col: string }>(
      `select s.oid::regclass::text as seq, t.relname as tbl, a.attname as col
         from pg_class s
         join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
         join pg_class t on t.oid = d.refobjid
         join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
         join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S'`,
    );
    for (const { seq, tbl, col } of sequences.rows) {
      await client.query(
        `select setval($1::regclass, coalesce((select max(${quoteIdent(col)}) from ${quoteIdent(tbl)}), 0) + 1, false)`,
        [seq],
      );
    }
    await client.query('commit');
    lines.close();
    return { tables: counts };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
