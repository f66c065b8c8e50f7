// Read-aloud for the young boards: the browser's speech synthesis where it exists (English voice: the puzzles'
// words are English), and nothing at all where it does not.

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

export function speak(text: string): void {
  if (!canSpeak()) return;
  try {
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en';
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
    // Nothing was speaking.
  }
}
