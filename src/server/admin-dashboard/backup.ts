// A consistent logical backup without pg_dump (decision 021-a2: the shipped PostgreSQL 18 binaries have no pg_dump,
// and Debian's pg_dump 15 refuses a version-18 server). One REPEATABLE READ READ ONLY transaction sees one snapshot;
// every public table is streamed with COPY … TO STDOUT into a gzip stream, nothing held in memory. The format
// (gzip'd UTF-8 text, line framed):
//   QAMAR-KIDS-BACKUP 1
//   {"createdAt":…,"migration":{"hash":…,"createdAt":<folder millis>},"tables":[{"name":…,"columns":[…]},…]}
//   TABLE <name>
//   <the table's rows in COPY text format, one line each: tabs between columns, \N for null, \\ \n \t escaped>
//   \.
//   … (every table in the header's order)
//   END
// A COPY text line can never be "\." (a backslash is always written "\\"), so the framing is unambiguous.
import { PassThrough, type Readable, type Writable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '#server/db/client';

export const BACKUP_MAGIC = 'QAMAR-KIDS-BACKUP 1';

/**
 * Rows that are nothing but live credentials: sessions (their tokens sign a browser in) and better-auth's
 * verifications (password-reset and e-mail verification tokens). A backup is a file an admin downloads and keeps;
 * one of these in it would let whoever reads the file take over an account. Their tables are listed in the header
 * (so a restore creates them) but no row is written, and a restore skips any rows an older backup still carries.
 * After a restore everyone signs in again and asks for a new reset link.
 */
export const SECRET_TABLES: ReadonlySet<string> = new Set(['sessions', 'verifications']);

/**
 * Columns holding a credential in a table whose other columns are data: the OAuth provider's tokens of a linked
 * account (the password column is a hash and stays, so people can sign in after a restore). Left out of the
 * backup; restored as null (a Google sign-in gets fresh tokens).
 */
export const SECRET_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  accounts: ['access_token', 'refresh_token', 'id_token'],
};

/** The columns of a table a backup may hold: every stored one but the secret ones. */
export function backedUpColumns(table: BackupTable): string[] {
  const secret = SECRET_COLUMNS[table.name] ?? [];
  return table.columns.filter((column) => !secret.includes(column));
}

export type BackupTable = { name: string; columns: string[] };
export type BackupHeader = {
  createdAt: string;
  migration: { hash: string; createdAt: number } | null;
  tables: BackupTable[];
};

/** Quotes an identifier the way PostgreSQL does (names come from the catalog, never from a request). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The public tables and their stored (not generated, not dropped) columns in order. */
export async function listTables(client: pg.ClientBase): Promise<BackupTable[]> {
  const result = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p')
      group by c.relname order by c.relname`,
  );
  return orderByForeignKeys(result.rows, await foreignKeyEdges(client));
}

/** [table, table it references] for every foreign key between two public tables. */
async function foreignKeyEdges(client: pg.ClientBase): Promise<[string, string][]> {
  const result = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  return result.rows.map((row) => [row.child, row.parent]);
}

/** Referenced tables before the tables referencing them (so a restore satisfies every foreign key as it goes). */
export function orderByForeignKeys<T extends { name: string }>(tables: T[], edges: [string, string][]): T[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string) => {
    if (state.get(name)) return; // done, or a cycle (not present in our schema): keep the order found so far
    state.set(name, 'visiting');
    for (const [child, parent] of edges) if (child === name && byName.has(parent)) visit(parent);
    state.set(name, 'done');
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const table of tables) visit(table.name);
  return ordered;
}

async function migrationLevel(client: pg.ClientBase): Promise<BackupHeader['migration']> {
  const exists = await client.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists.rows[0]?.found) return null;
  const result = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const row = result.rows[0];
  return row ? { hash: row.hash, createdAt: Number(row.created_at) } : null;
}

/** Writes with back-pressure; rejects when the stream was destroyed (the download was abandoned). */
async function write(stream: Writable, chunk: Buffer | string): Promise<void> {
  if (stream.destroyed) throw new Error('backup reader went away');
  if (stream.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const onDrain = () => {
      stream.off('close', onClose);
      resolve();
    };
    const onClose = () => {
      stream.off('drain', onDrain);
      reject(new Error('backup reader went away'));
    };
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}

/**
 * Returns the gzip'd backup as a stream and a promise of its completion. The pool client is held for the duration
 * (one snapshot) and released at the end, also when the reader goes away.
 */
export function backupStream(db: Database): { stream: Readable; done: Promise<{ tables: number }> } {
  const text = new PassThrough();
  const gzip = createGzip();
  const out = text.pipe(gzip);
  const done = (async () => {
    const client = await db.$client.connect();
    let failed: Error | undefined;
    try {
      await client.query('begin isolation level repeatable read read only');
      const header: BackupHeader = {
        createdAt: new Date().toISOString(),
        migration: await migrationLevel(client),
        tables: (await listTables(client)).map((table) => ({ ...table, columns: backedUpColumns(table) })),
      };
      await write(text, `${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`);
      for (const table of header.tables) {
        await write(text, `TABLE ${table.name}\n`);
        if (SECRET_TABLES.has(table.name)) {
          await write(text, '\\.\n');
          continue;
        }
        const columns = table.columns.map(quoteIdent).join(', ');
        const copy = client.query(copyTo(`COPY ${quoteIdent(table.name)} (${columns}) TO STDOUT`));
        // Copied chunk by chunk without ending `text`: the next table follows in the same stream.
        for await (const chunk of copy) await write(text, chunk as Buffer);
        await write(text, '\\.\n');
      }
      await write(text, 'END\n');
      await client.query('commit');
      text.end();
      return { tables: header.tables.length };
    } catch (error) {
      failed = error as Error;
      await client.query('rollback').catch(() => {});
      text.destroy(failed);
      out.destroy(failed);
      throw failed;
    } finally {
      client.release(failed);
    }
  })();
  out.on('close', () => {
    if (!text.writableEnded) text.destroy();
  });
  return { stream: out, done };
}
