// Every route of the app (walked from src/web/app/routes.ts) answers HTML that already shows its page for the caller
// it is meant for — visitor, parent, creator, admin or a device in child mode — with no JavaScript at all: a main
// heading, its real content where the page has data, and the top bar of that caller. The seeded demo users and
// catalog of the test server are the callers and the content.

import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { localDay } from '../src/shared/screen-time';
import routes from '../src/web/app/routes';
import { E2E_DEMO_PASSWORD } from './support/e2e-state';
import { expect, sql, test } from './support/fixtures';

type Caller = 'visitor' | 'parent' | 'creator' | 'admin' | 'child';

const DEMO_PASSWORD = E2E_DEMO_PASSWORD;
const SIGN_INS: Record<Exclude<Caller, 'visitor' | 'child'>, string> = {
  parent: 'parent@demo.qamarkids.local',
  creator: 'aisha.creator@demo.qamarkids.local',
  admin: 'admin@demo.qamarkids.local',
};

/** Who a route is for: the guard around it, or the child area it is in. */
function callerFor(files: string[], path: string): Caller {
  if (files.includes('routes/require-admin.tsx')) return 'admin';
  if (files.includes('routes/require-creator.tsx')) return 'creator';
  if (files.includes('routes/require-parent.tsx')) return 'parent';
  // Any signed-in caller: the studio's pages are a creator's, the rest anyone's.
  if (files.includes('routes/require-account.tsx'))
    return path.startsWith('/dashboard/creator') ? 'creator' : 'parent';
  if (files.includes('routes/child.tsx') || path.startsWith('/tv/child')) return 'child';
  return 'visitor';
}

type Page = { path: string; caller: Caller; inAppShell: boolean };

