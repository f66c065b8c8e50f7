// Connections on the TV: the games feature's game with its tiles and buttons as TV focusables — the first tile
// takes the focus, OK (Enter) picks the focused tile, a young pair is graded by the game's own rules and the
// focus stays on the board when the found pair leaves it. (The arrows' movement is Norigin's geometry, proven in
// e2e/tv.exclusive.spec.ts.)
import { destroy, init } from '@noriginmedia/norigin-spatial-navigation';
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_STORAGE } from '#shared/client-storage';
import type { ConnectionDaily } from '#shared/connections.schema';
import { ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { TvConnections } from './tv-connections';

beforeAll(() => init({ shouldFocusDOMNode: true }));
afterAll(() => destroy());

/** A young board: two pairs (theme, picture words). */
const PAIRS = [
  ['In the sky', 'Moon', 'Star'],
  ['Food for iftar', 'Dates', 'Milk'],
] as const;
const daily: ConnectionDaily = {
  day: '2026-11-22',
  next: [],
  puzzle: {
    id: '00000000-0000-4000-8000-0000000000b2',
    language: 'en',
    title: 'Sky and food',
    level: 'young',
    groups: PAIRS.map(([theme, a, b]) => ({ theme, tiles: [{ text: a }, { text: b }] })),
  },
};

describe('TvConnections', () => {
  it('draws the tiles as focusables; OK picks the focused one and the game grades the pair', async () => {
    window.localStorage.setItem(LOCAL_STORAGE.connectionsSoundMuted, 'true');
    stubApi({ 'GET /api/games/connections/daily': ok(daily) });
    const onGameOver = vi.fn();
    const { user } = renderWithProviders(<TvConnections youngPlayer onGameOver={onGameOver} />);

    const board = within(await screen.findByRole('group', { name: 'Puzzle tiles' }));
    const first = board.getAllByRole('button')[0];
    if (!first) throw new Error('no tiles');
    expect(first).toHaveAttribute('data-focus-key', 'connections-tile-0');
    await vi.waitFor(() => expect(first).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Hint/ })).toHaveAttribute(
      'data-focus-key',
      'connections-hint',
    );

    // Its partner by pointer (a TV focusable is also a button): the pair is graded, found, and leaves the board.
    const word = first.textContent ?? '';
    const pair = PAIRS.find((item) => item.includes(word as never));
    const partner = pair?.slice(1).find((text) => text !== word);
    await user.click(board.getByRole('button', { name: partner ?? '' }));
    await vi.waitFor(() => expect(board.getAllByRole('button')).toHaveLength(2));
    expect(screen.getByRole('list', { name: 'Groups found' })).toBeVisible();
  });
});
