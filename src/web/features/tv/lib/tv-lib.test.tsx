// The TV interface's pure rules: when it is on, which screen stands for which page, Back, the on-screen keyboard,
// a row moved along by its order.

import type { FocusableComponent } from '@noriginmedia/norigin-spatial-navigation';
import { describe, expect, it } from 'vitest';
import { isBackKey } from './back-keys';
import { applyKey, KEYBOARD_ROWS, MAX_QUERY_LENGTH } from './on-screen-keyboard';
import { rowOrderResolver } from './row-order';
import { childTvPathFor, isTvOn, ordinaryChildPathFor, ordinaryPathFor, tvPathFor } from './tv-rule';

describe('the TV-on rule', () => {
  it('is on only with the setting enabled, a wide screen and no opt-out on this device', () => {
    expect(isTvOn({ setting: true, wide: true, optedOut: false })).toBe(true);
    expect(isTvOn({ setting: false, wide: true, optedOut: false })).toBe(false);
    expect(isTvOn({ setting: undefined, wide: true, optedOut: false })).toBe(false);
    expect(isTvOn({ setting: true, wide: false, optedOut: false })).toBe(false);
    expect(isTvOn({ setting: true, wide: true, optedOut: true })).toBe(false);
  });

  it('maps the pages that have a TV screen, and leaves the others alone', () => {
    expect(tvPathFor('/')).toBe('/tv');
    expect(tvPathFor('/feed')).toBe('/tv/videos');
    expect(tvPathFor('/video/abc')).toBe('/tv/watch/abc');
    expect(tvPathFor('/games/snake')).toBe('/tv/games/snake');
    expect(tvPathFor('/games/islamic-connections')).toBe('/tv/games/islamic-connections');
    expect(tvPathFor('/games/islamic-connections/admin')).toBeNull();
    expect(tvPathFor('/signin')).toBeNull();
    expect(tvPathFor('/dashboard/admin/settings')).toBeNull();
    expect(ordinaryPathFor('/tv')).toBe('/');
    expect(ordinaryPathFor('/tv/watch/abc')).toBe('/video/abc');
    expect(ordinaryPathFor('/tv/videos')).toBe('/feed');
    expect(ordinaryPathFor('/tv/games/tetris')).toBe('/games/tetris');
    expect(ordinaryPathFor('/tv/games/islamic-connections')).toBe('/games/islamic-connections');
    expect(ordinaryPathFor('/tv/library')).toBe('/');
  });

  it('keeps a child-mode device in the child area both ways: the child pages and the child TV screens', () => {
    expect(childTvPathFor('/child')).toBe('/tv/child');
    expect(childTvPathFor('/child/feed')).toBe('/tv/child');
    expect(childTvPathFor('/child/video/abc')).toBe('/tv/child/watch/abc');
    expect(childTvPathFor('/child/games')).toBe('/tv/child/games');
    expect(childTvPathFor('/child/games/snake')).toBe('/tv/child/games/snake');
    expect(childTvPathFor('/child/time-up')).toBe('/tv/child/time-up');
    expect(childTvPathFor('/child/parent-can-see')).toBe('/tv/child/parent-can-see');
    expect(childTvPathFor('/child/games/islamic-connections')).toBe('/tv/child/games/islamic-connections');
    expect(childTvPathFor('/child/learn')).toBe('/tv/child/learn');
    expect(childTvPathFor('/child/learn/lessons/l1')).toBe('/tv/child/learn/lessons/l1');
    // A page without a TV screen stays the ordinary child page.
    expect(childTvPathFor('/child/games/unknown')).toBeNull();
    expect(ordinaryChildPathFor('/tv/child')).toBe('/child/feed');
    expect(ordinaryChildPathFor('/tv/child/videos')).toBe('/child/feed');
    expect(ordinaryChildPathFor('/tv/child/library')).toBe('/child/feed');
    expect(ordinaryChildPathFor('/tv/child/search')).toBe('/child/feed');
    expect(ordinaryChildPathFor('/tv/child/watch/abc')).toBe('/child/video/abc');
    expect(ordinaryChildPathFor('/tv/child/games/tetris')).toBe('/child/games/tetris');
    expect(ordinaryChildPathFor('/tv/child/games/islamic-connections')).toBe(
      '/child/games/islamic-connections',
    );
    expect(ordinaryChildPathFor('/tv/child/time-up')).toBe('/child/time-up');
    expect(ordinaryChildPathFor('/tv/child/parent-can-see')).toBe('/child/parent-can-see');
    expect(ordinaryChildPathFor('/tv/child/learn')).toBe('/child/learn');
    expect(ordinaryChildPathFor('/tv/child/learn/lessons/l1')).toBe('/child/learn/lessons/l1');
  });
});

