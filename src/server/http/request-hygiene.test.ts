// Request hygiene (decision 011): NUL bytes and broken text are a 400 on every route, bodies are limited while they
// are read (over a real socket), writes need our Origin and JSON, ids are lower-cased, missing files are 404, and
// the headers deny what the players do not need.

import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { createAuth } from '#server/auth';
import { children } from '#server/db/schema/children';
import { content, contentComments } from '#server/db/schema/content';
import { screeningTerms } from '#server/db/schema/moderation';
import { users } from '#server/db/schema/users';
import { englishMessage } from '#server/http/app-error';
import { type Caller, jsonRequest, signUpAs } from '#server/test/auth-helpers';
import { insertContent } from '#server/test/factories';
import { createTestApp, serveOverHttp, TEST_ORIGIN, type TestApp } from '#server/test/test-app';
import type { ApiErrorBody } from '#shared/api-error';
import { HYGIENE_MESSAGES } from './request-hygiene';

let t: TestApp;
let parent: Caller;
let creator: Caller;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpAs(t.app, t.db, 'parent');
  creator = await signUpAs(t.app, t.db, 'creator');
  admin = await signUpAs(t.app, t.db, 'admin');
});
afterAll(async () => {
  await t.close();
});

async function errorOf(response: Response) {
  return ((await response.json()) as ApiErrorBody).error;
}

