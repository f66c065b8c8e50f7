// Prayer-time pauses in a real browser: a parent finds their city, chooses the calculation method, saves, and sees
// today's prayer times on the dashboard on the family's clock, in English and in Arabic (Latin digits).
import { prayerTimesOnDate } from '../src/shared/prayer-schedule';
import { localDay } from '../src/shared/screen-time';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

// A long journey (three pages, two languages, axe on each) on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

/** Today's Fajr in Karachi by the Karachi method, Hanafi Asr, as the page writes it ("05:32" in English). */
function karachiFajr(locale = 'en-GB-u-nu-latn'): string {
  const day = localDay(new Date(), 'Asia/Karachi');
  const { fajr } = prayerTimesOnDate(
    {
      latitude: 24.87,
      longitude: 66.99,
      method: 'Karachi',
      madhab: 'hanafi',
      highLatitudeRule: 'recommended',
    },
    day,
  );
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Karachi',
    hour: '2-digit',
    minute: '2-digit',
  }).format(fajr);
}

test('a parent sets prayer pauses by city and sees today’s times on the dashboard', async ({ page }) => {
  const parent = await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  await sql("update parent_profiles set time_zone = 'Asia/Karachi' where user_id = $1", [parent.id]);

  await page.goto('/dashboard/parent');
  const card = page.getByRole('region', { name: 'Prayer times' });
  await expect(card.getByText('Choose your city and calculation method')).toBeVisible();
  await card.getByRole('link', { name: 'Set up prayer pauses' }).click();
  await expect(page).toHaveURL(/\/dashboard\/parent\/prayer-times$/);
  await expectNoAxeViolations(page);

  // Saving without a place is refused, with the reason at the field.
  await page.getByLabel('Pause child mode at prayer times').check();
  await page.getByRole('button', { name: 'Save prayer settings' }).click();
  await expect(page.getByText('Choose a city or type in coordinates')).toBeVisible();

  // Typed coordinates out of range: the schema's message.
  await page.getByLabel('Type in coordinates').check();
  await page.getByLabel('Latitude', { exact: true }).fill('95');
  await page.getByLabel('Longitude', { exact: true }).fill('67');
  await page.getByRole('button', { name: 'Save prayer settings' }).click();
  await expect(page.getByText('Latitude must be a number from -90 to 90')).toBeVisible();

  await page.getByLabel('Choose a city').check();
  await page.getByLabel('Search for your city').fill('Kara');
  await page.getByRole('button', { name: 'Karachi, Pakistan' }).click();
  await expect(page.getByText('Chosen: Karachi, Pakistan')).toBeVisible();
  await page
    .getByLabel('Calculation method')
    .selectOption({ label: 'University of Islamic Sciences, Karachi' });
  await page.getByLabel('Asr time').selectOption('hanafi');
  await page.getByLabel('Length of each pause').selectOption('15');
  await page.getByLabel('Isha', { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Save prayer settings' }).click();
  await expect(page.getByText('Prayer settings saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/prayer-settings.png', fullPage: true });

  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/parent$/);
  const today = page
    .getByRole('region', { name: 'Prayer times' })
    .getByRole('list', { name: "Today's prayer times" });
  await expect(today.getByRole('listitem')).toHaveCount(5);
  const fajr = today.getByRole('listitem').first();
  await expect(fajr).toContainText('Fajr');
  await expect(fajr).toContainText(karachiFajr());
  await expect(fajr).toContainText('Pause');
  await expect(today.getByRole('listitem').last()).toContainText('Isha');
  await expect(today.getByRole('listitem').last()).toContainText('No pause');
  await expect(page.getByText('Child mode pauses for 15 minutes at each prayer marked Pause')).toBeVisible();
  await expect(page.getByText('Karachi, Pakistan')).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByRole('region', { name: 'Prayer times' })
    .screenshot({ path: 'e2e/screenshots/prayer-times-card.png' });

  // The same card in Arabic: the prayers' names translated, the times in Latin digits, right to left.
  await page
    .context()
    .addCookies([{ name: 'qamar_locale', value: 'ar', url: test.info().project.use.baseURL as string }]);
  await page.goto('/dashboard/parent');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const arabic = page.getByRole('region', { name: 'مواقيت الصلاة' }).getByRole('listitem').first();
  await expect(arabic).toContainText('الفجر');
  await expect(arabic).toContainText(karachiFajr('ar-u-nu-latn'));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/prayer-times-card-ar.png', fullPage: true });
});