describe('Back', () => {
  const input = { tagName: 'INPUT', type: 'text', isContentEditable: false } as unknown as EventTarget;
  const button = { tagName: 'BUTTON', isContentEditable: false } as unknown as EventTarget;
  it('is Escape, Backspace outside fields, and the remotes’ codes 461 and 10009', () => {
    expect(isBackKey({ key: 'Escape', keyCode: 27, target: button })).toBe(true);
    expect(isBackKey({ key: 'Backspace', keyCode: 8, target: button })).toBe(true);
    expect(isBackKey({ key: 'Unidentified', keyCode: 461, target: null })).toBe(true);
    expect(isBackKey({ key: 'XF86Back', keyCode: 10009, target: null })).toBe(true);
  });
  it('is not Backspace while typing, nor any other key', () => {
    expect(isBackKey({ key: 'Backspace', keyCode: 8, target: input })).toBe(false);
    expect(isBackKey({ key: 'Enter', keyCode: 13, target: button })).toBe(false);
    expect(isBackKey({ key: 'ArrowLeft', keyCode: 37, target: button })).toBe(false);
  });
});

describe('the on-screen keyboard', () => {
  it('has rows of ten keys (up and down land above and below) and a last row of space, delete, clear', () => {
    for (const row of KEYBOARD_ROWS.slice(0, -1)) expect(row).toHaveLength(10);
    expect(KEYBOARD_ROWS.at(-1)?.map((key) => key.kind)).toEqual(['space', 'delete', 'clear']);
  });
  it('types, spaces once, deletes and clears', () => {
    let query = '';
    for (const char of 'wudu') query = applyKey(query, { kind: 'char', char });
    expect(query).toBe('wudu');
    expect(applyKey('', { kind: 'space' })).toBe('');
    query = applyKey(applyKey(query, { kind: 'space' }), { kind: 'space' });
    expect(query).toBe('wudu ');
    expect(applyKey(query, { kind: 'delete' })).toBe('wudu');
    expect(applyKey('', { kind: 'delete' })).toBe('');
    expect(applyKey('abc', { kind: 'clear' })).toBe('');
    expect(applyKey('x'.repeat(MAX_QUERY_LENGTH), { kind: 'char', char: 'y' })).toHaveLength(
      MAX_QUERY_LENGTH,
    );
  });
});

describe('a row moved along by its order', () => {
  /** A header's items in the page, given to the resolver in another order (Norigin's registry is not the page's). */
  function row(keys: string[]): FocusableComponent[] {
    const list = document.createElement('ul');
    const items = keys.map((focusKey) => {
      const node = document.createElement('button');
      list.append(node);
      return { focusKey, node } as unknown as FocusableComponent;
    });
    return [...items].reverse();
  }
  const keys = ['nav-home', 'nav-search', 'nav-parent-sees', 'nav-exit'];
  const next = (rtl: boolean, direction: 'left' | 'right' | 'up' | 'down', from: string) =>
    rowOrderResolver(rtl)(direction, from, row(keys))?.focusKey ?? null;

  it('steps to the next and previous item left to right, and no further than the ends', () => {
    expect(next(false, 'right', 'nav-search')).toBe('nav-parent-sees');
    expect(next(false, 'right', 'nav-parent-sees')).toBe('nav-exit');
    expect(next(false, 'left', 'nav-exit')).toBe('nav-parent-sees');
    expect(next(false, 'right', 'nav-exit')).toBeNull();
    expect(next(false, 'left', 'nav-home')).toBeNull();
  });

  it('mirrors right to left: left is the next item', () => {
    expect(next(true, 'left', 'nav-parent-sees')).toBe('nav-exit');
    expect(next(true, 'right', 'nav-exit')).toBe('nav-parent-sees');
    expect(next(true, 'left', 'nav-exit')).toBeNull();
  });

  it('leaves up and down to the row’s parent', () => {
    expect(next(false, 'down', 'nav-search')).toBeNull();
    expect(next(true, 'up', 'nav-search')).toBeNull();
  });
});
