// What a signed-out visitor sees instead of liking, commenting or reporting: why, and a way to sign in (and back).
import { Link, useLocation } from 'react-router';
import { ENGAGEMENT_MESSAGES } from '#shared/engagement';
import { buttonClasses } from '#web/components/button';
import { Modal } from '#web/components/modal';
import { rememberReturnTo } from '#web/lib/auth-storage';

export function SignInPrompt({ message, onClose }: { message: string | null; onClose: () => void }) {
  const location = useLocation();
  return (
    <Modal open={message !== null} title="Sign in required" onClose={onClose}>
      <p className="text-stone-700">{message}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onClose} className={buttonClasses({ variant: 'secondary' })}>
          Not now
        </button>
        <Link
          to="/signin"
          onClick={() => rememberReturnTo(`${location.pathname}${location.search}`)}
          className={buttonClasses()}
        >
          {ENGAGEMENT_MESSAGES.goToLogin}
        </Link>
      </div>
    </Modal>
  );
}
