// Every family-controls screen, walked in each of the six interface languages: a parent chooses the language with
// the top bar's picker (on each device, as a family does), then sees the child's settings (time rules, search,
// picture, approved only), the prayer settings, the collections and the dashboard (Screen Time, today's prayer
// times, a child's request for more time and its answers); the child's device, in the same language, shows the
// approved-only feed without the blocked video, "Your parent can see this", Time's Up with "Ask for more time",
// the parent's kind "no", sleep time and a prayer pause. Each screen: <html lang dir> (right to left in Arabic and
// Urdu), no English left from the catalogs, nothing wider than the phone or cut short, axe clean, no console errors.
// The closed screens come from the family's own clock: today's use, the allowed hours and the place of the prayer
// pause are set so that the server, on its real clock, closes child mode now whatever the time of day.

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { LOCALES, type Locale } from '../src/shared/locales';
import { prayerTimesOnDate } from '../src/shared/prayer-schedule';
import { addDays, localDay } from '../src/shared/screen-time';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';
import { layoutFaults, untranslatedTexts } from './support/untranslated';

// Child-mode requests answer 401/403 on purpose once child mode is closed; the browser logs them.
const EXPECTED_REFUSALS = /Failed to load resource: the server responded with a status of 40[0139]/;
test.use({ allowConsole: [EXPECTED_REFUSALS] });
// Two devices and a dozen screens on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const RIGHT_TO_LEFT = new Set<Locale>(['ar', 'ur']);

// Pages on a loaded shared machine take their time to arrive.
const slow = expect.configure({ timeout: 30_000 });
const ready = (page: Page) => slow(page.locator('#root')).toHaveAttribute('data-ready', 'true');

type Catalog = { [key: string]: string | Catalog };
const catalogs = new Map<string, Catalog>();

/** A text of a web namespace in a locale, its {{placeholders}} filled ("family:children.loginAs"). */
function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const [namespace = '', dotted = ''] = key.split(':');
  const file = `${locale}/${namespace}`;
  let catalog = catalogs.get(file);
  if (!catalog) {
    catalog = JSON.parse(fs.readFileSync(path.resolve('src/web/locales', `${file}.json`), 'utf8')) as Catalog;
    catalogs.set(file, catalog);
  }
  let found: string | Catalog | undefined = catalog;
  for (const part of dotted.split('.')) found = typeof found === 'object' ? found[part] : undefined;
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${locale}`);
  return found.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => values[name] ?? '');
}

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCMonth(0, 15);
  return date.toISOString().slice(0, 10);
}

/** A time zone's clock now, as minutes after midnight. */
function minutesIn(timeZone: string): number {
  const [hours = 0, minutes = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return hours * 60 + minutes;
}

/**
 * The family lives in London, or, within twenty minutes of London's midnight (the day would change under the
 * test), in Karachi, five hours ahead.
 */
function familyZone(): string {
  const london = minutesIn('Europe/London');
  return london > 23 * 60 + 40 || london < 20 ? 'Asia/Karachi' : 'Europe/London';
}

/**
 * A place on the equator whose Dhuhr is `fromNowMs` away (negative: gone): the sun's noon moves 4 minutes west per
 * degree of longitude, so some longitude has it then, on the family's day or the one before or after it. A few steps
 * of the library's own times find it.
 */
function placeWithDhuhrAt(timeZone: string, fromNowMs: number): { latitude: number; longitude: number } {
  const target = Date.now() + fromNowMs;
  const today = localDay(new Date(), timeZone);
  for (const day of [today, addDays(today, -1), addDays(today, 1)]) {
    const dhuhr = (longitude: number) =>
      prayerTimesOnDate(
        {
          latitude: 0,
          longitude,
          method: 'MuslimWorldLeague',
          madhab: 'shafi',
          highLatitudeRule: 'recommended',
        },
        day,
      ).dhuhr?.getTime() ?? Number.NaN;
    let longitude = 0;
    for (let step = 0; step < 8; step += 1) longitude += (dhuhr(longitude) - target) / 240_000;
    // The library rounds its times to the minute, so a place is found to within a minute and a half.
    if (Math.abs(longitude) <= 180 && Math.abs(dhuhr(longitude) - target) < 90_000)
      return { latitude: 0, longitude: Math.round(longitude * 1000) / 1000 };
  }
  throw new Error('no longitude has Dhuhr at that time');
}

async function insertVideo(title: string): Promise<string> {
  const id = randomUUID();
  await sql(
    `insert into content (id, title, description, status, category, source_type, youtube_url, youtube_video_id, age_range, content_rating)
     values ($1, $2, 'A video for the six-language walk', 'published', 'Islamic Stories & Manners', 'youtube', $3, $4, 2, 'G')`,
    [id, title, `https://www.youtube.com/watch?v=${id.slice(0, 11)}`, id.slice(0, 11)],
  );
  return id;
}

