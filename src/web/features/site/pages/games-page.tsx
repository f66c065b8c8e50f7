// /games: the three planned games, honestly marked as coming soon.
import { IconBadge, type IconName } from '#web/components/icons';
import { PageShell } from '../components/page-shell';

const GAMES: { name: string; icon: IconName; text: string }[] = [
  { name: 'Snake', icon: 'snake', text: 'Guide the snake to the fruit and watch it grow.' },
  { name: 'Tetris', icon: 'blocks', text: 'Fit the falling blocks together to clear the lines.' },
  { name: 'Islamic Connections', icon: 'mosque', text: 'Find the links between words from Islamic stories.' },
];

export function GamesPage() {
  return (
    <PageShell title="Games" icon="gamepad">
      <p>Fun, calm games made for young players. They are being built now.</p>
      <ul className="grid gap-4 pt-2 sm:grid-cols-3">
        {GAMES.map((game) => (
          <li key={game.name} className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm">
            <IconBadge name={game.icon} tone="amber" />
            <h2 className="mt-2 text-xl font-bold text-stone-900">{game.name}</h2>
            <p className="mt-1 text-base text-stone-700">{game.text}</p>
            <p className="mt-3 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
              Coming Soon
            </p>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
