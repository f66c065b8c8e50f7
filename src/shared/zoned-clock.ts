// The wall clock of an instant in an IANA time zone, and the zone's offset from UTC then. Shared by the time rules,
// screen time and prayer times (server and web). One formatter is kept per zone: building an Intl.DateTimeFormat
// costs about 0.2 ms (it loads the zone's rules), and one child request reads the clock a dozen times. The zones are
// a fixed set (IANA), so the map stays small.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** What a clock in the zone shows at the instant (throws a RangeError for an unknown zone, as Intl does). */
export function wallClock(instant: Date | number, timeZone: string): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

/** How far the zone's wall clock is ahead of UTC at the instant, in milliseconds (whole seconds). */
export function zoneOffsetMs(instant: Date | number, timeZone: string): number {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  const c = wallClock(at, timeZone);
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(at / 1000) * 1000;
}

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export function zonedDay(instant: Date | number, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  return `${c.year}-${String(c.month).padStart(2, '0')}-${String(c.day).padStart(2, '0')}`;
}
