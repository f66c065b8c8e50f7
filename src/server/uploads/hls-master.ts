// A master playlist as a viewer gets it (decision 034-s). An item without a soundtrack lists its muxed ladder (picture
// and sound in each rendition), as every upload always has. An item with one lists the picture-only ladder
// (`<rung>-video/`) and its sounds as one audio group: the main mix (`audio/`, the default) and the vocals-only mix
// (`vocals/`), or the vocals-only mix alone for a child who may not hear instruments.
import { AUDIO_TRACK_NAMES } from '#shared/soundtracks';
import type { Rendition } from './ffmpeg';

export const AUDIO_GROUP = 'sound';

/** Which sounds a master playlist lists beside the picture-only ladder; null: the muxed ladder. */
export type MasterAudio = { main: boolean; vocals: boolean } | null;

export function masterPlaylist(rungs: Rendition[], audio: MasterAudio): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:4', '#EXT-X-INDEPENDENT-SEGMENTS'];
  const grouped = audio !== null && (audio.main || audio.vocals);
  if (audio?.main)
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${AUDIO_GROUP}",NAME="${AUDIO_TRACK_NAMES.main}",DEFAULT=YES,AUTOSELECT=YES,URI="audio/index.m3u8"`,
    );
  if (audio?.vocals)
    lines.push(
      `#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="${AUDIO_GROUP}",NAME="${AUDIO_TRACK_NAMES.vocals}",DEFAULT=${audio.main ? 'NO' : 'YES'},AUTOSELECT=YES,URI="vocals/index.m3u8"`,
    );
  for (const r of rungs) {
    const bandwidth = Math.round((r.videoKbps + r.audioKbps) * 1100);
    const group = grouped ? `,AUDIO="${AUDIO_GROUP}"` : '';
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},RESOLUTION=${r.width}x${r.height}${group},NAME="${r.name}"`,
      audio === null ? `${r.name}/index.m3u8` : `${r.name}-video/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}
