// ffprobe and ffmpeg (Debian's packages, run as child processes; decision 021-c). Nothing here holds a video in
// memory: ffprobe answers JSON, ffmpeg writes files and reports progress on stdout (-progress pipe:1).
import { spawn } from 'node:child_process';
import { open } from 'node:fs/promises';
import { HLS_LADDER, type UploadContainer } from '#shared/uploads';

export type FfmpegTools = { ffmpeg: string; ffprobe: string };

type RunResult = { code: number | null; stdout: string; stderr: string };

type RunOptions = {
  onStdout?: (chunk: string) => void;
  /** Each line of stderr, as it comes. */
  onStderrLine?: (line: string) => void;
  /**
   * Its own process group, so that the whole group (nice and ffmpeg under it) can be ended together, also by a
   * later process that finds it orphaned.
   */
  detached?: boolean;
  /** Called with the process id once started (the group's id when detached). */
  onStart?: (pid: number) => void;
};

/** A running child process: its result, and a way to end it (and its group) at once. */
type Running = { result: Promise<RunResult>; kill: () => void };

function start(command: string, args: string[], options: RunOptions = {}): Running {
  const child = spawn(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  const kill = () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    try {
      if (options.detached) process.kill(-child.pid, 'SIGKILL');
      else child.kill('SIGKILL');
    } catch {
      // already gone
    }
  };
  const result = new Promise<RunResult>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    let partial = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk);
      else if (stdout.length < 1_000_000) stdout += chunk;
    });
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8000);
      if (!options.onStderrLine) return;
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) options.onStderrLine(line);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  if (child.pid !== undefined) options.onStart?.(child.pid);
  return { result, kill };
}

function run(command: string, args: string[], onStdout?: (chunk: string) => void): Promise<RunResult> {
  return start(command, args, onStdout ? { onStdout } : {}).result;
}

/** Whether ffmpeg and ffprobe can be started (checked at start-up and by /api/uploads/availability). */
export async function ffmpegAvailable(tools: FfmpegTools): Promise<boolean> {
  try {
    const [a, b] = await Promise.all([run(tools.ffmpeg, ['-version']), run(tools.ffprobe, ['-version'])]);
    return a.code === 0 && b.code === 0;
  } catch {
    return false;
  }
}

/** The container, by the file's first bytes (never by its name or declared type); null for anything else. */
export async function sniffContainer(filePath: string): Promise<UploadContainer | null> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    if (bytesRead < 12) return null;
    if (head.toString('latin1', 4, 8) === 'ftyp')
      return head.toString('latin1', 8, 12) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
    if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ')
      return 'video/x-msvideo';
    if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'video/webm';
    return null;
  } finally {
    await handle.close();
  }
}

export type ProbeResult = {
  durationSeconds: number;
  width: number;
  height: number;
  hasAudio: boolean;
};

/** ffprobe's view of the file; null when it cannot read it or it has no video stream (cover art is no video). */
export async function probeVideo(tools: FfmpegTools, filePath: string): Promise<ProbeResult | null> {
  const result = await run(tools.ffprobe, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    filePath,
  ]);
  if (result.code !== 0) return null;
  type Stream = {
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
  };
  let parsed: { streams?: Stream[]; format?: { duration?: string } };
  try {
    parsed = JSON.parse(result.stdout);
  } catch {
    return null;
  }
  const streams = parsed.streams ?? [];
  const video = streams.find(
    (s) => s.codec_type === 'video' && !s.disposition?.attached_pic && (s.width ?? 0) > 0,
  );
  if (!video) return null;
  const duration = Number(parsed.format?.duration ?? video.duration ?? Number.NaN);
  return {
    durationSeconds: Number.isFinite(duration) ? duration : 0,
    width: video.width ?? 0,
    height: video.height ?? 0,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}

export type Rendition = { height: number; width: number; videoKbps: number; audioKbps: number; name: string };

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** 360p always (never upscaled past the source), 720p from a 720p source, 1080p only from a 1080p source. */
export function ladderFor(source: { width: number; height: number }): Rendition[] {
  const shortSide = Math.min(source.width, source.height);
  const portrait = source.height > source.width;
  const rungs = HLS_LADDER.filter((rung, index) => index === 0 || shortSide >= rung.height);
  return rungs.map((rung) => {
    const short = even(Math.min(rung.height, shortSide));
    const long = even((short * Math.max(source.width, source.height)) / Math.max(1, shortSide));
    return {
      height: portrait ? long : short,
      width: portrait ? short : long,
      videoKbps: rung.videoKbps,
      audioKbps: rung.audioKbps,
      name: `${rung.height}p`,
    };
  });
}

