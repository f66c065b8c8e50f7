// Short sound effects made with the Web Audio API (no files, no music: our content policy allows effects only).
// Nothing here may break the game: without Web Audio, or before the first tap, it stays silent.

export type SoundEffect = 'select' | 'correct' | 'wrong' | 'win' | 'lose';

const NOTES: Record<SoundEffect, { frequency: number; at: number; length: number }[]> = {
  select: [{ frequency: 660, at: 0, length: 0.05 }],
  correct: [
    { frequency: 523, at: 0, length: 0.12 },
    { frequency: 784, at: 0.1, length: 0.18 },
  ],
  wrong: [{ frequency: 220, at: 0, length: 0.18 }],
  win: [
    { frequency: 523, at: 0, length: 0.12 },
    { frequency: 659, at: 0.12, length: 0.12 },
    { frequency: 784, at: 0.24, length: 0.25 },
  ],
  lose: [
    { frequency: 330, at: 0, length: 0.16 },
    { frequency: 262, at: 0.16, length: 0.25 },
  ],
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

export function playSound(effect: SoundEffect): void {
  const ctx = audio();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume();
    for (const note of NOTES[effect]) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = note.frequency;
      const start = ctx.currentTime + note.at;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.12, start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + note.length);
      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(start);
      oscillator.stop(start + note.length + 0.02);
    }
  } catch {
    // A sound that cannot play is simply not heard.
  }
}
