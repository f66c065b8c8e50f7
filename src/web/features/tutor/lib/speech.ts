// "Read to me": the browser's speech synthesis in the voice of the text's own language. Where the browser has no
// speech (or before hydration, when the server cannot know) the button is not drawn at all, never drawn broken.
import { useSyncExternalStore } from 'react';

function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

const noChange = () => () => undefined;

/** Whether this browser can read aloud: false on the server and in the hydrating render, then the browser's answer. */
export function useCanSpeak(): boolean {
  return useSyncExternalStore(noChange, canSpeak, () => false);
}

/** Reads `text` aloud in `lang` (a locale code such as `ar`), stopping whatever was being read. */
export function speak(text: string, lang: string): void {
  if (!canSpeak() || text.trim() === '') return;
  try {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    // A little slower than conversation: these are first words and sounds.
    utterance.rate = 0.85;
    window.speechSynthesis.speak(utterance);
  } catch {
    // Reading aloud is a help, never a requirement.
  }
}

export function stopSpeaking(): void {
  if (!canSpeak()) return;
  try {
    window.speechSynthesis.cancel();
  } catch {
    // Nothing was being read.
  }
}
