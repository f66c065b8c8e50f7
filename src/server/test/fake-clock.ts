// A clock the test moves: handed to the app as AppDeps.clock (createTestApp's `clock` option), so time-based rules
// (midnight, a DST change, bedtime, a week) are tested at the instants they happen, without waiting.

export class FakeClock {
  private current: number;

  constructor(start: Date | string) {
    this.current = new Date(start).getTime();
  }

  /** AppDeps.clock: the instant the test set. */
  readonly now = (): Date => new Date(this.current);

  set(instant: Date | string): void {
    this.current = new Date(instant).getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
