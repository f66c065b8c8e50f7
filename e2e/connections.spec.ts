// Islamic Connections in the browser: solves today's puzzle by pointer and by keyboard (its groups read
// from the database), loses one after four mistakes, plays the young 2×2 picture board, and an admin adds a puzzle
// and retires it. Axe clean; screenshots at 360 px and on a desktop, in English and
// Arabic (e2e/screenshots/connections-*.png) for a person to look at.
import type { Page } from '@playwright/test';
import { LOCAL_STORAGE } from '../src/shared/client-storage';
import arCommon from '../src/web/locales/ar/common.json' with { type: 'json' };
import arConnections from '../src/web/locales/ar/connections.json' with { type: 'json' };
import frConnections from '../src/web/locales/fr/connections.json' with { type: 'json' };
import { expect, expectNoAxeViolations, signUpInBrowser, sql, test } from './support/fixtures';

type Group = { theme: string; tiles: { text: string; picture?: string }[] };

/** Today's puzzle as the server picks it, read back from the database by the id the page asked for. */
async function dailyGroups(
  page: Page,
  level: 'standard' | 'young',
): Promise<{ id: string; groups: Group[] }> {
  const response = await page.request.get(`/api/games/connections/daily?level=${level}`);
  expect(response.status()).toBe(200);
  const { puzzle } = (await response.json()) as { puzzle: { id: string } };
  const result = await sql('select groups from connection_puzzles where id = $1', [puzzle.id]);
  const row = result.rows[0] as { groups: Group[] } | undefined;
  if (!row) throw new Error('daily puzzle not in the database');
  return { id: puzzle.id, groups: row.groups };
}

const board = (page: Page) => page.getByRole('group', { name: 'Puzzle tiles' });
const tile = (page: Page, text: string) => board(page).getByRole('button', { name: text, exact: true });

