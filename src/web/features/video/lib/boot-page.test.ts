// The item a video page's HTML carries (html-preloads.ts withBootContent) is read once, for that page only.
import { afterEach, describe, expect, it } from 'vitest';
import { takeBootContent } from './boot-page';

const ID = '3f0c8a52-6a7e-4a55-9d36-0c1f7e1f2b10';

function block(text: string) {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<script type="application/json" id="boot-content">${text}</script>`,
  );
}

afterEach(() => document.getElementById('boot-content')?.remove());

describe('takeBootContent', () => {
  it("gives the page's item once, the address's id in any case", () => {
    block(JSON.stringify({ id: ID, title: 'Wudu </script> steps' }).replace(/</g, '\\u003c'));
    expect(takeBootContent(ID.toUpperCase())).toEqual({ id: ID, title: 'Wudu </script> steps' });
    expect(document.getElementById('boot-content')).toBeNull();
    expect(takeBootContent(ID)).toBeNull();
  });

  it("nothing for another page's item or a block that is not JSON", () => {
    block(JSON.stringify({ id: ID }));
    expect(takeBootContent('8d7f0a3e-0000-4000-8000-000000000000')).toBeNull();
    block('{not json');
    expect(takeBootContent(ID)).toBeNull();
  });
});
