// /games: the three planned games, honestly marked as coming soon.
import { useTranslation } from 'react-i18next';
import { IconBadge, type IconName } from '#web/components/icons';
import { PageShell } from '../components/page-shell';

const GAMES: { key: 'snake' | 'tetris' | 'connections'; icon: IconName }[] = [
  { key: 'snake', icon: 'snake' },
  { key: 'tetris', icon: 'blocks' },
  { key: 'connections', icon: 'mosque' },
];

export function GamesPage() {
  const { t } = useTranslation('site');
  return (
    <PageShell title={t('games.title')} icon="gamepad">
      <p>{t('games.intro')}</p>
      <ul className="grid gap-4 pt-2 sm:grid-cols-3">
        {GAMES.map((game) => (
          <li key={game.key} className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm">
            <IconBadge name={game.icon} tone="amber" />
            <h2 className="mt-2 text-xl font-bold text-stone-900">{t(`games.items.${game.key}.name`)}</h2>
            <p className="mt-1 text-base text-stone-700">{t(`games.items.${game.key}.text`)}</p>
            <p className="mt-3 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
              {t('comingSoon')}
            </p>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
