// The landing page's curated parts in the admin area: choose and clear the featured video (a search among
// published videos), and add, edit and delete a testimonial (validation messages, a confirmation before delete).
import { randomUUID } from 'node:crypto';
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

// One journey through several dialogs on a shared 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('an admin features a published video, then adds, edits and deletes a testimonial', async ({ page }) => {
  // No other test features a video; a failed try may have left its pick, which the screen would fall back to.
  await sql('delete from featured_content');
  await signUpInBrowser(page, { role: 'admin' });
  const tag = randomUUID().slice(0, 8);
  const id = randomUUID();
  const title = `Stars over the mosque ${tag}`;
  await sql(
    `insert into content (id, title, description, status, category, source_type, youtube_url, youtube_video_id, age_range, content_rating)
     values ($1, $2, 'A video for the admin-site test', 'published', 'Islamic Stories & Manners', 'youtube', $3, $4, 1, 'G')`,
    [id, title, `https://www.youtube.com/watch?v=${id.slice(0, 11)}`, id.slice(0, 11)],
  );

  await page.goto('/dashboard/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Landing page' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/site$/);
  await expect(page.getByRole('heading', { name: 'Landing page', level: 1 })).toBeVisible();

  // The featured video: search the published ones and pick one; the landing page's answer follows.
  const featured = page.getByRole('region', { name: 'Featured video' });
  await featured.getByLabel('Search published videos').fill(tag);
  await featured.getByRole('button', { name: 'Search' }).click();
  await featured.getByRole('button', { name: `Feature ${title}` }).click();
  const current = featured.getByTestId('featured-current');
  await expect(current).toContainText('Chosen by an admin');
  await expect(current).toContainText(title);
  const landing = (await (await page.request.get('/api/site/featured')).json()) as { item: { id: string } };
  expect(landing.item.id).toBe(id);

  // A testimonial: the form's messages, then added hidden (kept off the landing page while this test runs).
  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  await testimonials.getByRole('button', { name: 'Add testimonial' }).click();
  const form = page.getByRole('dialog', { name: 'Add testimonial' });
  await form.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(form.getByText('Quote is required')).toBeVisible();
  await expect(form.getByText('Author is required')).toBeVisible();
  const quote = `My daughter asks for the lantern stories every evening ${tag}`;
  await form.getByLabel('Quote').fill(quote);
  await form.getByLabel('Author').fill('Mother of two, Leeds');
  await form.getByLabel('Show on the landing page').uncheck();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(form).toBeHidden();
  const entry = testimonials.getByRole('listitem').filter({ hasText: quote });
  await expect(entry).toContainText('Hidden');
  await expect(entry.getByRole('img', { name: '5 stars' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/admin-site-mobile.png', fullPage: true });

  await entry.getByRole('button', { name: 'Edit the testimonial by Mother of two, Leeds' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit testimonial' });
  await expect(edit.getByLabel('Quote')).toHaveValue(quote);
  await edit.getByLabel('Rating').selectOption({ label: '4 stars' });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(entry.getByRole('img', { name: '4 stars' })).toBeVisible();

  // Delete asks first; Cancel keeps it, the confirmation removes it.
  await entry.getByRole('button', { name: 'Delete the testimonial by Mother of two, Leeds' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete testimonial' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(entry).toBeVisible();
  await entry.getByRole('button', { name: 'Delete the testimonial by Mother of two, Leeds' }).click();
  await confirm.getByRole('button', { name: 'Delete testimonial' }).click();
  await expect(entry).toHaveCount(0);
  expect(
    (await sql('select count(*)::int as n from testimonials where quote = $1', [quote])).rows[0]?.n,
  ).toBe(0);

  // Clearing the pick: the landing page falls back to the newest published video.
  await featured.getByRole('button', { name: 'Clear featured video' }).click();
  await expect(current).toContainText('No video is chosen');
});