function walk(entries: RouteConfigEntry[], parentPath: string, files: string[]): Page[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parentPath.replace(/\/$/, '')}/${entry.path}` : parentPath || '/';
    const chain = [...files, entry.file];
    if (entry.children?.length) return walk(entry.children, path, chain);
    // A resource route answers data, not a page (the texts' JSON: e2e/i18n.spec.ts tests it).
    if (entry.file.endsWith('.ts')) return [];
    return [{ path, caller: callerFor(chain, path), inAppShell: chain.includes('routes/app-shell.tsx') }];
  });
}

const PAGES = walk(routes, '', []);

/** What each caller sees in a page's top bar. */
async function signedIn(baseURL: string, caller: Caller, childId: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL } });
  if (caller === 'visitor') return context;
  const email = caller === 'child' ? SIGN_INS.parent : SIGN_INS[caller];
  const answer = await context.post('/api/auth/sign-in/email', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
  if (caller === 'child') {
    const started = await context.post('/api/child-sessions', { data: { childId } });
    expect(started.status(), 'child mode starts').toBe(201);
  }
  return context;
}

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test('every route answers its page for its caller in the HTML, with no JavaScript', async ({
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  const one = async (query: string) => (await sql(query)).rows[0] as Record<string, string>;
  const video = await one(
    "select c.id, c.title from content c where c.status = 'published' and c.source_type = 'youtube' order by c.created_at desc limit 1",
  );
  const creatorItem = await one(
    "select c.id, c.title from content c join creator_profiles p on p.id = c.creator_profile_id where p.user_id = 'demo-creator-1' limit 1",
  );
  // The demo plays only its own catalog (for the youngest): any other video sends the visitor back to it.
  const demo = (await (await request.get('/api/demo/child-feed')).json()) as { items: { id: string }[] };
  const demoItem = demo.items[0]?.id ?? 'no-demo-item';
  const child = await one("select id from children where parent_id = 'demo-parent' order by name limit 1");
  // The time-up pages are for a child whose day is used up (any other child is sent home by the server): the demo
  // parent's other child, its whole day spent for the walk.
  const spentChild = await one(
    "select c.id, p.time_zone from children c join parent_profiles p on p.user_id = c.parent_id where c.parent_id = 'demo-parent' order by c.name desc limit 1",
  );
  const spentDay = localDay(new Date(), (spentChild.time_zone as string | null) ?? 'UTC');
  await sql(
    `insert into child_screen_time (child_id, day, seconds) values ($1, $2, 86400)
     on conflict (child_id, day) do update set seconds = excluded.seconds`,
    [spentChild.id, spentDay],
  );
  // A public profile's address names its user (the video page links to it so).
  const creatorProfile = await one(
    "select user_id as id from creator_profiles where user_id = 'demo-creator-1'",
  );
  const params: Record<string, string> = {
    ':game': 'snake',
    ':contentId': creatorItem.id as string,
    ':userId': 'demo-parent',
    ':childId': child.id as string,
    '*': 'no-such-page',
  };
  /** Pages whose data the HTML must already show (beyond their heading). */
  const shows: Record<string, string> = {
    '/feed': video.title as string,
    '/video/:id': video.title as string,
    '/profile/:id': 'Aisha',
    '/dashboard/admin/users/:userId': 'Fatima Demo',
    '/dashboard/creator/videos': creatorItem.title as string,
    '/dashboard/parent/children/:childId/ask-qamar': 'Ask Qamar for',
    '/dashboard/parent/children/:childId/learning': 'Learning settings',
  };

  /** Pages that only send their caller on: the server redirects to the caller's page. */
  const sendsOn: Record<string, string> = {
    '/dashboard': '/dashboard/parent',
    '/complete-profile': '/dashboard/parent',
  };

  const callers = new Map<string, APIRequestContext>();
  // The child's pages show a video the server allows for this child: the first of the child's own feed (the newest
  // published video may be for older children).
  const childCaller = await signedIn(base, 'child', child.id as string);
  callers.set('child', childCaller);
  const childFeed = (await (await childCaller.get('/api/child/feed')).json()) as { items: { id: string }[] };
  const childItem = childFeed.items[0]?.id ?? 'no-child-item';
  const problems: string[] = [];
  // A lesson's pages show one of the child's own lessons: today's, started as the Learn tab starts it.
  const started = await childCaller.post('/api/child/learn/lessons', {
    data: { subject: 'maths' },
    headers: { Origin: base },
  });
  if (!started.ok()) problems.push(`starting a lesson: status ${started.status()}`);
  params[':lessonId'] = started.ok() ? ((await started.json()) as { id: string }).id : 'no-lesson';
  for (const page of PAGES) {
    const timeUp = page.path.endsWith('/time-up');
    const key = timeUp ? 'child with no time left' : page.caller;
    let caller = callers.get(key);
    if (!caller) {
      caller = await signedIn(base, page.caller, (timeUp ? spentChild.id : child.id) as string);
      callers.set(key, caller);
    }
    // A profile is a creator's; a studio page edits the creator's own item; the demo's video one of the demo's; every
    // other :id is a published video.
    const id = page.path.startsWith('/profile/')
      ? creatorProfile.id
      : page.path.startsWith('/dashboard/creator/')
        ? creatorItem.id
        : page.path.startsWith('/child/demo/')
          ? demoItem
          : page.caller === 'child'
            ? childItem
            : video.id;
    const url = page.path
      .split('/')
      .map((part) => (part === ':id' ? id : (params[part] ?? part)))
      .join('/');
    const answer = await caller.get(url, { maxRedirects: 0, headers: { Accept: 'text/html' } });
    const where = `${url} as ${page.caller}`;
    const sentTo = sendsOn[page.path];
    if (sentTo) {
      if (answer.status() !== 302 || answer.headers().location !== sentTo)
        problems.push(
          `${where}: not sent on to ${sentTo} (${answer.status()} ${answer.headers().location ?? ''})`,
        );
      continue;
    }
    if (answer.status() !== 200) {
      problems.push(`${where}: status ${answer.status()} (${answer.headers().location ?? ''})`);
      continue;
    }
    const html = await answer.text();
    const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
    if (!heading || !text(heading).trim()) problems.push(`${where}: no main heading`);
    const body = text(html);
    if (body.includes('Oops, something went wrong')) problems.push(`${where}: the error page`);
    const expected = shows[page.path];
    if (expected && !body.includes(expected)) problems.push(`${where}: does not show "${expected}"`);
    if (page.inAppShell) {
      const header = text(/<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '');
      const visitorBar = header.includes('Sign in') && header.includes('Get Started');
      if (page.caller === 'visitor' && !visitorBar) problems.push(`${where}: no Sign in + Get Started`);
      if (page.caller !== 'visitor' && header.includes('Sign in'))
        problems.push(`${where}: a visitor's top bar`);
    }
  }
  for (const caller of callers.values()) await caller.dispose();
  await sql('delete from child_screen_time where child_id = $1 and day = $2', [spentChild.id, spentDay]);
  expect(problems).toEqual([]);
  expect(PAGES.length).toBeGreaterThan(80);
});
