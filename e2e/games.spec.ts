// Games in a real browser on a 360-px phone, played with the keyboard from outside: the list shows the
// three playable games; a seeded Snake eats its food and pauses; a seeded Tetris clears a line, tops out under
// repeated hard drops and restarts; best scores survive a reload; the on-screen buttons' position is remembered;
// every page is axe clean and photographed (e2e/screenshots/games-*.png), once in Arabic (rtl page, ltr board).
//
// The test hook is the pages' `?seed=<n>` query parameter (seeds the game's random source); the seeds are found
// here with the same pure rules the pages use, so nothing test-only lives in the app or on the server.
import type { Page } from '@playwright/test';
import { createSnakeGame } from '../src/web/features/games/snake/snake-rules';
import {
  createTetrisGame,
  type PieceType,
  pieceCells,
  spawnPiece,
} from '../src/web/features/games/tetris/tetris-rules';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

test.use({ viewport: { width: 360, height: 740 } });
// Whole rounds played with axe scans between them: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** A seed whose first food lies in the snake's own row, straight ahead (it eats without a turn). */
function snakeSeedWithFoodAhead(): number {
  for (let seed = 1; seed < 10_000; seed += 1) {
    const game = createSnakeGame(seed);
    if (game.food && game.food.y === game.snake[0]?.y && game.food.x > (game.snake[0]?.x ?? 0)) return seed;
  }
  throw new Error('no seed found');
}

/** A seed whose first three pieces are I, J and L in some order: flat side by side they fill the bottom row. */
function tetrisSeedStartingWithIJL(): { seed: number; pieces: PieceType[] } {
  for (let seed = 1; seed < 10_000; seed += 1) {
    const game = createTetrisGame(seed);
    const pieces = [game.active.type, game.next, game.bag[0] as PieceType];
    if ([...pieces].sort().join('') === 'IJL') return { seed, pieces };
  }
  throw new Error('no seed found');
}

/** Where each piece's left edge goes: I in columns 0-3, J in 4-6, L in 7-9. */
const TARGET_LEFT: Partial<Record<PieceType, number>> = { I: 0, J: 4, L: 7 };

async function score(page: Page) {
  return page.getByTestId('game-score');
}

