// Shared Playwright fixtures: every test fails on unexpected console errors or warnings and uncaught page errors;
// the embed hosts (unreachable offline) answer with a stand-in page so players can be asserted.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const EMBED_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.instagram.com',
  'https://www.tiktok.com',
];

export const test = base.extend<{ page: Page; embedRequests: string[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  embedRequests: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, embedRequests }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`console.${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    for (const host of EMBED_HOSTS) {
      await page.route(`${host}/**`, async (route) => {
        embedRequests.push(route.request().url());
        await route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>embed</title><p>Embedded player</p>',
        });
      });
    }
    await use(page);
    expect(problems, 'unexpected console output').toEqual([]);
  },
});

export { expect };

/** Runs axe on the current page and fails on any violation. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
