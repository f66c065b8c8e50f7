// Makes one demo video file: ffmpeg draws each scene (a big number, letter or shape and a caption on a coloured
// background) and espeak-ng speaks its words in the video's language; no music. Small on purpose (320×180, 12 fps):
// it is made on every new installation, on the test servers too.
import { spawn } from 'node:child_process';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_SCENE_SECONDS, DEMO_VOICES, type DemoVideo, demoScenes } from './demo-videos';

export type DemoVideoTools = {
  ffmpeg: string;
  espeak: string;
  /** A folder holding DejaVuSans.ttf and DejaVuSans-Bold.ttf (Debian's fonts-dejavu-core). */
  fontDir: string;
};

export const DEFAULT_DEMO_TOOLS: DemoVideoTools = {
  ffmpeg: 'ffmpeg',
  espeak: 'espeak-ng',
  fontDir: '/usr/share/fonts/truetype/dejavu',
};

/** What the machine can do: draw the videos (ffmpeg and the fonts) and speak in them (espeak-ng). */
export type DemoVideoAbilities = { draw: boolean; speak: boolean; fonts: boolean };

const WIDTH = 320;
const HEIGHT = 180;
const FPS = 12;
const SAMPLE_RATE = 22_050;
const BACKGROUNDS = ['0x0f766e', '0x1e3a8a', '0x6b21a8', '0xb45309', '0x047857', '0x9d174d', '0x0e7490'];

function run(command: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', (error) => resolve({ code: -1, stderr: error.message }));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

export async function demoVideoAbilities(tools: DemoVideoTools): Promise<DemoVideoAbilities> {
  const [ffmpeg, espeak, fonts] = await Promise.all([
    run(tools.ffmpeg, ['-hide_banner', '-version']),
    run(tools.espeak, ['--version']),
    access(path.join(tools.fontDir, 'DejaVuSans-Bold.ttf')).then(
      () => true,
      () => false,
    ),
  ]);
  return { draw: ffmpeg.code === 0 && fonts, speak: espeak.code === 0, fonts };
}

/** Lines of at most `width` characters, broken between words (a title card on a small screen). */
function wrap(text: string, width: number): string {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

/** The filter option value of a path inside our own temporary folder (no quotes or colons in it). */
const filterPath = (file: string) => file.replaceAll('\\', '/').replaceAll(':', '\\:');

/**
 * Writes `output` (MP4, H.264 and, when `speak`, mono AAC): one scene per DEMO_SCENE_SECONDS, so its length is
 * exactly demoVideoSeconds(video).
 */
export async function makeDemoVideo(
  tools: DemoVideoTools,
  video: DemoVideo,
  output: string,
  options: { speak: boolean; nice: number },
): Promise<void> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'qk-demo-video-'));
  try {
    const scenes = demoScenes(video);
    const total = scenes.length * DEMO_SCENE_SECONDS;
    const bold = filterPath(path.join(tools.fontDir, 'DejaVuSans-Bold.ttf'));
    const regular = filterPath(path.join(tools.fontDir, 'DejaVuSans.ttf'));
    const draw: string[] = [];
    const speech: string[] = [];
    for (const [index, scene] of scenes.entries()) {
      const from = index * DEMO_SCENE_SECONDS;
      const when = `enable='gte(t,${from})*lt(t,${from + DEMO_SCENE_SECONDS})'`;
      const colour = BACKGROUNDS[index % BACKGROUNDS.length] ?? BACKGROUNDS[0];
      draw.push(`drawbox=x=0:y=0:w=iw:h=ih:color=${colour}:t=fill:${when}`);
      const text = async (name: string, value: string) => {
        const file = path.join(work, `${name}-${index}.txt`);
        await writeFile(file, value);
        return filterPath(file);
      };
      if (scene.show) {
        draw.push(
          `drawtext=fontfile=${bold}:expansion=none:textfile=${await text('show', scene.show)}:fontcolor=white:fontsize=72:x=(w-text_w)/2:y=${scene.caption ? 28 : (HEIGHT - 72) / 2}:${when}`,
        );
      }
      if (scene.caption) {
        const title = !scene.show;
        const caption = await text('caption', title ? wrap(scene.caption, 22) : scene.caption);
        draw.push(
          `drawtext=fontfile=${title ? bold : regular}:expansion=none:textfile=${caption}:fontcolor=0xfef3c7:fontsize=${title ? 22 : 24}:line_spacing=6:x=(w-text_w)/2:y=${title ? '(h-text_h)/2' : '120'}:${when}`,
        );
      }
      if (options.speak && scene.say) {
        const wav = path.join(work, `say-${index}.wav`);
        const voice = DEMO_VOICES[video.language];
        const spoken = await run(tools.espeak, ['-v', voice, '-s', '120', '-w', wav, scene.say]);
        if (spoken.code !== 0) throw new Error(`espeak-ng failed: ${spoken.stderr.slice(-300)}`);
        speech.push(wav);
      } else {
        speech.push('');
      }
    }
    const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];
    args.push('-f', 'lavfi', '-i', `color=c=black:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${total}`);
    const filters = [`[0:v]${draw.join(',')},format=yuv420p[v]`];
    if (options.speak) {
      let input = 1;
      const parts: string[] = [];
      for (const [index, wav] of speech.entries()) {
        if (wav) {
          args.push('-i', wav);
          filters.push(
            `[${input}:a]aresample=${SAMPLE_RATE},apad=whole_dur=${DEMO_SCENE_SECONDS},atrim=0:${DEMO_SCENE_SECONDS}[a${index}]`,
          );
          input += 1;
        } else {
          filters.push(`anullsrc=r=${SAMPLE_RATE}:cl=mono:d=${DEMO_SCENE_SECONDS}[a${index}]`);
        }
        parts.push(`[a${index}]`);
      }
      filters.push(`${parts.join('')}concat=n=${parts.length}:v=0:a=1[a]`);
    }
    args.push('-filter_complex', filters.join(';'), '-map', '[v]');
    if (options.speak) args.push('-map', '[a]', '-c:a', 'aac', '-b:a', '48k', '-ac', '1');
    else args.push('-an');
    args.push(
      '-t',
      String(total),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '30',
      '-g',
      String(FPS * 2),
    );
    args.push('-movflags', '+faststart', output);
    // Niced like the transcodes: a new installation's first minutes belong to its visitors.
    const result =
      options.nice > 0
        ? await run('nice', ['-n', String(options.nice), tools.ffmpeg, ...args])
        : await run(tools.ffmpeg, args);
    if (result.code !== 0) throw new Error(`ffmpeg failed (${result.code}): ${result.stderr.slice(-600)}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
