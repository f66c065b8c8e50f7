// Starts one real PostgreSQL for the API test run (the DATABASE_URL path) and builds a migrated template database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import type { TestProject } from 'vitest/node';
import { createDatabase, withDatabaseName } from '#server/db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '#server/db/embedded-postgres';
import { runMigrations } from '#server/db/migrate';
import { TEMPLATE_DATABASE } from './template-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseServerUrl: string;
  }
}

let server: EmbeddedDatabase | undefined;
let dataDir: string | undefined;

/**
 * embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls `process.exit(0)` once its hooks
 * ran: in this (Vitest's main) process that replaced the exit code 1 of a failed run with 0, so a failing API test
 * never failed `npm test`. teardown() stops the server itself; the hook is not wanted here.
 */
function dropEmbeddedPostgresExitHooks() {
  for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);
}

export async function setup(project: TestProject) {
  dropEmbeddedPostgresExitHooks();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-api-test-'));
  // As root, PostgreSQL runs as its own OS user, which must be able to enter the folder.
  fs.chmodSync(dataDir, 0o755);
  server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), durability: 'throwaway' });
  const admin = createDatabase(server.url, { max: 1 });
  await admin.$client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  await admin.$client.end();
  const template = createDatabase(withDatabaseName(server.url, TEMPLATE_DATABASE), { max: 1 });
  await runMigrations(template);
  await template.$client.end();
  project.provide('databaseServerUrl', server.url);
}

export async function teardown() {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
