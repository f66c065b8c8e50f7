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

  it('transforms every text of nested namespaces', () => {
    expect(pseudoResources({ common: { nav: { signIn: 'Sign in' } } })).toEqual({
      common: { nav: { signIn: '⟦Šíĝñ íñ···⟧' } },
    });
  });
});
