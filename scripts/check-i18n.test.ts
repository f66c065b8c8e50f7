import { describe, expect, it } from 'vitest';
import { findUntranslated } from './check-i18n';

describe('check:i18n', () => {
  it('finds JSX text and read attributes written as literals, not expressions, numbers or symbols', () => {
    const text = [
      'export function View({ t }: { t: (k: string) => string }) {',
      '  return (',
      '    <section aria-label="Main area" title={t("x")}>',
      '      <h1>Welcome back</h1>',
      '      <p>{t("body")}</p>',
      '      <input placeholder="Search videos" />',
      '      <span>·</span> <span>42</span> <span>→</span>',
      '      <img alt={t("alt")} src="/a.png" />',
      '    </section>',
      '  );',
      '}',
    ].join('\n');
    expect(findUntranslated('view.tsx', text)).toEqual([
      { file: 'view.tsx', line: 3, text: 'aria-label="Main area"' },
      { file: 'view.tsx', line: 4, text: 'Welcome back' },
      { file: 'view.tsx', line: 6, text: 'placeholder="Search videos"' },
    ]);
  });
});