export type TranscodeOptions = {
  input: string;
  outDir: string;
  renditions: Rendition[];
  hasAudio: boolean;
  durationSeconds: number;
  /** Niceness for the ffmpeg process (0 = not niced). */
  nice: number;
  threads: number;
  onProgress: (percent: number) => void;
  /**
   * What the decoder really gives, checked as it comes (the container's header can say anything): answers the
   * spec's message to stop at once, or null to go on.
   */
  check?: (decoded: DecodedMedia) => string | null;
  /** Wall-clock cap: past it ffmpeg is ended and the run fails with TranscodeTimedOut. */
  timeoutMs?: number;
  /** The ffmpeg process group's id once started (recorded, so a later start-up can end an orphan). */
  onStart?: (pid: number) => void;
};

/** Measured while transcoding: the media time reached, and the size of the frames decoded (each new size). */
export type DecodedMedia = { seconds: number; width: number; height: number };

/** The stream broke a limit that its header hid: the spec's message. */
export class TranscodeRefused extends Error {
  constructor(readonly refusal: string) {
    super(`refused while transcoding: ${refusal}`);
  }
}

export class TranscodeTimedOut extends Error {
  constructor(readonly timeoutMs: number) {
    super(`transcoding took longer than ${Math.round(timeoutMs / 1000)} s`);
  }
}

/**
 * ffmpeg (verbose) reports the frames each filter graph input is configured with, again whenever the decoded frames
 * change: "[graph 0 input from stream 0:0 @ 0x…] w:3840 h:2160 pixfmt:…". Those are the decoder's frames, not the
 * header's figures.
 */
const GRAPH_INPUT = /^\[graph \d+ input from stream [^\]]*\] w:(\d+) h:(\d+)/;

/**
 * x264's speed: the whole ladder of a 1080p source at least as fast as real time, with a margin on a slow machine,
 * which `veryfast` did not keep (decision 030-k-x264-superfast has the figures). The price is a little detail at the
 * same bitrate, which the ladder's caps keep.
 */
const X264_PRESET = 'superfast';

