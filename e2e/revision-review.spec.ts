// A moderator publishes what they saw: when the item was edited after the list showed it, Publish is refused with
// a clear message and nothing goes live; Reload the item brings the new version, which can then be published.
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 409 /] });

test('a moderator publishing an item edited since it was shown sees the 409 and reloads it', async ({
  page,
}) => {
  const suffix = `${Date.now().toString(36)}${test.info().parallelIndex}`;
  const title = `Learning wudu ${suffix}`;
  const videoId = `R${suffix}`.padEnd(11, 'r').slice(0, 11);
  const inserted = await sql(
    `insert into content (title, description, category, source_type, youtube_url, youtube_video_id, status,
       age_range, has_music)
     values ($1, 'Wudu for teenagers', 'Islamic Stories & Manners', 'youtube', $2, $3, 'pending', 4, true)
     returning id`,
    [title, `https://www.youtube.com/watch?v=${videoId}`, videoId],
  );
  const id = (inserted.rows[0] as { id: string }).id;

  await signUpInBrowser(page, { role: 'admin', name: 'Moderator Maryam' });
  await page.goto('/dashboard/admin/content/all?status=pending');
  const publish = page.getByRole('button', { name: `Publish ${title}` });
  await expect(publish).toBeVisible();

  // The item changes after the page showed it (as a creator's edit in the studio would change it).
  const editedTitle = `Wudu for little ones ${suffix}`;
  await sql(`update content set title = $1, age_range = 1, has_music = false where id = $2`, [
    editedTitle,
    id,
  ]);

  await publish.click();
  const alert = page.getByRole('alert').filter({ hasText: 'This item was changed after you opened it' });
  await expect(alert).toBeVisible();
  await expectNoAxeViolations(page);
  const stillPending = await sql('select status, revision from content where id = $1', [id]);
  expect(stillPending.rows[0]).toEqual({ status: 'pending', revision: 2 });

  await alert.getByRole('button', { name: 'Reload the item' }).click();
  await expect(alert).toBeHidden();
  const publishEdited = page.getByRole('button', { name: `Publish ${editedTitle}` });
  await expect(publishEdited).toBeVisible();
  await publishEdited.click();
  await expect(page.getByText(`“${editedTitle}” is published.`)).toBeVisible();
  const published = await sql('select status, title from content where id = $1', [id]);
  expect(published.rows[0]).toEqual({ status: 'published', title: editedTitle });
});
