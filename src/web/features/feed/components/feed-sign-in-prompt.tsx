// The feed closed to visitors (the feed_visibility setting is not public): a sign-in prompt instead of the cards.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ENGAGEMENT_MESSAGES } from '#shared/engagement';
import { buttonClasses } from '#web/components/button';
import { IconBadge } from '#web/components/icons';
import { messageText } from '#web/lib/i18n/message-text';

/** The server closes the feed to visitors while the feed_visibility setting is not public. */
export function FeedSignInPrompt({ message }: { message: string }) {
  const { t } = useTranslation('feed');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm">
      <IconBadge name="lock" />
      <h2 className="mt-3 text-xl font-bold text-stone-900">{message}</h2>
      <p className="mt-1 text-stone-700">{t('signInPrompt.body')}</p>
      <Link to="/signin" className={`${buttonClasses()} mt-5`}>
        {messageText(ENGAGEMENT_MESSAGES.goToLogin)}
      </Link>
    </div>
  );
}

/** `query`: the view the URL asks for, as the route's loader read it. */