/** One ffmpeg run writes every rendition (`<name>/index.m3u8`, 4 s segments) with H.264/AAC. */
export async function transcodeToHls(tools: FfmpegTools, options: TranscodeOptions): Promise<DecodedMedia> {
  const { renditions } = options;
  const split = renditions.map((_, i) => `[v${i}]`).join('');
  const scales = renditions.map((r, i) => `[v${i}]scale=${r.width}:${r.height}[o${i}]`).join(';');
  const filter = `[0:v:0]split=${renditions.length}${split};${scales}`;
  const args = [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-v',
    'verbose',
    '-i',
    options.input,
    '-filter_complex',
    filter,
  ];
  renditions.forEach((r, i) => {
    args.push('-map', `[o${i}]`);
    if (options.hasAudio) args.push('-map', '0:a:0');
    args.push(`-b:v:${i}`, `${r.videoKbps}k`, `-maxrate:v:${i}`, `${Math.round(r.videoKbps * 1.2)}k`);
    args.push(`-bufsize:v:${i}`, `${r.videoKbps * 2}k`);
    if (options.hasAudio) args.push(`-b:a:${i}`, `${r.audioKbps}k`);
  });
  const streamMap = renditions
    .map((r, i) => (options.hasAudio ? `v:${i},a:${i},name:${r.name}` : `v:${i},name:${r.name}`))
    .join(' ');
  args.push(
    '-c:v',
    'libx264',
    '-preset',
    X264_PRESET,
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    String(options.threads),
    '-g',
    '48',
    '-keyint_min',
    '48',
    '-sc_threshold',
    '0',
    '-force_key_frames',
    'expr:gte(t,n_forced*4)',
  );
  if (options.hasAudio) args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000');
  args.push(
    '-f',
    'hls',
    '-hls_time',
    '4',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    `${options.outDir}/%v/seg_%03d.ts`,
    '-var_stream_map',
    streamMap,
    '-progress',
    'pipe:1',
    '-nostats',
    `${options.outDir}/%v/index.m3u8`,
  );
  const command = options.nice > 0 ? 'nice' : tools.ffmpeg;
  const fullArgs = options.nice > 0 ? ['-n', String(options.nice), tools.ffmpeg, ...args] : args;
  const decoded: DecodedMedia = { seconds: 0, width: 0, height: 0 };
  let framesSeen = false;
  let refusal: string | null = null;
  let timedOut = false;
  // Set once started: ends ffmpeg (and its process group) at once.
  let stop = () => {};
  const checkNow = () => {
    if (refusal || !options.check) return;
    refusal = options.check(decoded);
    if (refusal) stop();
  };
  let buffer = '';
  let lastPercent = -1;
  const running = start(command, fullArgs, {
    detached: true,
    ...(options.onStart ? { onStart: options.onStart } : {}),
    onStderrLine: (line) => {
      const frame = GRAPH_INPUT.exec(line);
      if (!frame) return;
      framesSeen = true;
      decoded.width = Number(frame[1]);
      decoded.height = Number(frame[2]);
      checkNow();
    },
    onStdout: (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (!match) continue;
        decoded.seconds = Math.max(decoded.seconds, Number(match[1]) / 1e6);
        checkNow();
        if (options.durationSeconds <= 0) continue;
        const percent = Math.min(99, Math.floor((decoded.seconds / options.durationSeconds) * 100));
        if (percent > lastPercent) {
          lastPercent = percent;
          options.onProgress(percent);
        }
      }
    },
  });
  stop = running.kill;
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          running.kill();
        }, options.timeoutMs);
  let result: RunResult;
  try {
    result = await running.result;
  } finally {
    clearTimeout(timer);
    // Whatever ends this run (an exception included), no ffmpeg of it is left behind.
    running.kill();
  }
  if (refusal) throw new TranscodeRefused(refusal);
  if (timedOut && options.timeoutMs !== undefined) throw new TranscodeTimedOut(options.timeoutMs);
  if (result.code !== 0) throw new Error(`ffmpeg failed (${result.code}): ${result.stderr.slice(-600)}`);
  // Nothing measured means nothing can be vouched for (an ffmpeg that logs differently): fail, never pass.
  if (!framesSeen) throw new Error('ffmpeg reported no decoded frame size');
  // The last word on the whole stream (a final size or time may have come with the last lines).
  checkNow();
  if (refusal) throw new TranscodeRefused(refusal);
  return decoded;
}

/** A JPEG poster from a frame a second in (or the middle of a shorter clip), 720 px tall at most. */
export async function writePoster(
  tools: FfmpegTools,
  input: string,
  output: string,
  durationSeconds: number,
): Promise<void> {
  const at = Math.min(1, durationSeconds / 2);
  const result = await run(tools.ffmpeg, [
    '-hide_banner',
    '-nostdin',
    '-y',
    '-ss',
    at.toFixed(2),
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    "scale='min(1280,iw)':-2",
    '-q:v',
    '4',
    output,
  ]);
  if (result.code !== 0) throw new Error(`poster failed: ${result.stderr.slice(-400)}`);
}

/**
 * A soundtrack's container by its first bytes: any video container (its sound is taken), or MP3 (an ID3 tag or an
 * MPEG audio frame), WAV, Ogg or FLAC; null for anything else.
 */
export async function sniffSoundtrackContainer(filePath: string): Promise<string | null> {
  const video = await sniffContainer(filePath);
  if (video) return video;
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    if (bytesRead < 4) return null;
    if (head.toString('latin1', 0, 3) === 'ID3') return 'audio/mpeg';
    if (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) return 'audio/mpeg';
    if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WAVE')
      return 'audio/wav';
    if (head.toString('latin1', 0, 4) === 'OggS') return 'audio/ogg';
    if (head.toString('latin1', 0, 4) === 'fLaC') return 'audio/flac';
    return null;
  } finally {
    await handle.close();
  }
}

