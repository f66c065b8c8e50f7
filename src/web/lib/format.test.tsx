// The formatters in English (today's texts, unchanged) and in Arabic (Intl's own output for the locale).
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '#web/lib/i18n/i18n';
import { localeTexts } from '#web/test/locale-texts';
import {
  formatCompactNumber,
  formatDateOnly,
  formatDuration,
  formatNumber,
  formatScreenTime,
  formatTimeAgo,
  formatViews,
} from './format';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('formatters in English', () => {
  it('relative time', () => {
    expect(formatTimeAgo(ago(10), NOW)).toBe('just now');
    expect(formatTimeAgo(ago(5 * 60), NOW)).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(24 * 3600), NOW)).toBe('yesterday');
    expect(formatTimeAgo(ago(3 * 24 * 3600), NOW)).toBe('3 days ago');
    expect(formatTimeAgo('not a date', NOW)).toBe('');
  });

  it('views and numbers', () => {
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(950)).toBe('950 views');
    expect(formatViews(1234)).toBe('1.2K views');
    expect(formatCompactNumber(3_400_000)).toBe('3.4M');
    expect(formatNumber(12345)).toBe('12,345');
  });

  it('durations and screen time', () => {
    expect(formatDuration(4.5)).toBe('4:30');
    expect(formatDuration(75)).toBe('1:15:00');
    expect(formatScreenTime(45)).toBe('45 minutes');
    expect(formatScreenTime(150)).toBe('2 h 30 min');
    expect(formatScreenTime(60)).toBe('1 hour');
    expect(formatScreenTime(120)).toBe('2 hours');
    expect(formatScreenTime(61)).toBe('1 h 1 min');
  });

  it('dates, Gregorian and Hijri', () => {
    expect(formatDateOnly('2018-03-04')).toBe('4 March 2018');
    expect(formatDateOnly('2018-03-04T23:30:00Z')).toBe('4 March 2018');
    expect(formatDateOnly('nope')).toBe('nope');
    const hijri = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
      calendar: 'islamic-umalqura',
    }).format(new Date('2018-03-04T00:00:00Z'));
    expect(formatDateOnly('2018-03-04', { hijri: true })).toBe(hijri);
    expect(hijri).toMatch(/1439/);
  });
});

describe('formatters in Arabic', () => {
  const switchToArabic = () => initI18n('ar', localeTexts('ar'));

  it('relative time through Intl, "just now" from the texts', () => {
    switchToArabic();
    const rtf = new Intl.RelativeTimeFormat('ar', { numeric: 'auto' });
    expect(formatTimeAgo(ago(3 * 24 * 3600), NOW)).toBe(rtf.format(-3, 'day'));
    expect(formatTimeAgo(ago(24 * 3600), NOW)).toBe(rtf.format(-1, 'day'));
    expect(formatTimeAgo(ago(10), NOW)).toBe('الآن');
  });

  it('views with the Arabic plural forms and compact numbers', () => {
    switchToArabic();
    const compact = new Intl.NumberFormat('ar', { notation: 'compact', maximumFractionDigits: 1 });
    expect(formatViews(1)).toBe('مشاهدة واحدة');
    expect(formatViews(2)).toBe('مشاهدتان');
    expect(formatViews(5)).toBe(`${compact.format(5)} مشاهدات`);
    expect(formatViews(1234)).toBe(`${compact.format(1234)} مشاهدة`);
    expect(formatNumber(12345)).toBe(new Intl.NumberFormat('ar').format(12345));
  });

  it('screen time and dates', () => {
    switchToArabic();
    expect(formatScreenTime(45)).toBe(
      new Intl.NumberFormat('ar', { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(45),
    );
    const n = new Intl.NumberFormat('ar');
    expect(formatScreenTime(150)).toBe(`${n.format(2)} س ${n.format(30)} د`);
    expect(formatScreenTime(120)).toBe(
      new Intl.NumberFormat('ar', { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(2),
    );
    const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    const date = new Date('2018-03-04T00:00:00Z');
    expect(formatDateOnly('2018-03-04')).toBe(new Intl.DateTimeFormat('ar', options).format(date));
    expect(formatDateOnly('2018-03-04', { hijri: true })).toBe(
      new Intl.DateTimeFormat('ar', { ...options, calendar: 'islamic-umalqura' }).format(date),
    );
  });
});
