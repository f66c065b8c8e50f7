import { describe, expect, it } from 'vitest';
import { pseudoResources, pseudoText } from './pseudo';

describe('pseudo-locale', () => {
  it('accents letters, keeps placeholders and tags, brackets and lengthens by about 40 %', () => {
    expect(pseudoText('Sign in')).toBe('⟦Šíĝñ íñ···⟧');
    const text = pseudoText('Hello {{name}}, <bold>welcome</bold>');
    expect(text).toContain('{{name}}');
    expect(text).toContain('<bold>');
    expect(text).not.toMatch(/[a-z]{2}(?![^<]*>)(?![^{]*\}\})/);
    expect(text.length).toBeGreaterThan('Hello {{name}}, <bold>welcome</bold>'.length * 1.2);
  });

  it('lets long padding break (a zero-width space after every ten dots), as words would', () => {
    const text = pseudoText(
      'Titles, descriptions and tags of new submissions are checked against these lists',
    );
    expect(text).toContain('··········\u200B·');
    expect(text.replace(/\u200B/g, '')).not.toContain('\u200B');
  });

  it('transforms every text of nested namespaces', () => {
    expect(pseudoResources({ common: { nav: { signIn: 'Sign in' } } })).toEqual({
      common: { nav: { signIn: '⟦Šíĝñ íñ···⟧' } },
    });
  });
});