/** ffprobe's length of the file's first audio stream (the container's, else the stream's); null: no sound. */
export async function probeAudio(
  tools: FfmpegTools,
  filePath: string,
): Promise<{ durationSeconds: number } | null> {
  const result = await run(tools.ffprobe, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    filePath,
  ]);
  if (result.code !== 0) return null;
  let parsed: { streams?: { codec_type?: string; duration?: string }[]; format?: { duration?: string } };
  try {
    parsed = JSON.parse(result.stdout);
  } catch {
    return null;
  }
  const audio = (parsed.streams ?? []).find((s) => s.codec_type === 'audio');
  if (!audio) return null;
  const duration = Number(parsed.format?.duration ?? audio.duration ?? Number.NaN);
  return { durationSeconds: Number.isFinite(duration) ? duration : 0 };
}

/** Runs ffmpeg (niced when asked), ended with its process group whatever happens; throws on a failure. */
async function runFfmpeg(
  tools: FfmpegTools,
  args: string[],
  options: Pick<TranscodeOptions, 'nice' | 'onStart' | 'timeoutMs'> & { onStdout?: (chunk: string) => void },
): Promise<void> {
  const command = options.nice > 0 ? 'nice' : tools.ffmpeg;
  const fullArgs = options.nice > 0 ? ['-n', String(options.nice), tools.ffmpeg, ...args] : args;
  let timedOut = false;
  const running = start(command, fullArgs, {
    detached: true,
    ...(options.onStart ? { onStart: options.onStart } : {}),
    ...(options.onStdout ? { onStdout: options.onStdout } : {}),
  });
  const timer =
    options.timeoutMs === undefined
      ? undefined
      : setTimeout(() => {
          timedOut = true;
          running.kill();
        }, options.timeoutMs);
  let result: RunResult;
  try {
    result = await running.result;
  } finally {
    clearTimeout(timer);
    running.kill();
  }
  if (timedOut && options.timeoutMs !== undefined) throw new TranscodeTimedOut(options.timeoutMs);
  if (result.code !== 0) throw new Error(`ffmpeg failed (${result.code}): ${result.stderr.slice(-600)}`);
}

const HLS_OUTPUT = (dir: string) => [
  '-f',
  'hls',
  '-hls_time',
  '4',
  '-hls_playlist_type',
  'vod',
  '-hls_segment_filename',
  `${dir}/seg_%03d.ts`,
  `${dir}/index.m3u8`,
];

/**
 * A soundtrack as an audio-only HLS rendition (AAC stereo, 4 s segments, like the ladder's sound): answers the
 * length the decoder reached, which the caller holds against the video's.
 */
export async function transcodeAudioToHls(
  tools: FfmpegTools,
  options: Pick<TranscodeOptions, 'input' | 'nice' | 'onStart' | 'timeoutMs' | 'threads'> & {
    outDir: string;
    audioKbps: number;
  },
): Promise<{ seconds: number }> {
  let seconds = 0;
  let buffer = '';
  await runFfmpeg(
    tools,
    [
      ...['-hide_banner', '-nostdin', '-y', '-i', options.input, '-map', '0:a:0', '-vn', '-sn', '-dn'],
      ...['-threads', String(options.threads)],
      ...['-c:a', 'aac', '-ac', '2', '-ar', '48000', '-b:a', `${options.audioKbps}k`],
      ...['-progress', 'pipe:1', '-nostats'],
      ...HLS_OUTPUT(options.outDir),
    ],
    {
      ...options,
      onStdout: (chunk) => {
        buffer += chunk;
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
          if (match) seconds = Math.max(seconds, Number(match[1]) / 1e6);
        }
      },
    },
  );
  return { seconds };
}

/**
 * One stored rendition (muxed video and sound) split without re-encoding: its picture to `videoDir` and, when asked,
 * its sound to `audioDir`. The original timestamps are kept (-copyts), so that a player lines the two up as they
 * were; the segments break at the ladder's forced key frames, every 4 s, as the original's did.
 */
export async function splitRendition(
  tools: FfmpegTools,
  options: Pick<TranscodeOptions, 'nice' | 'onStart' | 'timeoutMs'> & {
    playlist: string;
    videoDir: string;
    audioDir?: string;
  },
): Promise<void> {
  const head = ['-hide_banner', '-nostdin', '-y', '-copyts', '-i', options.playlist];
  await runFfmpeg(tools, [...head, '-map', '0:v:0', '-c', 'copy', ...HLS_OUTPUT(options.videoDir)], options);
  if (options.audioDir)
    await runFfmpeg(
      tools,
      [...head, '-map', '0:a:0', '-c', 'copy', ...HLS_OUTPUT(options.audioDir)],
      options,
    );
}