test('the games list shows the three playable games and the planned ones', async ({ page }) => {
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  const playable: [string, string][] = [
    ['Play Snake', '/games/snake'],
    ['Play Tetris', '/games/tetris'],
    ['Play Islamic Connections', '/games/islamic-connections'],
  ];
  for (const [name, path] of playable) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await expect(page.getByText('Coming Soon')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/games-list-mobile.png', fullPage: true });
  await page.getByRole('link', { name: 'Play Snake' }).click();
  await expect(page).toHaveURL(/\/games\/snake$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Snake' })).toBeVisible();
});

test('Snake: a seeded snake eats its food and the score rises; Space pauses and shows Paused', async ({
  page,
}) => {
  const seed = snakeSeedWithFoodAhead();
  await page.goto(`/games/snake?seed=${seed}`);
  await expectNoAxeViolations(page);
  await expect(await score(page)).toHaveText('0');
  await page.screenshot({ path: 'e2e/screenshots/games-snake-start-mobile.png' });
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('application', { name: 'Snake board' })).toBeFocused();
  await expect(await score(page)).toHaveText('10', { timeout: 4000 });
  await page.screenshot({ path: 'e2e/screenshots/games-snake-mobile.png' });
  await page.keyboard.press('Space');
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resume' }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('p');
  await expect(page.getByText('Paused', { exact: true })).toBeHidden();
  // The pause button does the same.
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
});

test('Tetris: a seeded piece sequence clears a line, repeated hard drops top out, Play again restarts, scores survive a reload', async ({
  page,
}) => {
  const { seed, pieces } = tetrisSeedStartingWithIJL();
  await page.goto(`/games/tetris?seed=${seed}`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Start' }).click();
  const board = page.getByRole('application', { name: 'Tetris board' });
  await expect(board).toBeFocused();
  for (const piece of pieces) {
    const left = Math.min(...pieceCells(spawnPiece(piece)).map(([x]) => x));
    const shift = (TARGET_LEFT[piece] as number) - left;
    for (let step = 0; step < Math.abs(shift); step += 1) {
      await page.keyboard.press(shift < 0 ? 'ArrowLeft' : 'ArrowRight');
    }
    await page.keyboard.press('Space');
  }
  await expect(page.getByTestId('game-lines')).toHaveText('1');
  await expect(await score(page)).toHaveText('100');
  await expect(page.getByTestId('game-level')).toHaveText('1');
  await page.screenshot({ path: 'e2e/screenshots/games-tetris-mobile.png' });

  for (let drop = 0; drop < 60; drop += 1) {
    if (await page.getByText('Game over', { exact: true }).isVisible()) break;
    await page.keyboard.press('Space');
  }
  await expect(page.getByText('Game over', { exact: true })).toBeVisible();
  await expect(page.getByText('Your score: 100', { exact: true })).toBeVisible();
  await expect(page.getByTestId('high-scores')).toContainText('100 points');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/games-tetris-game-over-mobile.png' });

  await page.getByRole('button', { name: 'Play again' }).click();
  await expect(page.getByText('Game over', { exact: true })).toBeHidden();
  await expect(await score(page)).toHaveText('0');
  await expect(page.getByTestId('game-lines')).toHaveText('0');
  await expect(board).toBeFocused();

  await page.reload();
  await expect(page.getByTestId('high-scores')).toContainText('100 points');
  const stored = await page.evaluate(() => window.localStorage.getItem('tetrisHighScores'));
  expect(JSON.parse(stored ?? '[]')).toEqual([{ score: 100, date: expect.any(String) }]);
});

test('Tetris on a touch screen: the on-screen buttons move and drop the pieces and clear a line', async ({
  page,
}) => {
  const { seed, pieces } = tetrisSeedStartingWithIJL();
  await page.goto(`/games/tetris?seed=${seed}`);
  await page.getByRole('button', { name: 'Start' }).tap();
  const pad = page.getByRole('group', { name: 'Block buttons' });
  for (const piece of pieces) {
    const left = Math.min(...pieceCells(spawnPiece(piece)).map(([x]) => x));
    const shift = (TARGET_LEFT[piece] as number) - left;
    for (let step = 0; step < Math.abs(shift); step += 1) {
      await pad.getByRole('button', { name: shift < 0 ? 'Move left' : 'Move right' }).tap();
    }
    await pad.getByRole('button', { name: 'Drop' }).tap();
  }
  await expect(page.getByTestId('game-lines')).toHaveText('1');
  await expect(await score(page)).toHaveText('100');
});

test('high scores: garbage in storage does not break the page', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('snakeHighScores', '{not json'));
  await page.goto('/games/snake');
  await expect(page.getByText('No scores yet. Play a round!')).toBeVisible();
});

test('the on-screen buttons can move, and stay where the player put them', async ({ page }) => {
  await page.goto('/games/snake');
  const pad = page.getByRole('group', { name: 'Steering buttons' });
  await expect(pad.getByRole('button', { name: 'Up' })).toBeVisible();
  await page.getByRole('button', { name: 'Right', exact: true }).last().click();
  await expect(page.getByRole('button', { name: 'Right', exact: true }).last()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'Right', exact: true }).last()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => window.localStorage.getItem('mobileControlPosition'))).toBe('right');
});

test('in Arabic the page reads right to left and the board stays left to right', async ({ page }) => {
  await page
    .context()
    .addCookies([{ name: 'qamar_locale', value: 'ar', url: test.info().project.use.baseURL as string }]);
  await page.goto('/games/tetris?seed=4');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تتريس' })).toBeVisible();
  await expect(page.getByRole('application', { name: 'لوحة تتريس' })).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'ابدأ' }).click();
  await page.keyboard.press('Space');
  await page.keyboard.press('p');
  await expect(page.getByText('متوقّف مؤقتًا')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/games-tetris-ar-mobile.png' });
  await page.goto('/games');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'e2e/screenshots/games-list-ar-mobile.png', fullPage: true });
});
