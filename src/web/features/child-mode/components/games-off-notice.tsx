// What a child sees where games would be when a parent has turned them off: kind, short, and a way to videos.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { CHILD_BUTTON } from '#web/components/child-ui';
import { messageText } from '#web/lib/i18n/message-text';
import { pageTitle } from '#web/lib/site';
import { VideosArt } from './child-art';
import { ChildEmptyState } from './child-empty';

export function GamesOffNotice() {
  const { t } = useTranslation('child-mode');
  return (
    <>
      <title>{pageTitle(t('games.offTitle'))}</title>
      <ChildEmptyState level={1} title={t('games.offTitle')} body={messageText(CHILD_MODE_MESSAGES.gamesOff)}>
        <Link to="/child/feed" className={CHILD_BUTTON.primary}>
          <VideosArt className="size-9" />
          {t('games.watchVideos')}
        </Link>
      </ChildEmptyState>
    </>
  );
}
