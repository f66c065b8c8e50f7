// What a child sees where games would be when a parent has turned them off: kind, short, and a way to videos.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { buttonClasses } from '#web/components/button';
import { IconBadge } from '#web/components/icons';
import { messageText } from '#web/lib/i18n/message-text';
import { pageTitle } from '#web/lib/site';

export function GamesOffNotice() {
  const { t } = useTranslation('child-mode');
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center">
      <title>{pageTitle(t('games.offTitle'))}</title>
      <IconBadge name="gamepad" tone="amber" />
      <h1 className="mt-4 text-3xl font-extrabold text-stone-900">{t('games.offTitle')}</h1>
      <p className="mt-3 text-lg text-stone-700">{messageText(CHILD_MODE_MESSAGES.gamesOff)}</p>
      <Link to="/child/feed" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {t('games.watchVideos')}
      </Link>
    </div>
  );
}
