// The host contract of a game component (child mode relies on it): playing changes reported, one game-over per
// round, a halt stops everything, and keys typed into a form field never reach the game.
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render';
import { SnakeGame } from '../snake/snake-game';
import { TetrisGame } from './tetris-game';

describe('TetrisGame and SnakeGame with a host', () => {
  it('reports playing on start, pause and resume, and a stop when unmounted while playing', async () => {
    const onPlayingChange = vi.fn();
    const { user, unmount } = renderWithProviders(<TetrisGame seed={1} onPlayingChange={onPlayingChange} />);
    expect(onPlayingChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('application', { name: 'Tetris board' })).toHaveFocus();
    expect(onPlayingChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('p');
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getAllByRole('button', { name: 'Resume' })[0] as HTMLElement);
    expect(onPlayingChange).toHaveBeenLastCalledWith(true);
    unmount();
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);
    expect(onPlayingChange).toHaveBeenCalledTimes(4);
  });

  it('calls onGameOver once per round with the final score, and Play again starts a new round', async () => {
    const onGameOver = vi.fn();
    const { user } = renderWithProviders(<TetrisGame seed={3} onGameOver={onGameOver} />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    for (let drop = 0; drop < 60 && !screen.queryByText('Game over'); drop += 1) await user.keyboard(' ');
    expect(screen.getByText('Game over')).toBeInTheDocument();
    await user.keyboard('    ');
    expect(onGameOver).toHaveBeenCalledTimes(1);
    expect(onGameOver).toHaveBeenCalledWith(expect.any(Number));
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(screen.queryByText('Game over')).not.toBeInTheDocument();
    expect(screen.getByTestId('game-score')).toHaveTextContent('0');
  });

  it('stops at once when halted and ignores every key', async () => {
    const onPlayingChange = vi.fn();
    // The game needs no router or query client: a plain render, so rerendering keeps the same game mounted.
    const user = userEvent.setup();
    const { rerender } = render(<SnakeGame seed={1} onPlayingChange={onPlayingChange} />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onPlayingChange).toHaveBeenLastCalledWith(true);
    rerender(<SnakeGame seed={1} onPlayingChange={onPlayingChange} halted />);
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);
    expect(onPlayingChange).toHaveBeenCalledTimes(2);
    const board = screen.getByRole('application', { name: 'Snake board' });
    board.focus();
    await user.keyboard(' ');
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeDisabled();
    // Lifting the halt leaves the round paused: play never restarts without the player.
    rerender(<SnakeGame seed={1} onPlayingChange={onPlayingChange} />);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(onPlayingChange).toHaveBeenCalledTimes(2);
  });

  it('never takes keys typed into a form field', async () => {
    const { user } = renderWithProviders(
      <>
        <label>
          Name
          <input />
        </label>
        <SnakeGame seed={1} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard(' p');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(' p');
    expect(screen.queryByText('Paused')).not.toBeInTheDocument();
    // The same key on the page (not a field) while playing does pause.
    act(() => {
      (document.activeElement as HTMLElement).blur();
    });
    fireEvent.keyDown(document.body, { key: 'p' });
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });
});
