// README's "How a family gets in" sends an admin to the pages where things happen: the page it names for the
// registration switch shows the switch, and the page it names for invitations is the waiting list it links to.
import fs from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolations, signUpInBrowser, test } from './support/fixtures';

const readme = fs.readFileSync(path.resolve(import.meta.dirname, '..', 'README.md'), 'utf8');

/** The README's section on sign-up, up to the next heading. */
function signUpSection(): string {
  const start = readme.indexOf('## How a family gets in');
  expect(start, 'README has the section "How a family gets in"').toBeGreaterThanOrEqual(0);
  const rest = readme.slice(start + 3);
  return rest.slice(0, rest.indexOf('\n## '));
}

/** The admin page (`/dashboard/admin/…`) named nearest before the words, in the section's text. */
function pageNamedBefore(words: string): string {
  const section = signUpSection().replace(/\s+/g, ' ');
  const at = section.indexOf(words);
  expect(at, `README mentions ${words}`).toBeGreaterThanOrEqual(0);
  const paths = [...section.slice(0, at).matchAll(/`(\/dashboard\/admin[^`]*)`/g)];
  const named = paths.at(-1)?.[1];
  expect(named, `README names an admin page before ${words}`).toBeDefined();
  return named as string;
}

test('the page README names for the registration switch has it, and its invitations page has Invite', async ({
  page,
}) => {
  await signUpInBrowser(page, { role: 'admin' });

  await page.goto(pageNamedBefore('Make registration invite-only'));
  const card = page.getByRole('region', { name: 'Who can sign up' });
  await expect(card).toBeVisible();
  await expect(
    card.getByRole('button', { name: /^(Make registration invite-only|Open registration to everyone)$/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const waitlist = pageNamedBefore('presses **Invite**');
  await page.getByRole('link', { name: 'Open the waiting list and send invitations' }).click();
  await expect(page).toHaveURL(new RegExp(`${waitlist}$`));
  await expect(page.getByRole('heading', { name: 'Waiting list', level: 1 })).toBeVisible();
});
