// The build's render module in a worker: answers, a rebuild picked up, a render that fails or hangs rejected (the
// page then goes without it), and no module at all.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChildFeedBoot } from '#shared/child-mode';
import { createRenderWorker } from './render-worker';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qamar-render-'));
const modulePath = path.join(dir, 'prerender.js');
const boot = (name: string) => ({ session: { child: { name } } }) as unknown as ChildFeedBoot;
const writeModule = (body: string, mtime: Date) => {
  fs.writeFileSync(modulePath, `export async function renderChildFeed(locale, boot) { ${body} }`);
  fs.utimesSync(modulePath, mtime, mtime);
};
const renderer = createRenderWorker(modulePath, 1_000);

afterAll(async () => {
  await renderer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the render worker', () => {
  it('is null without a module', async () => {
    expect(await renderer.renderChildFeed('en', boot('Amina'))).toBeNull();
  });

  it("answers with the module's markup, the next build's after a rebuild", async () => {
    writeModule("return '<p>' + locale + ' ' + boot.session.child.name + '</p>';", new Date(2026, 0, 1));
    const [first, second] = await Promise.all([
      renderer.renderChildFeed('ar', boot('Amina')),
      renderer.renderChildFeed('fr', boot('Yusuf')),
    ]);
    expect([first, second]).toEqual(['<p>ar Amina</p>', '<p>fr Yusuf</p>']);
    writeModule("return '<p>rebuilt ' + boot.session.child.name + '</p>';", new Date(2026, 0, 2));
    expect(await renderer.renderChildFeed('en', boot('Amina'))).toBe('<p>rebuilt Amina</p>');
  });

  it('rejects a render that throws, and one that takes too long; the next render still works', async () => {
    writeModule(
      "if (boot.session.child.name === 'Broken') throw new Error('no tiles'); if (boot.session.child.name === 'Slow') return new Promise(() => {}); return 'ok';",
      new Date(2026, 0, 3),
    );
    await expect(renderer.renderChildFeed('en', boot('Broken'))).rejects.toThrow('no tiles');
    await expect(renderer.renderChildFeed('en', boot('Slow'))).rejects.toThrow('more than 1000 ms');
    expect(await renderer.renderChildFeed('en', boot('Amina'))).toBe('ok');
  });
});
