// /child/time-up: child mode is closed (the server decided): the day's or the week's screen time is used up (the
// spec's Time's Up), it is sleep time outside the parent's allowed hours (a moon, and when it opens again), or a
// pause (named, and when it ends). The child can ask a parent for more time; the session is asked again each
// minute, so the screen leaves by itself when time is back; a parent can still unlock the device.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHILD_BUTTON } from '#web/components/child-ui';
import { Modal } from '#web/components/modal';
import { pageTitle } from '#web/lib/site';
import { useChildSession } from '../api/get-child-session';
import { AskForMoreTime } from '../components/ask-for-more-time';
import { ChildEmptyState } from '../components/child-empty';
import { useClosedScreen } from '../components/closed-screen';
import { ExitGate } from '../components/exit-gate';

export function TimeUpPage() {
  const { t } = useTranslation('child-mode');
  const [open, setOpen] = useState(false);
  const session = useChildSession();
  const screen = useClosedScreen(session.data);
  return (
    <>
      <title>{pageTitle(screen.title)}</title>
      <div data-testid={`closed-${screen.kind}`}>
        <ChildEmptyState
          art={screen.kind === 'paused' ? 'lantern' : 'night'}
          level={1}
          title={screen.title}
          body={screen.body}
        >
          <AskForMoreTime from={screen.kind === 'paused' ? 'pause' : screen.kind} />
          <button type="button" className={CHILD_BUTTON.quiet} onClick={() => setOpen(true)}>
            {t('timeUp.parentUnlock')}
          </button>
        </ChildEmptyState>
      </div>
      <Modal open={open} title={t('exitChildMode')} onClose={() => setOpen(false)}>
        <ExitGate />
      </Modal>
    </>
  );
}
