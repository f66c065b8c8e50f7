// One source of truth for category names: the web's domain.json `categories` in each locale equal the shared table
// the server draws on thumbnails (src/shared/category-labels.ts). Change both together.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATEGORY_LABELS } from '#shared/category-labels';
import { LOCALES } from '#shared/locales';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('category names shared with the server', () => {
  it.each(LOCALES)('%s: domain.json categories equal the shared table', (locale) => {
    const domain = JSON.parse(readFileSync(path.join(here, locale, 'domain.json'), 'utf8')) as {
      categories: Record<string, string>;
    };
    expect(domain.categories).toEqual(CATEGORY_LABELS[locale]);
  });
});
