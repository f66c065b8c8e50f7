// Ask Qamar's parent page in a real browser: the honest sentence on what the helper is, the switch for a child aged 9
// to 12 (and the note in its place for a younger one), the chats with why a question was refused, and deleting them
// after a confirmation. The test server speaks to a local OpenAI-compatible stand-in, so the helper exists there.
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

// A journey of several steps with axe, on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

test('a parent turns Ask Qamar on for a child of ten, reads the chats and deletes them', async ({ page }) => {
  await signUpInBrowser(page, { role: 'parent', setupCompleted: true });
  const headers = { Origin: new URL(test.info().project.use.baseURL ?? '').origin };
  const created = await page.request.post('/api/children', {
    headers,
    data: { name: 'Maryam', dateOfBirth: `${new Date().getFullYear() - 10}-01-02` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // Two chats as the child's questions leave them (the API tests drive the real questions through the stand-in).
  await sql(
    `insert into tutor_helper_exchanges (child_id, asked_at, exercise_id, skill_id, question, suggestion, reply, rung, refused, outcome)
     values ($1, now() - interval '2 minutes', 'm.add.3-4', 'm.add.within10', '', 'hint', 'What if you start at 3 and count on 4?', 'question', false, null),
            ($1, now() - interval '1 minute', 'm.add.3-4', 'm.add.within10', 'Is music haram?', null, null, null, true, 'ruling')`,
    [id],
  );

  await page.goto(`/dashboard/parent/children/${id}/ask-qamar`);
  await expect(page.getByRole('heading', { name: 'Ask Qamar for Maryam' })).toBeVisible();
  await expect(page.getByText('It helps only with the exercise on the screen')).toBeVisible();
  await expect(page.getByText('What if you start at 3 and count on 4?')).toBeVisible();
  await expect(page.getByText('Refused: a religious ruling')).toBeVisible();
  await expect(page.getByText('Shown instead: Ask your parent or your teacher')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Let Maryam use Ask Qamar').check();
  await expect(page.getByText('Saved.')).toBeVisible();
  const stored = await sql('select tutor_helper_enabled from children where id = $1', [id]);
  expect(stored.rows).toEqual([{ tutor_helper_enabled: true }]);
  await page.screenshot({ path: 'e2e/screenshots/ask-qamar-parent.png', fullPage: true });

  await page.getByRole('button', { name: 'Delete all chats' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete all chats?' });
  await expect(dialog.getByText('This deletes every Ask Qamar chat of Maryam.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No chats yet.')).toBeVisible();
  const left = await sql('select count(*)::int as n from tutor_helper_exchanges where child_id = $1', [id]);
  expect(left.rows).toEqual([{ n: 0 }]);

  // A child of seven: no switch, the reason in its place.
  await sql("update children set date_of_birth = (current_date - interval '7 years')::date where id = $1", [
    id,
  ]);
  await page.reload();
  await expect(page.getByText('Ask Qamar is only for children aged 9 to 12.')).toBeVisible();
  await expect(page.getByLabel('Let Maryam use Ask Qamar')).toHaveCount(0);
});
