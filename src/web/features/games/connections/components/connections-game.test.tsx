// ConnectionsGame as a host page uses it (GameHostProps): the young board for a young player with no toggle,
// the score handed to onGameOver once, playing time reported, and a halt that stops every control at once.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionDaily } from '#shared/connections.schema';
import { i18n, initI18n } from '#web/lib/i18n/i18n';
import { ok, stubApi } from '#web/test/api-stub';
import { localeTexts } from '#web/test/locale-texts';
import { renderWithProviders } from '#web/test/render';
import { ConnectionsGame } from './connections-game';

const young: ConnectionDaily = {
  day: '2026-11-22',
  next: [],
  puzzle: {
    id: '00000000-0000-4000-8000-0000000000a1',
    language: 'en',
    title: 'Sky and food',
    level: 'young',
    groups: [
      {
        theme: 'In the sky',
        tiles: [
          { text: 'Moon', picture: 'crescent' },
          { text: 'Star', picture: 'star' },
        ],
      },
      {
        theme: 'Food for iftar',
        tiles: [
          { text: 'Dates', picture: 'dates' },
          { text: 'Milk', picture: 'milk' },
        ],
      },
    ],
  },
};

function tiles() {
  return within(screen.getByRole('group', { name: 'Puzzle tiles' }));
}

/** A host that can halt the game, as child mode's frame does when screen time runs out. */
function HaltingHost({ onPlayingChange }: { onPlayingChange: (playing: boolean) => void }) {
  const [halted, setHalted] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setHalted(true)}>
        Time is up
      </button>
      <ConnectionsGame youngPlayer halted={halted} onPlayingChange={onPlayingChange} />
    </>
  );
}

describe('ConnectionsGame with host props', () => {
  it('plays the young board for a young player and reports playing time and the score once', async () => {
    const api = stubApi({ 'GET /api/games/connections/daily': ok(young) });
    const onGameOver = vi.fn();
    const onPlayingChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ConnectionsGame youngPlayer onGameOver={onGameOver} onPlayingChange={onPlayingChange} />,
    );

    await screen.findByRole('group', { name: 'Puzzle tiles' });
    expect(tiles().getByRole('button', { name: 'Moon' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/games/connections/daily')[0]?.search.get('level')).toBe('young');
    // A young player's host decides the level: no "Little ones" switch.
    expect(screen.queryByRole('checkbox', { name: 'Little ones' })).not.toBeInTheDocument();
    expect(onPlayingChange).toHaveBeenLastCalledWith(true);

    await user.click(tiles().getByRole('button', { name: 'Moon' }));
    await user.click(tiles().getByRole('button', { name: 'Star' }));
    expect(screen.getByRole('list', { name: 'Groups found' })).toHaveTextContent('In the sky');
    await user.click(tiles().getByRole('button', { name: 'Milk' }));
    await user.click(tiles().getByRole('button', { name: 'Dates' }));

    expect(
      await screen.findByRole('heading', { name: 'MashaAllah! You found every group.' }),
    ).toBeInTheDocument();
    expect(onGameOver).toHaveBeenCalledTimes(1);
    expect(onGameOver).toHaveBeenCalledWith(50);
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);
  });

  it('stops at once when the host halts it: every tile and control disabled, play reported stopped', async () => {
    stubApi({ 'GET /api/games/connections/daily': ok(young) });
    const onPlayingChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<HaltingHost onPlayingChange={onPlayingChange} />);
    await screen.findByRole('group', { name: 'Puzzle tiles' });
    expect(onPlayingChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('button', { name: 'Time is up' }));
    for (const name of ['Moon', 'Star', 'Dates', 'Milk'])
      expect(tiles().getByRole('button', { name })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Hint' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Shuffle' })).toBeDisabled();
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);
  });
});

describe("ConnectionsGame in the child's language", () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  const arabic: ConnectionDaily = {
    ...young,
    puzzle: {
      ...young.puzzle,
      language: 'ar',
      title: 'السماء والطعام',
      groups: [
        {
          theme: 'في السماء',
          tiles: [
            { text: 'قمر', picture: 'crescent' },
            { text: 'نجمة', picture: 'star' },
          ],
        },
        {
          theme: 'طعام الإفطار',
          tiles: [
            { text: 'تمر', picture: 'dates' },
            { text: 'حليب', picture: 'milk' },
          ],
        },
      ],
    },
  };

  it('asks for the interface language and shows the words the server answers in it, marked as Arabic', async () => {
    initI18n('ar', localeTexts('ar'));
    const api = stubApi({ 'GET /api/games/connections/daily': ok(arabic) });
    renderWithProviders(<ConnectionsGame youngPlayer />);
    const moon = await screen.findByRole('button', { name: 'قمر' });
    expect(api.callsTo('GET /api/games/connections/daily')[0]?.search.get('lang')).toBe('ar');
    expect(moon.querySelector('[lang]')).toHaveAttribute('lang', 'ar');
    expect(screen.queryByTestId('connections-language-fallback')).not.toBeInTheDocument();
  });

  it('says so when the puzzle has no words in the language, and marks the English words for screen readers', async () => {
    initI18n('ar', localeTexts('ar'));
    stubApi({ 'GET /api/games/connections/daily': ok(young) });
    renderWithProviders(<ConnectionsGame youngPlayer />);
    const moon = await screen.findByRole('button', { name: 'Moon' });
    expect(moon.querySelector('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('connections-language-fallback')).toHaveTextContent(
      'هذه اللعبة بالإنجليزية: ليس فيها كلمات بلغتك بعد.',
    );
    expect(screen.getByText('Sky and food')).toHaveAttribute('lang', 'en');
  });
});
