// Age in whole years from a date of birth, and the content age band it maps to.
import type { AgeBand } from './domain';

/** Whole years between a date of birth (YYYY-MM-DD or Date) and `today`. */
export function ageInYears(dateOfBirth: string | Date, today: Date = new Date()): number {
  const dob = typeof dateOfBirth === 'string' ? parseIsoDate(dateOfBirth) : dateOfBirth;
  let age = today.getUTCFullYear() - dob.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < dob.getUTCMonth() ||
    (today.getUTCMonth() === dob.getUTCMonth() && today.getUTCDate() < dob.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** Band 1 = 3-5 (and under 3), 2 = 6-8, 3 = 9-12, 4 = 13+. A negative age is an error. */
export function ageBandForAge(age: number): AgeBand {
  if (!Number.isFinite(age) || age < 0) throw new RangeError('Age cannot be negative');
  if (age <= 5) return 1;
  if (age <= 8) return 2;
  if (age <= 12) return 3;
  return 4;
}

export function ageBandForDateOfBirth(dateOfBirth: string | Date, today: Date = new Date()): AgeBand {
  return ageBandForAge(ageInYears(dateOfBirth, today));
}

function parseIsoDate(value: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) throw new RangeError(`Invalid date: ${value}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3])) {
    throw new RangeError(`Invalid date: ${value}`);
  }
  return date;
}