async function openGame(page: Page, options: { young?: boolean } = {}, heading = 'Islamic Connections') {
  await page.addInitScript(
    ({ young, keys }) => {
      window.localStorage.setItem(keys.connectionsLittleOnes, String(young));
      window.localStorage.setItem(keys.connectionsSoundMuted, 'true');
    },
    { young: options.young ?? false, keys: LOCAL_STORAGE },
  );
  await page.goto('/games/islamic-connections');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('solves the daily puzzle, group by group, and wins', async ({ page }) => {
  test.slow();
  const { groups } = await dailyGroups(page, 'standard');
  await openGame(page);
  await expect(board(page).getByRole('button')).toHaveCount(16);
  await expect(page.getByText("Today's puzzle")).toBeVisible();
  await expectNoAxeViolations(page);

  // The first group by pointer: Submit is enabled only with four tiles chosen, and aria-pressed follows.
  const first = groups[0] as Group;
  for (const [i, item] of first.tiles.entries()) {
    await tile(page, item.text).click();
    await expect(tile(page, item.text)).toHaveAttribute('aria-pressed', 'true');
    if (i < 3) await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`Well done! You found: ${first.theme}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Groups found' })).toContainText(first.theme);
  await expect(board(page).getByRole('button')).toHaveCount(12);

  // A hint names one theme still to find.
  await page.getByRole('button', { name: 'Hint' }).click();
  await expect(page.getByText('Hint: one group is')).toBeVisible();
  await expect(board(page).locator('[aria-describedby="connections-hint"]')).toHaveCount(1);

  // The next group with the keyboard only: focus a tile, Enter/Space select, arrows move around the grid.
  const second = groups[1] as Group;
  for (const item of second.tiles) {
    await tile(page, item.text).focus();
    await page.keyboard.press('Space');
  }
  await page.keyboard.press('Home');
  await expect(board(page).getByRole('button').nth(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(board(page).getByRole('button').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(board(page).getByRole('button').nth(5)).toBeFocused();
  await page.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Groups found' })).toContainText(second.theme);

  for (const group of groups.slice(2)) {
    for (const item of group.tiles) await tile(page, item.text).click();
    await page.getByRole('button', { name: 'Submit' }).click();
  }
  await expect(page.getByRole('heading', { name: 'MashaAllah! You found every group.' })).toBeVisible();
  await expect(page.getByText('Score: 100')).toBeVisible();
  // The last group fades in (0.5 s): axe measures its contrast once it is fully on screen.
  const found = page.getByRole('list', { name: 'Groups found' }).getByRole('listitem');
  await expect(found).toHaveCount(groups.length);
  for (const group of await found.all()) await expect(group).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'e2e/screenshots/connections-won-360.png', fullPage: true });

  // Play again deals the same puzzle afresh; Next puzzle brings another one.
  const todaysTitle = await page.getByRole('heading', { level: 2 }).first().textContent();
  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(board(page).getByRole('button')).toHaveCount(16);
  await expect(page.getByRole('button', { name: 'Next puzzle' })).toHaveCount(0);
  for (const group of groups) {
    for (const item of group.tiles) await tile(page, item.text).click();
    await page.getByRole('button', { name: 'Submit' }).click();
  }
  await page.getByRole('button', { name: 'Next puzzle' }).click();
  await expect(page.getByText('Another puzzle')).toBeVisible();
  await expect(board(page).getByRole('button')).toHaveCount(16);
  await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText(todaysTitle ?? '');
});

test('four mistakes end the round and show the answers; one away is said', async ({ page }) => {
  const { groups } = await dailyGroups(page, 'standard');
  await openGame(page);
  const [a, b, c, d] = groups as [Group, Group, Group, Group];
  const guesses = [
    [a.tiles[0], a.tiles[1], a.tiles[2], b.tiles[0]],
    [a.tiles[0], b.tiles[1], c.tiles[0], d.tiles[0]],
    [b.tiles[0], b.tiles[1], c.tiles[1], d.tiles[1]],
    [c.tiles[2], c.tiles[3], d.tiles[2], d.tiles[3]],
  ];
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'e2e/screenshots/connections-board-360.png', fullPage: true });
  for (const [index, guess] of guesses.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Deselect all' }).click();
    for (const item of guess) await tile(page, (item as Group['tiles'][number]).text).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    if (index === 0) {
      await expect(page.getByText('One away! Three of those belong together.')).toBeVisible();
      await expect(page.getByText('3 mistakes left')).toBeAttached();
    }
  }
  await expect(page.getByRole('heading', { name: 'Good try! Here are the answers.' })).toBeVisible();
  await expect(page.getByText('Score: 0')).toBeVisible();
  await expect(page.getByText('Not quite. Try another four.')).toHaveCount(0);
  const answers = page.getByRole('list', { name: 'Groups found' });
  for (const group of groups) await expect(answers).toContainText(group.theme);
  await expect(board(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/connections-lost-360.png', fullPage: true });
});

test('young mode: a 2×2 picture board, pairs checked at once, read-aloud buttons', async ({ page }) => {
  const { groups } = await dailyGroups(page, 'young');
  await openGame(page, { young: true });
  await expect(page.getByRole('checkbox', { name: 'Little ones' })).toBeChecked();
  await expect(board(page).getByRole('button', { name: /^Read aloud/ })).toHaveCount(4);
  await expect(board(page).locator('button[aria-pressed]')).toHaveCount(4);
  await expect(board(page).locator('svg[aria-hidden="true"]').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'e2e/screenshots/connections-young-360.png', fullPage: true });

  const [first, second] = groups as [Group, Group];
  // A wrong pair is let go at once.
  await tile(page, first.tiles[0]?.text ?? '').click();
  await tile(page, second.tiles[0]?.text ?? '').click();
  await expect(page.getByText('Not quite. Try two others.')).toBeVisible();
  await expect(board(page).getByRole('button', { pressed: true })).toHaveCount(0);
  for (const group of groups) for (const item of group.tiles) await tile(page, item.text).click();
  await expect(page.getByRole('heading', { name: 'MashaAllah! You found every group.' })).toBeVisible();
  await expect(page.getByText('Score: 50')).toBeVisible();
});

test('desktop and Arabic screenshots are clean', async ({ page }) => {
  await openGame(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'e2e/screenshots/connections-desktop.png', fullPage: true });
  await page
    .context()
    .addCookies([{ name: 'qamar_locale', value: 'ar', url: test.info().project.use.baseURL as string }]);
  await page.goto('/games/islamic-connections');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: arConnections.page.title })).toBeVisible();
  await expect(page.getByRole('group', { name: arConnections.game.tiles }).getByRole('button')).toHaveCount(
    16,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/connections-desktop-ar.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'e2e/screenshots/connections-360-ar.png', fullPage: true });
});

test('in Arabic the board shows the Arabic words, with no English note; a language without words says so', async ({
  page,
}) => {
  const inArabic = await page.request.get('/api/games/connections/daily?level=standard&lang=ar');
  const daily = (await inArabic.json()) as { puzzle: { title: string; language: string; groups: Group[] } };
  expect(daily.puzzle.language).toBe('ar');
  await page
    .context()
    .addCookies([{ name: 'qamar_locale', value: 'ar', url: test.info().project.use.baseURL as string }]);
  await openGame(page, {}, arConnections.page.title);
  const tiles = page.getByRole('group', { name: arConnections.game.tiles });
  await expect(tiles.getByRole('button')).toHaveCount(16);
  for (const group of daily.puzzle.groups)
    for (const item of group.tiles)
      await expect(tiles.getByRole('button', { name: item.text, exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: daily.puzzle.title })).toBeVisible();
  await expect(tiles.locator('[lang="ar"]')).toHaveCount(16);
  await expect(page.getByText(arConnections.game.inEnglish)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // French has no words in the shipped puzzles yet: the English words, said and marked.
  await page.getByRole('banner').getByLabel(arCommon.languagePicker.label).selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByText(frConnections.game.inEnglish)).toBeVisible();
  await expect(
    page.getByRole('group', { name: frConnections.game.tiles }).locator('[lang="en"]'),
  ).toHaveCount(16);
});

test('an admin adds a puzzle (every error shown at once), finds it, and retires it', async ({ page }) => {
  test.slow();
  await page.goto('/');
  await signUpInBrowser(page, { role: 'admin', name: 'Amira Admin' });
  await page.goto('/dashboard/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Islamic Connections puzzles' })).toBeVisible();
  await expect(page.getByText(/\d+ puzzles/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add a puzzle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a puzzle' });
  await dialog.getByRole('button', { name: 'Add the puzzle' }).click();
  await expect(dialog.getByText('Please give the puzzle a title')).toBeVisible();
  await expect(dialog.getByText('Every group needs a theme')).toHaveCount(4);
  await expect(dialog.getByText('Every tile needs a word')).toHaveCount(16);
  await expect(dialog.getByLabel('Title')).toBeFocused();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'e2e/screenshots/connections-admin-form-errors.png' });

  const title = `Garden of words ${Date.now()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Level').selectOption('young');
  const words = [
    ['In the sky', 'Moon', 'crescent', 'Star', 'star'],
    ['Iftar', 'Dates', 'dates', 'Milk', 'milk'],
  ] as const;
  for (const [g, [theme, w1, p1, w2, p2]] of words.entries()) {
    const group = dialog.getByRole('group', { name: `Group ${g + 1}` });
    await group.getByLabel('Theme').fill(theme);
    await group.getByLabel('Tile 1', { exact: true }).fill(w1);
    await group.getByLabel('Picture for tile 1').selectOption(p1);
    await group.getByLabel('Tile 2', { exact: true }).fill(w2);
    await group.getByLabel('Picture for tile 2').selectOption(p2);
  }
  await dialog.getByRole('button', { name: 'Add the puzzle' }).click();
  await expect(page.getByText('The puzzle was added.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'e2e/screenshots/connections-admin-desktop.png', fullPage: true });
  await row.getByRole('button', { name: `Retire ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Retire this puzzle?' });
  await confirm.getByRole('button', { name: 'Retire' }).click();
  await expect(page.getByText('The puzzle was retired.')).toBeVisible();
  await expect(row).toContainText('Retired');
  const stored = await sql('select status, level from connection_puzzles where title = $1', [title]);
  expect(stored.rows).toEqual([{ status: 'retired', level: 'young' }]);
  await expectNoAxeViolations(page);

  // Restored, then edited: the form comes back filled in.
  await row.getByRole('button', { name: `Restore ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Restore this puzzle?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText('The puzzle was restored.')).toBeVisible();
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the puzzle' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(
    edit.getByRole('group', { name: 'Group 2' }).getByLabel('Tile 2', { exact: true }),
  ).toHaveValue('Milk');
  await edit.getByLabel('Title', { exact: true }).fill(`${title} (edited)`);
  // The same words in Arabic: each field shows its English; a half-filled language is refused on its fields.
  await edit.getByLabel('Words in').selectOption('ar');
  await expect(edit.getByText('English: Moon')).toBeVisible();
  await edit.getByLabel('Title in العربية').fill('حديقة الكلمات');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Every group needs a theme')).toHaveCount(2);
  await expect(edit.getByText('Every tile needs a word')).toHaveCount(4);
  const arabicWords = [
    ['في السماء', 'قمر', 'نجمة'],
    ['الإفطار', 'تمر', 'حليب'],
  ] as const;
  for (const [g, [theme, w1, w2]] of arabicWords.entries()) {
    const group = edit.getByRole('group', { name: `Group ${g + 1}` });
    await group.getByLabel('Theme').fill(theme);
    await group.getByLabel('Tile 1', { exact: true }).fill(w1);
    await group.getByLabel('Tile 2', { exact: true }).fill(w2);
  }
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  const saved = await sql('select id, translations from connection_puzzles where title = $1', [
    `${title} (edited)`,
  ]);
  expect(saved.rows[0]?.translations).toEqual({
    ar: {
      title: 'حديقة الكلمات',
      groups: [
        { theme: 'في السماء', tiles: ['قمر', 'نجمة'] },
        { theme: 'الإفطار', tiles: ['تمر', 'حليب'] },
      ],
    },
  });
  const served = await page.request.get(`/api/games/connections/puzzles/${saved.rows[0]?.id}?lang=ar`);
  expect(((await served.json()) as { title: string }).title).toBe('حديقة الكلمات');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${title} (edited)`);
  await expect(page.getByRole('heading', { name: `${title} (edited)` })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'e2e/screenshots/connections-admin-360.png', fullPage: true });
});
