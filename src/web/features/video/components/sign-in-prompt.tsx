// What a signed-out visitor sees instead of liking, commenting or reporting: why, and a way to sign in (and back).
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { Modal } from '#web/components/modal';
import { rememberReturnTo } from '#web/lib/auth-storage';

/** Why signing in is needed: the action the visitor tried. */
export type SignInReason = 'signInToLike' | 'signInToComment' | 'signInToReport';

export function SignInPrompt({ reason, onClose }: { reason: SignInReason | null; onClose: () => void }) {
  const { t } = useTranslation('video');
  const location = useLocation();
  return (
    <Modal open={reason !== null} title={t('signInPrompt.title')} onClose={onClose}>
      <p className="text-stone-700">{reason === null ? null : t(`notes.${reason}`)}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClasses({ variant: 'secondary' })}>
          {t('signInPrompt.notNow')}
        </button>
        <Link
          to="/signin"
          onClick={() => rememberReturnTo(`${location.pathname}${location.search}`)}
          className={buttonClasses()}
        >
          {t('notes.goToLogin')}
        </Link>
      </div>
    </Modal>
  );
}