describe('NUL bytes and broken text', () => {
  it.each([
    ['/api/feed?q=%00', undefined],
    ['/api/profiles/%00', undefined],
    ['/api/child/feed?q=%00', undefined],
    ['/api/admin/audit-log?targetId=%00', 'admin'],
    ['/api/feed?q=a%00b&page=1', undefined],
    ['/api/profiles/%FF', undefined],
    ['/api/feed?q=%C3%28', undefined],
  ])('GET %s is a 400 with a clear message, never a 500', async (url, who) => {
    const response = await (who === 'admin' ? admin.request(url) : t.app.request(url));
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(englishMessage(HYGIENE_MESSAGES.badUrl));
  });

  it('refuses NUL in the JSON fields of our routes and of better-auth, and writes nothing', async () => {
    const item = await insertContent(t.db, { status: 'pending', title: 'Before' });
    const parentName = (await t.db.select().from(users).where(eq(users.id, parent.userId)))[0]?.name;
    const cases: [Caller, string, string, Record<string, unknown>][] = [
      [parent, 'PUT', '/api/profile', { fullName: 'Nul\u0000Name' }],
      [parent, 'POST', '/api/children', { name: 'Kid\u0000', dateOfBirth: '2019-05-01' }],
      [creator, 'POST', '/api/creator/setup', { fullName: 'Creator', bio: 'bio\u0000', expertise: [] }],
      [
        creator,
        'POST',
        '/api/submissions',
        {
          title: 'A title\u0000',
          sourceType: 'youtube',
          youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
          category: 'Islamic Stories & Manners',
          contentRating: 'G',
          language: 'English',
          ageRange: 1,
          duration: 3,
          description: 'desc',
          shariahScore: 90,
        },
      ],
      [
        admin,
        'PUT',
        `/api/admin/content/${item.id}`,
        {
          title: 'After\u0000',
          description: '',
          status: 'pending',
          category: 'Islamic Stories & Manners',
          tags: [],
          contentRating: 'G',
          language: 'English',
          ageRange: 1,
          hasMusic: false,
        },
      ],
      [admin, 'POST', '/api/admin/screening-rules/terms', { reason: 'hate_speech', term: 'bad\u0000term' }],
      [parent, 'POST', '/api/auth/update-user', { name: 'Nul\u0000Name' }],
      // A key, a nested string and an unpaired surrogate are caught too.
      [parent, 'POST', '/api/auth/update-user', { name: 'Lone \ud800 surrogate' }],
      [parent, 'PUT', '/api/profile', { fullName: 'Ok', 'odd\u0000key': 1 }],
    ];
    for (const [caller, method, url, json] of cases) {
      const response = await caller.request(url, { method, json });
      expect(response.status, `${method} ${url}`).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.message).toBe(englishMessage(HYGIENE_MESSAGES.badBodyText));
      // The issue names the offending field (or key), so a form can show it there.
      expect(error.issues?.[0]?.path.length ?? 0).toBeGreaterThan(0);
    }
    expect((await t.db.select().from(users).where(eq(users.id, parent.userId)))[0]?.name).toBe(parentName);
    expect(await t.db.select().from(children)).toHaveLength(0);
    expect(await t.db.select().from(screeningTerms)).toHaveLength(0);
    expect((await t.db.select().from(content).where(eq(content.id, item.id)))[0]?.title).toBe('Before');
    expect(await t.db.select().from(content).where(eq(content.title, 'A title'))).toHaveLength(0);
  });

  it('refuses other control characters through the shared text schema, with its message', async () => {
    const response = await parent.request('/api/children', {
      json: { name: 'Kid\u0001', dateOfBirth: '2019-05-01' },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(
      'Text cannot contain invisible control characters (such as the null character)',
    );
    expect(await t.db.select().from(children)).toHaveLength(0);
  });

  it('leaves a body that only spells \\u0000 as text alone', async () => {
    const response = await parent.request('/api/profile', {
      method: 'PUT',
      json: { fullName: 'Backslash \\u0000 person' },
    });
    expect(response.status).toBe(200);
  });
});

describe('same-origin writes and JSON bodies', () => {
  const evil = 'https://evil.example';

  async function withHeaders(
    caller: Caller,
    url: string,
    method: string,
    headers: Record<string, string>,
    body?: string | ArrayBuffer,
  ) {
    return t.app.request(url, { method, headers: { Cookie: caller.cookie, ...headers }, body });
  }

  it('refuses a foreign or missing Origin and a text/plain body on a comment, the time zone, the exit PIN and account deletion, then accepts them from our pages', async () => {
    const item = await insertContent(t.db);
    const victim = await signUpAs(t.app, t.db, 'parent');
    const writes: [string, string, unknown][] = [
      ['POST', `/api/content/${item.id}/comments`, { text: 'Masha Allah' }],
      ['PATCH', '/api/parent/child-mode', { timeZone: 'Asia/Karachi' }],
      ['PUT', '/api/parent/exit-pin', { pin: '2468' }],
      ['DELETE', '/api/me', { confirm: 'DELETE', password: 'correct-horse-battery-staple' }],
    ];
    for (const [method, url, json] of writes) {
      const body = JSON.stringify(json);
      const foreign = await withHeaders(
        victim,
        url,
        method,
        { Origin: evil, 'Content-Type': 'application/json' },
        body,
      );
      expect(foreign.status, `${method} ${url} foreign`).toBe(403);
      expect((await errorOf(foreign)).message).toBe(englishMessage(HYGIENE_MESSAGES.foreignOrigin));
      const missing = await withHeaders(victim, url, method, { 'Content-Type': 'application/json' }, body);
      expect(missing.status, `${method} ${url} missing`).toBe(403);
      expect((await errorOf(missing)).message).toBe(englishMessage(HYGIENE_MESSAGES.missingOrigin));
      const plain = await withHeaders(
        victim,
        url,
        method,
        { Origin: TEST_ORIGIN, 'Content-Type': 'text/plain' },
        body,
      );
      expect(plain.status, `${method} ${url} text/plain`).toBe(415);
      const plainError = await errorOf(plain);
      expect(plainError.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(plainError.message).toBe(englishMessage(HYGIENE_MESSAGES.notJson));
      // A body without any type is not JSON either (a form or beacon could send one).
      const untyped = await withHeaders(
        victim,
        url,
        method,
        { Origin: TEST_ORIGIN },
        new TextEncoder().encode(body).buffer as ArrayBuffer,
      );
      expect(untyped.status, `${method} ${url} untyped`).toBe(415);
    }
    expect(
      await t.db.select().from(contentComments).where(eq(contentComments.userId, victim.userId)),
    ).toHaveLength(0);
    expect(await (await victim.request('/api/parent/child-mode')).json()).toMatchObject({
      timeZone: 'Europe/London',
      hasPin: false,
    });

    for (const [method, url, json] of writes) {
      const response = await victim.request(url, { method, json });
      expect(response.status, `${method} ${url} from our origin`).toBeLessThan(300);
    }
    expect(await t.db.select().from(users).where(eq(users.id, victim.userId))).toHaveLength(0);
  });

  it('accepts the loopback twin of the public origin, as better-auth does', async () => {
    const response = await withHeaders(parent, '/api/me/onboarding-complete', 'POST', {
      Origin: 'http://127.0.0.1:3000',
    });
    expect(response.status).toBeLessThan(300);
  });

  it('keeps POSTs without a body working with no content type, and GETs need no Origin', async () => {
    const pending = await insertContent(t.db, { status: 'approved' });
    await admin.request(`/api/admin/content/${pending.id}/publish`, { json: { revision: 1 } });
    const undo = await withHeaders(admin, `/api/admin/content/${pending.id}/publish/undo`, 'POST', {
      Origin: TEST_ORIGIN,
    });
    expect(undo.status).toBe(200);
    expect((await withHeaders(parent, '/api/me', 'GET', {})).status).toBe(200);
  });
});

describe('ids in upper case', () => {
  it('stores and finds an item by its lower-case id, however the URL spelled it', async () => {
    const item = await insertContent(t.db, { status: 'approved' });
    const upper = item.id.toUpperCase();
    const publish = await admin.request(`/api/admin/content/${upper}/publish`, { json: { revision: 1 } });
    expect(publish.status).toBe(200);
    for (const id of [item.id, upper]) {
      const log = await admin.request(`/api/admin/audit-log?targetId=${id}`);
      const { entries } = (await log.json()) as { entries: { targetId: string; action: string }[] };
      expect(entries.map((entry) => entry.targetId)).toEqual([item.id]);
    }
  });
});

describe('body limits while reading, over a real socket', () => {
  let server: Awaited<ReturnType<typeof serveOverHttp>>;
  beforeAll(async () => {
    server = await serveOverHttp(t);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Sends headers, then (for a chunked body) chunks until the answer arrives; resolves with what was sent by then. */
  function send(
    pathname: string,
    options: { method: string; headers: Record<string, string>; chunkedBytes?: number },
  ): Promise<{ status: number; body: string; sentBeforeAnswer: number; rssGrowth: number }> {
    const { port } = new URL(server.url);
    const rssBefore = process.memoryUsage().rss;
    let maxRss = rssBefore;
    return new Promise((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const chunk = Buffer.alloc(64 * 1024, 'a');
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: pathname,
        method: options.method,
        headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json', ...options.headers },
      });
      request.on('error', (error) => {
        if (!answered) reject(error); // after the answer the server may close a socket we still write to
      });
      request.on('response', (response) => {
        answered = true;
        const sentBeforeAnswer = sent;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (data: string) => {
          body += data;
        });
        response.on('end', () => {
          request.destroy();
          resolve({
            status: response.statusCode ?? 0,
            body,
            sentBeforeAnswer,
            rssGrowth: maxRss - rssBefore,
          });
        });
      });
      request.flushHeaders();
      if (options.chunkedBytes === undefined) return;
      const total = options.chunkedBytes;
      const pump = () => {
        while (!answered && sent < total) {
          maxRss = Math.max(maxRss, process.memoryUsage().rss);
          sent += chunk.length;
          if (!request.write(chunk)) {
            request.once('drain', pump);
            return;
          }
        }
        if (!answered) request.end();
      };
      request.write('{"name":"');
      pump();
    });
  }

  it('refuses a Content-Length over the limit at once, before any body is sent', async () => {
    const result = await send('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Content-Length': String(400 * 1024 * 1024) },
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is larger than 64 KB',
    });
    const profile = await send('/api/profile', {
      method: 'PUT',
      headers: { 'Content-Length': String(2 * 1024 * 1024) },
    });
    expect(profile.status).toBe(413);
    expect(JSON.parse(profile.body).error.message).toBe('The request body is larger than 1 MB');
  });

  it('cuts a 50 MB chunked sign-in off early, without holding it in memory', async () => {
    const result = await send('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'Transfer-Encoding': 'chunked' },
      chunkedBytes: 50 * 1024 * 1024,
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    // Answered long before the client could finish: the rest is never read into memory.
    expect(result.sentBeforeAnswer).toBeLessThan(16 * 1024 * 1024);
    expect(result.rssGrowth).toBeLessThan(48 * 1024 * 1024);
  });

  it('cuts a chunked body to one of our routes off at 1 MB', async () => {
    const result = await send('/api/profile', {
      method: 'PUT',
      headers: { 'Transfer-Encoding': 'chunked', Cookie: parent.cookie },
      chunkedBytes: 8 * 1024 * 1024,
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body).error.message).toBe('The request body is larger than 1 MB');
  });

  it('lets the CSV import keep its own larger limit', async () => {
    const response = await admin.request('/api/admin/content/import', {
      json: { fileName: 'big.csv', csv: `title,description\n${'A title,\n'.repeat(200_000)}` },
    });
    expect(response.status).not.toBe(413);
    expect(response.status).toBeLessThan(500);
  });

  it('closes the connection it will not read further, and says so (Connection: close) with the 413', async () => {
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (data: string) => {
      received += data;
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {}); // the server may reset a socket we are still writing to
    // A keep-alive client sends a body over the limit (2 MB to a 1 MB route), all of it.
    const body = Buffer.alloc(2 * 1024 * 1024, 'a');
    socket.write(
      `PUT /api/profile HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\nOrigin: ${TEST_ORIGIN}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    socket.write(body);
    await closed;
    const head = received.slice(0, received.indexOf('\r\n\r\n')).toLowerCase();
    expect(head).toMatch(/^http\/1\.1 413/);
    // The client must not be told to reuse a connection the server is about to drop.
    expect(head).toContain('connection: close');
    expect(head).not.toContain('keep-alive');
  });

  it('keeps the connection open after an ordinary answer', async () => {
    const { port } = new URL(server.url);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const get = () =>
        new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
          http
            .get({ host: '127.0.0.1', port, path: '/api/health', agent }, (response) => {
              response.resume();
              response.on('end', () =>
                resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
              );
            })
            .on('error', reject);
        });
      const first = await get();
      expect(first.connection).toBe('keep-alive');
      expect((await get()).status).toBe(first.status);
    } finally {
      agent.destroy();
    }
  });

  it('still answers a small sign-in normally', async () => {
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.test', password: 'wrong-password' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('headers', () => {
  it('sends a Permissions-Policy and a script-src limited to the two embed scripts', async () => {
    const server = await serveOverHttp(t);
    try {
      const response = await fetch(`${server.url}/api/health`);
      const policy = response.headers.get('permissions-policy') ?? '';
      for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid'])
        expect(policy).toContain(`${denied}=()`);
      for (const allowed of ['fullscreen', 'autoplay', 'encrypted-media', 'picture-in-picture'])
        expect(policy).toContain(`${allowed}=(self "https://www.youtube-nocookie.com"`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(
        "script-src 'self' https://www.instagram.com/embed.js https://www.tiktok.com/embed.js;",
      );
      expect(csp).toContain("style-src 'self' 'unsafe-inline';");
    } finally {
      await server.close();
    }
  });

  it('writes password-reset links to the log only in development', async () => {
    const logged = async (nodeEnv: 'development' | 'test') => {
      const lines: { msg?: string; url?: string }[] = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
      const env = { ...t.env, NODE_ENV: nodeEnv };
      const deps = { ...t.deps, env, logger };
      const app = createApp({ ...deps, auth: createAuth(deps) });
      const user = await signUpAs(app, t.db, 'parent', { verified: false });
      const email = (await t.db.select().from(users).where(eq(users.id, user.userId)))[0]?.email;
      const response = await jsonRequest(app, '/api/auth/request-password-reset', {
        json: { email, redirectTo: '/reset-password' },
      });
      expect(response.status).toBe(200);
      return lines.filter((line) => line.msg === 'password reset link');
    };
    expect(t.mailer.mode).toBe('outbox');
    expect(await logged('test')).toHaveLength(0);
    expect(await logged('development')).toHaveLength(1);
  });
});

describe('missing files', () => {
  it('answers 404 for an unknown file under /assets and for file-like paths, and a route goes to the pages', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'qk-web-'));
    try {
      fs.mkdirSync(path.join(webRoot, 'client', 'assets'), { recursive: true });
      fs.writeFileSync(path.join(webRoot, 'client', 'assets', 'app-1234.js'), 'console.log(1)');
      const app = createApp(t.deps, { webRoot });
      for (const url of [
        '/assets/nope.js',
        '/assets/nope',
        '/assets/deep/er/file.css',
        '/nope.js',
        '/logo.png',
      ]) {
        const response = await app.request(url);
        expect(response.status, url).toBe(404);
        expect(await response.text()).not.toContain('<title>');
      }
      const asset = await app.request('/assets/app-1234.js');
      expect(asset.status).toBe(200);
      // A route is a page of the web build's server bundle (web-pages.ts), which this root does not have.
      for (const url of ['/', '/feed', '/video/abc']) {
        const page = await app.request(url);
        expect(page.status, url).toBe(503);
        expect(await page.text()).toContain('npm run build');
      }
    } finally {
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
