// What the TV specs share: the site-wide TV mode switch (flipped only by the serial 'exclusive' project's specs), the
// living-room screen they run on, and the remote: the focused item and key presses.
import type { Page } from '@playwright/test';
import { sql } from './fixtures';

/** 1920×1080 at one device pixel per CSS pixel, keys only (the project's phone is not a TV). */
export const TV_SCREEN = {
  viewport: { width: 1920, height: 1080 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};

export async function setTvMode(enabled: boolean) {
  await sql(
    `insert into system_settings (key, value) values ('tv_mode', $1::jsonb)
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify({ enabled })],
  );
  await sql(`select pg_notify('settings_changed', 'tv_mode')`);
}

/** The item the remote is on (Norigin marks it). */
export const focused = (page: Page) => page.locator('[data-focused="true"]');
export const focusKey = (page: Page) => focused(page).getAttribute('data-focus-key');

export async function press(page: Page, key: string, times = 1) {
  for (let i = 0; i < times; i += 1) await page.keyboard.press(key);
}
