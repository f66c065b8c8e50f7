// Races are invariants: a limit, lock or one-per-user rule must hold when its requests arrive together. These
// helpers fire N calls released at the same moment and summarise what came back, so a test states the rule once.

/**
 * Starts `n` calls together (each waits on one gate, opened after all are queued) and returns their results in
 * call order. `call` gets the call's index, for requests that differ (a wrong PIN but one, say).
 */
export async function fireTogether<T>(n: number, call: (index: number) => Promise<T>): Promise<T[]> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const calls = Array.from({ length: n }, (_, index) => gate.then(() => call(index)));
  open();
  return Promise.all(calls);
}

/** How many answers had each status: `{ 200: 20, 429: 7 }`. */
export function statusCounts(answers: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