function originOf(page: Page): Record<string, string> {
  return { Origin: new URL(test.info().project.use.baseURL ?? page.url()).origin };
}

/** The top bar's picker, as a parent chooses the language on a device (kept there, and on the account). */
async function chooseLanguage(page: Page, locale: Locale) {
  if (locale === 'en') return;
  await page.getByLabel(text('en', 'common:languagePicker.label')).selectOption(locale);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

/**
 * One screen in `locale`: its direction, no English catalog text left, nothing off the phone or cut short, axe
 * clean; a screenshot to look at. Text and layout findings are soft, so one run lists every screen's.
 */
async function expectScreenIn(page: Page, locale: Locale, screen: string) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', locale);
  await expect(html).toHaveAttribute('dir', RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr');
  expect.soft(await untranslatedTexts(page, locale), `English left on ${screen} (${locale})`).toEqual([]);
  expect.soft(await layoutFaults(page), `layout of ${screen} (${locale})`).toEqual([]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `e2e/screenshots/languages/${screen}-${locale}.png`, fullPage: true });
}

/**
 * The child's device: another browser context on the same phone, the parent signed in there, its console watched
 * like the fixture's page (child-mode refusals aside).
 */
async function childDevice(browser: Browser, email: string, password: string) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = test.info().project.use;
  const context: BrowserContext = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    baseURL,
  });
  await context.addInitScript(() => {
    // Every frame runs this; sandboxed embeds may not touch storage at all.
    try {
      if (window.top === window)
        window.localStorage.setItem('cookie_consent', '{"analyticsEnabled":true,"marketingEnabled":false}');
    } catch {
      // No storage in this frame: nothing to do.
    }
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (!EXPECTED_REFUSALS.test(message.text()))
      problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: originOf(page),
    data: { email, password },
  });
  expect(signIn.status()).toBe(200);
  return { context, page, problems };
}

