// Short sound effects (no music: the content policy), made with a Web Audio oscillator so no audio files load.
// The browser allows audio only after a gesture: `unlockSound()` is called from a key press or tap that starts or
// resumes a game; until then (or when muted) every effect is silent.
export type SoundEffect = 'eat' | 'line' | 'over';

/** Notes of each effect: frequency (Hz) and length (s), played one after another. */
const EFFECTS: Record<SoundEffect, { wave: OscillatorType; notes: [number, number][] }> = {
  eat: {
    wave: 'triangle',
    notes: [
      [660, 0.06],
      [990, 0.08],
    ],
  },
  line: {
    wave: 'triangle',
    notes: [
      [523, 0.07],
      [659, 0.07],
      [784, 0.12],
    ],
  },
  over: {
    wave: 'sine',
    notes: [
      [392, 0.14],
      [330, 0.14],
      [262, 0.24],
    ],
  },
};

let context: AudioContext | null = null;

/** Creates (or wakes) the audio context; call only inside a user gesture. */
export function unlockSound(): void {
  try {
    if (!context) {
      if (typeof window.AudioContext !== 'function') return;
      context = new window.AudioContext();
    }
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null;
  }
}

export function playSound(effect: SoundEffect, muted: boolean): void {
  if (muted || !context || context.state !== 'running') return;
  const { wave, notes } = EFFECTS[effect];
  let start = context.currentTime;
  for (const [frequency, length] of notes) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = frequency;
    // A soft attack and release: no clicks, gentle on small ears.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.12, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + length + 0.02);
    start += length;
  }
}
