// /games/islamic-connections: the game for visitors and signed-in families (child mode hosts ConnectionsGame in
// its own frame, passing GameHostProps).
import { useTranslation } from 'react-i18next';
import type { GameHostProps } from '#web/lib/game-host';
import { pageTitle } from '#web/lib/site';
import { ConnectionsGame } from '../components/connections-game';

/** A host (child mode) may pass its props; on /games/islamic-connections nobody does. */
export function ConnectionsPage(props: GameHostProps) {
  const { t } = useTranslation('connections');
  return (
    <div className="mx-auto max-w-3xl px-3 py-6 sm:px-4 sm:py-10">
      <title>{pageTitle(t('page.title'))}</title>
      <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{t('page.title')}</h1>
      <p className="mt-2 text-lg text-stone-700">{t('page.intro')}</p>
      <div className="mt-6">
        <ConnectionsGame {...props} />
      </div>
    </div>
  );
}
