// Which process is transcoding an upload, and ending what a crashed one left running. A transcode records its
// worker (`host/pid/start time`) and its ffmpeg's process group; after a crash the ffmpeg keeps running under init,
// and a start-up on the same host ends it and deletes its temporary folder. Linux's /proc tells a live process
// from a reused id (the start time); without /proc nothing is ended (a later expiry of the job still retries it).
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The kernel's start time of a process (field 22 of /proc/<pid>/stat); null when it is gone or there is no /proc. */
function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count from after the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** This process, as recorded on the uploads it transcodes. */
export function thisWorker(): string {
  return `${os.hostname()}/${process.pid}/${processStartTime(process.pid) ?? '?'}`;
}

/** true when the recorded worker is a process of this host that no longer runs; false when it runs or cannot tell. */
export function workerGone(worker: string): boolean {
  const [host, pid, start] = worker.split('/');
  if (host !== os.hostname() || !pid || !start || start === '?' || !existsSync('/proc/self/stat'))
    return false;
  return processStartTime(Number(pid)) !== start;
}

/**
 * Ends an orphaned ffmpeg's process group, if that group's leader is still the transcode of this upload (its command
 * line names the staged file, so a reused process id is never hit). Answers whether it was ended.
 */
export function endOrphanedFfmpeg(pgid: number, uploadId: string): boolean {
  if (!Number.isInteger(pgid) || pgid <= 1) return false;
  let commandLine: string;
  try {
    commandLine = readFileSync(`/proc/${pgid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return false;
  }
  if (!commandLine.includes(uploadId)) return false;
  try {
    process.kill(-pgid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

export const WORK_DIR_PREFIX = 'qk-hls-';

/** Only a transcode's own temporary folder is ever deleted from a recorded path. */
export function isTranscodeWorkDir(dir: string): boolean {
  return path.dirname(dir) === os.tmpdir() && path.basename(dir).startsWith(WORK_DIR_PREFIX);
}
