// Which texts a page loads before it is drawn: its routes' namespaces, and the messages unless a route draws none.
import { describe, expect, it } from 'vitest';
import { pageNamespaces } from './namespaces';

describe('pageNamespaces', () => {
  it("gives common, every matched route's namespaces and the messages", () => {
    const handles = [undefined, { i18n: ['common'] }, { i18n: ['feed', 'domain'] }];
    expect(pageNamespaces(handles).sort()).toEqual(['common', 'domain', 'errors', 'feed']);
  });

  it('leaves the messages out when a matched route says its page draws none', () => {
    const handles = [{ i18n: ['common'] }, { i18n: ['feed'], messages: false }];
    expect(pageNamespaces(handles).sort()).toEqual(['common', 'feed']);
  });

  it('ignores what is not a namespace', () => {
    expect(pageNamespaces([null, 'feed', { i18n: ['nope', 3, 'video'] }]).sort()).toEqual([
      'common',
      'errors',
      'video',
    ]);
  });
});
