// Drawn thumbnails name the category in the viewer's language (?lang=…); an unknown or missing language draws
// English, never an error that would break an <img>.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from '#server/test/auth-helpers';
import { insertContent, setFeedPublic } from '#server/test/factories';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { CATEGORY_LABELS } from '#shared/category-labels';
import { thumbnailSvg } from './svg-art';

let t: TestApp;
let id = '';
const escaped = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
const draw = (query: string) => jsonRequest(t.app, `/api/media/thumbnails/${id}.svg${query}`);

beforeAll(async () => {
  t = await createTestApp();
  await setFeedPublic(t.deps, true);
  id = (
    await insertContent(t.db, { title: 'Patience of the Prophets', category: 'Islamic Stories & Manners' })
  ).id;
});

afterAll(async () => {
  await t.close();
});

describe('drawn thumbnails in the viewer language', () => {
  it('name the category in Arabic, right to left, with Arabic fonts first', async () => {
    const response = await draw('?lang=ar');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const svg = await response.text();
    expect(svg).toContain(CATEGORY_LABELS.ar['Islamic Stories & Manners']);
    expect(svg).toContain('قصص إسلامية وآداب');
    expect(svg).toContain('xml:lang="ar"');
    expect(svg).toContain('direction="rtl"');
    expect(svg).toContain("'Noto Naskh Arabic Variable'");
    expect(svg).not.toContain(escaped('Islamic Stories & Manners'));
    expect(svg).toContain('<title>Patience of the Prophets</title>'); // the title is the SVG's name, never drawn
  });

  it('use the Urdu font list in Urdu and the locale words in French', async () => {
    const urdu = await (await draw('?lang=ur')).text();
    expect(urdu).toContain(CATEGORY_LABELS.ur['Islamic Stories & Manners']);
    expect(urdu).toContain("'Noto Nastaliq Urdu'");
    const french = await (await draw('?lang=fr')).text();
    expect(french).toContain(escaped(CATEGORY_LABELS.fr['Islamic Stories & Manners']));
    expect(french).toContain('direction="ltr"');
  });

  it.each(['', '?lang=xx', '?lang=AR', '?lang=', '?lang=<script>'])('draw English for %j', async (query) => {
    const response = await draw(query);
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(svg).toContain(escaped('Islamic Stories & Manners'));
    expect(svg).toContain('xml:lang="en"');
  });
});

describe('the drawn thumbnail', () => {
  it('shows a picture of the category, not the title the card already prints', () => {
    const svg = thumbnailSvg({
      title: 'Learning Wudu Step by Step',
      category: 'Quran & Dua for Kids',
      portrait: false,
    });
    expect(svg).toContain('<title>Learning Wudu Step by Step</title>');
    const drawnTexts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
    expect(drawnTexts).toEqual([escaped('Quran & Dua for Kids')]);
    // Two items of one category still look different (the pattern and layout follow the title).
    const other = thumbnailSvg({ title: 'Another video', category: 'Quran & Dua for Kids', portrait: false });
    expect(other).not.toEqual(svg.replace('Learning Wudu Step by Step', 'Another video'));
  });
});
