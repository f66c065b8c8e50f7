// What a signed-out visitor sees instead of liking, commenting or reporting: why, and a way to sign in (and back).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ENGAGEMENT_MESSAGES } from '#shared/engagement';
import { buttonClasses } from '#web/components/button';
import { Modal } from '#web/components/modal';
import { rememberReturnTo } from '#web/lib/auth-storage';
import { messageText } from '#web/lib/i18n/message-text';

export function SignInPrompt({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('video');
  const location = useLocation();
  return (
    <Modal open={message !== null} title={t('signInPrompt.title')} onClose={onClose}>
      <p className="text-stone-700">{message === null ? null : messageText(message)}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClasses({ variant: 'secondary' })}>
          {t('signInPrompt.notNow')}
        </button>
        <Link
          to="/signin"
          onClick={() => rememberReturnTo(`${location.pathname}${location.search}`)}
          className={buttonClasses()}
        >
          {messageText(ENGAGEMENT_MESSAGES.goToLogin)}
        </Link>
      </div>
    </Modal>
  );
}