for (const locale of LOCALES) {
  test(`family controls in ${locale}: the parent's screens and the child's, ${RIGHT_TO_LEFT.has(locale) ? 'right to left' : 'left to right'}`, async ({
    page,
    browser,
  }) => {
    const t = (key: string, values?: Record<string, string>) => text(locale, key, values);
    const zone = familyZone();
    const tag = randomUUID().slice(0, 8);
    const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
    await sql('update parent_profiles set time_zone = $2 where user_id = $1', [parent.id, zone]);
    const headers = originOf(page);
    const created = await page.request.post('/api/children', {
      headers,
      data: { name: 'Amina', dateOfBirth: yearsAgo(7) },
    });
    expect(created.status(), await created.text()).toBe(201);
    const childId = ((await created.json()) as { id: string }).id;
    // What the parent approved and blocked, and a collection; approved content only and a weekly limit.
    const approved = await insertVideo(`Ablution song ${tag}`);
    const blocked = await insertVideo(`Counting dates ${tag}`);
    for (const targetId of [approved, blocked]) {
      const approval = await page.request.post(`/api/children/${childId}/approvals`, {
        headers,
        data: { kind: 'video', targetId },
      });
      expect(approval.status()).toBe(201);
    }
    const block = await page.request.post(`/api/children/${childId}/blocks`, {
      headers,
      data: { kind: 'video', targetId: blocked },
    });
    expect(block.status()).toBe(201);
    const collection = await page.request.post('/api/collections', {
      headers,
      data: { name: `Bedtime ${tag}` },
    });
    expect(collection.status()).toBe(201);
    const collectionId = ((await collection.json()) as { id: string }).id;
    await page.request.post(`/api/collections/${collectionId}/videos`, {
      headers,
      data: { contentId: approved },
    });
    await sql('update children set approved_only = true, weekly_limit = 600 where id = $1', [childId]);

    // The parent's phone, in the language chosen on it.
    await page.goto('/dashboard/parent');
    await chooseLanguage(page, locale);
    await slow(page.getByTestId('weekly-screen-time')).toBeVisible();
    await expect(page.getByRole('link', { name: t('prayer-times:card.setUp') })).toBeVisible();
    await expectScreenIn(page, locale, 'dashboard');

    // The child's settings: the time rules opened out (bedtime on for school days), search, picture, approved only.
    await page.getByRole('button', { name: t('family:children.settings'), exact: true }).click();
    const settings = page.getByRole('dialog', {
      name: t('family:children.settingsTitleFor', { name: 'Amina' }),
    });
    await settings.locator('summary', { hasText: t('family:schedule.section') }).click();
    const schoolDays = settings.getByRole('group', { name: t('family:schedule.schoolDays') });
    await schoolDays.getByLabel(t('family:schedule.onlyBetween')).check();
    await expect(schoolDays.locator('input[type="time"]')).toHaveCount(2);
    await expect(settings.getByLabel(t('family:lists.approvedOnly'))).toBeChecked();
    await expect(settings.getByLabel(t('family:settings.searchEnabled'))).toBeVisible();
    await expect(
      settings.getByRole('group', { name: t('children:avatar.legend'), exact: true }),
    ).toBeVisible();
    await expect(settings.getByText(`Ablution song ${tag}`)).toBeVisible();
    await expectScreenIn(page, locale, 'child-settings');
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    // The prayer settings: a city found by its first letters, saved with every prayer pausing child mode.
    await page.goto('/dashboard/parent/prayer-times');
    await page.getByLabel(t('prayer-times:page.enabled')).check();
    await page.getByLabel(t('prayer-times:page.location.search')).fill('Kara');
    await page.getByRole('button', { name: /^Karachi\b/ }).click();
    await page.getByRole('button', { name: t('prayer-times:page.save') }).click();
    await slow(page.getByText(t('prayer-times:page.saved'))).toBeVisible();
    await expectScreenIn(page, locale, 'prayer-settings');
    // Karachi's own prayers could fall in the walk (its Asr at half past three): the family's place moves to where
    // Dhuhr is an hour and a half away, so no pause comes before the step that asks for one (at the equator the
    // other prayers are hours either side).
    const quiet = await page.request.put('/api/parent/prayer-times', {
      headers,
      data: {
        enabled: true,
        location: { kind: 'coordinates', ...placeWithDhuhrAt(zone, 90 * 60_000) },
        method: 'MuslimWorldLeague',
        madhab: 'shafi',
        highLatitudeRule: 'recommended',
        prayers: ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'],
        pauseMinutes: 10,
        countsAsScreenTime: false,
      },
    });
    expect(quiet.status(), await quiet.text()).toBe(200);

    await page.goto('/dashboard/parent/collections');
    await expect(page.getByRole('heading', { name: `Bedtime ${tag}` })).toBeVisible();
    await page.locator('summary', { hasText: t('family:collections.showVideos') }).click();
    await slow(page.getByRole('link', { name: `Ablution song ${tag}` })).toBeVisible();
    await expectScreenIn(page, locale, 'collections');

    // The child's device, in the language chosen on it: child mode shows the approved video, not the blocked one.
    const child = await childDevice(browser, parent.email, parent.password);
    try {
      const kid = child.page;
      await kid.goto('/dashboard/parent');
      await ready(kid);
      await chooseLanguage(kid, locale);
      await kid.getByRole('button', { name: t('family:children.loginAs', { name: 'Amina' }) }).click();
      await kid
        .getByRole('dialog', { name: t('family:children.login.start') })
        .getByRole('button', { name: t('family:children.login.start') })
        .click();
      await slow(kid).toHaveURL(/\/child\/feed$/);
      await ready(kid);
      const main = kid.getByRole('main');
      await slow(main.getByRole('heading', { level: 2, name: `Ablution song ${tag}` })).toBeVisible();
      await expect(main.getByText(`Counting dates ${tag}`)).toHaveCount(0);
      await expectScreenIn(kid, locale, 'child-feed');

      await kid.getByRole('link', { name: t('child-mode:parentSees.sign') }).click();
      await slow(
        kid.getByRole('heading', { level: 1, name: t('child-mode:parentSees.title') }),
      ).toBeVisible();
      await expectScreenIn(kid, locale, 'child-parent-sees');

      // Today's screen time is used up: Time's Up, and the child asks for more.
      await sql(
        `insert into child_screen_time (child_id, day, seconds) values ($1, $2, $3)
         on conflict (child_id, day) do update set seconds = excluded.seconds`,
        [childId, localDay(new Date(), zone), 120 * 60],
      );
      await kid.goto('/child/time-up');
      await ready(kid);
      await slow(
        kid.getByRole('heading', { level: 1, name: t('child-mode:notes.timeUpTitle') }),
      ).toBeVisible();
      await kid.getByRole('button', { name: t('child-mode:askTime.ask') }).click();
      await slow(kid.getByText(t('child-mode:askTime.waiting'))).toBeVisible();
      await expectScreenIn(kid, locale, 'child-time-up');

      // The parent's dashboard: the request with its four answers, Screen Time with the week, today's prayers.
      await page.goto('/dashboard/parent');
      const answers = page.getByRole('group', {
        name: t('family:timeRequests.answerFor', { name: 'Amina' }),
      });
      await slow(answers.getByRole('button')).toHaveCount(4);
      await slow(page.getByTestId('weekly-screen-time')).toBeVisible();
      await slow(page.getByTestId('prayer-times-today').getByRole('listitem')).toHaveCount(5);
      await expectScreenIn(page, locale, 'dashboard-request');
      await answers.getByRole('button', { name: t('family:timeRequests.answers.no'), exact: true }).click();
      await expect(answers).toBeHidden();

      // The child is told no, kindly.
      await slow(kid.getByText(t('child-mode:askTime.no'))).toBeVisible();
      await expectScreenIn(kid, locale, 'child-time-up-no');

      // Outside the allowed hours: sleep time, with when child mode opens again.
      const now = minutesIn(zone);
      const closed = now >= 2 ? { from: '00:00', to: '00:01' } : { from: '23:58', to: '23:59' };
      await sql('update children set allowed_windows = $2::jsonb where id = $1', [
        childId,
        JSON.stringify(Array(7).fill(closed)),
      ]);
      await kid.reload();
      await ready(kid);
      await slow(kid.getByRole('heading', { level: 1, name: t('child-mode:sleep.title') })).toBeVisible();
      await expectScreenIn(kid, locale, 'child-sleep');

      // Hours and time back, and Dhuhr where the family's pause is set began two minutes ago: the prayer pause.
      await sql(
        `update children set allowed_windows = '[null,null,null,null,null,null,null]'::jsonb where id = $1`,
        [childId],
      );
      await sql('delete from child_screen_time where child_id = $1', [childId]);
      const pause = await page.request.put('/api/parent/prayer-times', {
        headers,
        data: {
          enabled: true,
          location: { kind: 'coordinates', ...placeWithDhuhrAt(zone, -2 * 60_000) },
          method: 'MuslimWorldLeague',
          madhab: 'shafi',
          highLatitudeRule: 'recommended',
          prayers: ['dhuhr'],
          pauseMinutes: 30,
          countsAsScreenTime: false,
        },
      });
      expect(pause.status(), await pause.text()).toBe(200);
      await kid.reload();
      await ready(kid);
      await slow(
        kid.getByRole('heading', {
          level: 1,
          name: t('child-mode:paused.title', { name: t('domain:prayer.dhuhr') }),
        }),
      ).toBeVisible();
      await expectScreenIn(kid, locale, 'child-prayer-pause');
      expect(child.problems, 'console of the child’s device').toEqual([]);
    } finally {
      await child.context.close();
    }
  });
}
