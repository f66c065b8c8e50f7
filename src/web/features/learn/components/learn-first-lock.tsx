// "Learn first" on the child's Videos tab: while the parent's minutes of learning are not yet reached today, the tab
// shows this friendly lock instead of the feed, with the way to Learn. The server refuses the videos meanwhile too.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LearnFirstState } from '#shared/tutor/learn-api';
import { CHILD_BUTTON } from '#web/components/child-ui';
import { pageTitle } from '#web/lib/site';
import { minutesToGo } from '../lib/learn-first';
import { PHONE_LEARN_PATHS } from '../lib/paths';
import { RestingPanel } from './resting-panel';

export function LearnFirstLock({ state }: { state: LearnFirstState }) {
  const { t } = useTranslation('learn');
  return (
    <div className="px-3 pt-5 sm:px-5">
      <title>{pageTitle(t('learnFirst.pageTitle'))}</title>
      <RestingPanel
        level={1}
        title={t('learnFirst.message', { minutes: minutesToGo(state) })}
        body={t('learnFirst.body')}
      >
        <Link to={PHONE_LEARN_PATHS.home} className={CHILD_BUTTON.primary}>
          {t('learnFirst.goLearn')}
        </Link>
      </RestingPanel>
    </div>
  );
}
