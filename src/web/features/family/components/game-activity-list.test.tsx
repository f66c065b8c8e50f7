import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameActivity } from '#shared/activity.schema';
import { renderWithProviders } from '#web/test/render';
import { GameActivityList } from './game-activity-list';

describe('GameActivityList', () => {
  it('lists each game session with its game, time played and best score, and the time in games', () => {
    const activity: GameActivity = {
      items: [
        {
          id: '00000000-0000-4000-8000-000000000101',
          gameId: 'tetris',
          startedAt: '2026-03-02T15:00:00.000Z',
          lastPlayedAt: '2026-03-02T15:10:00.000Z',
          seconds: 600,
          bestScore: 1200,
        },
        {
          id: '00000000-0000-4000-8000-000000000102',
          gameId: 'islamic-connections',
          startedAt: '2026-03-01T10:00:00.000Z',
          lastPlayedAt: '2026-03-01T10:00:40.000Z',
          seconds: 40,
          bestScore: null,
        },
      ],
      totals: [
        { gameId: 'tetris', seconds: 600, sessions: 1, bestScore: 1200 },
        { gameId: 'islamic-connections', seconds: 40, sessions: 1, bestScore: null },
      ],
    };
    renderWithProviders(<GameActivityList activity={activity} />);
    expect(screen.getByText('Time in games: 11 min')).toBeVisible();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Tetris');
    expect(rows[0]).toHaveTextContent('played 10 min');
    expect(rows[0]).toHaveTextContent('best score 1,200');
    expect(rows[1]).toHaveTextContent('Islamic Connections');
    expect(rows[1]).toHaveTextContent('played 40 s');
    expect(rows[1]).not.toHaveTextContent('best score');
  });

  it('says so when nothing was played', () => {
    renderWithProviders(<GameActivityList activity={{ items: [], totals: [] }} />);
    expect(screen.getByText('No games played in this period.')).toBeVisible();
  });
});
