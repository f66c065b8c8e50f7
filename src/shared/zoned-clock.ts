// The wall clock of an instant in an IANA time zone, and the zone's offset from UTC then. Shared by the time rules,
// screen time and prayer times (server and web). Building an Intl.DateTimeFormat costs about 0.2 ms (it loads the
// zone's rules) and one evaluation of a child's time rules reads the clock a dozen times, so a caller that reads it
// often makes one `ZonedClock` and passes it on (the time rules do, per evaluation).

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** One zone's clock, with its one formatter. */
export class ZonedClock {
  private readonly format: Intl.DateTimeFormat;

  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  }

  /** What a clock in the zone shows at the instant. */
  wall(instant: Date | number): WallClock {
    const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
    for (const part of this.format.formatToParts(instant)) {
      if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
    }
    return clock;
  }

  /** How far the zone's wall clock is ahead of UTC at the instant, in milliseconds (whole seconds). */
  offsetMs(instant: Date | number): number {
    const at = typeof instant === 'number' ? instant : instant.getTime();
    const c = this.wall(at);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(at / 1000) * 1000;
  }

  /** The calendar day (YYYY-MM-DD) of an instant in the zone. */
  day(instant: Date | number): string {
    const c = this.wall(instant);
    return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
  }
}

/** A zone's name, or its clock already made. */
export type Zone = string | ZonedClock;

export function zoneClock(zone: Zone): ZonedClock {
  return typeof zone === 'string' ? new ZonedClock(zone) : zone;
}

/** What a clock in the zone shows at the instant (throws a RangeError for an unknown zone, as Intl does). */
export function wallClock(instant: Date | number, zone: Zone): WallClock {
  return zoneClock(zone).wall(instant);
}

export function zoneOffsetMs(instant: Date | number, zone: Zone): number {
  return zoneClock(zone).offsetMs(instant);
}

export function zonedDay(instant: Date | number, zone: Zone): string {
  return zoneClock(zone).day(instant);
}
