// Autoplay in child mode (off unless the parent turns it on): how many videos have followed one another on their
// own in this tab. A video the child chose starts a new run; when the run reaches the parent's number, autoplay stops
// and the child chooses again (no endless spiral).
const RUN_KEY = 'qk-child-autoplay-run';

export function autoplayRun(): number {
  try {
    return Number(window.sessionStorage.getItem(RUN_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

export function setAutoplayRun(run: number): void {
  try {
    window.sessionStorage.setItem(RUN_KEY, String(run));
  } catch {
    // Storage refused (private mode): autoplay then stops after one video, the cautious side.
  }
}

/** Whether the next video may start on its own after `run` videos played in a row, with the parent's `limit`. */
export function mayAutoplay(run: number, limit: number): boolean {
  return limit > 0 && run < limit;
}
