// /child/time-up: the day's screen time is used up (the server decided); a parent can still unlock the device.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { Modal } from '#web/components/modal';
import { messageText } from '#web/lib/i18n/message-text';
import { pageTitle } from '#web/lib/site';
import { ChildEmptyState } from '../components/child-empty';
import { CHILD_BUTTON } from '../components/child-ui';
import { ExitGate } from '../components/exit-gate';

export function TimeUpPage() {
  const { t } = useTranslation('child-mode');
  const [open, setOpen] = useState(false);
  const title = t('notes.timeUpTitle');
  return (
    <>
      <title>{pageTitle(title)}</title>
      <ChildEmptyState art="night" level={1} title={title} body={messageText(CHILD_MODE_MESSAGES.timeUpBody)}>
        <button type="button" className={CHILD_BUTTON.quiet} onClick={() => setOpen(true)}>
          {t('timeUp.parentUnlock')}
        </button>
      </ChildEmptyState>
      <Modal open={open} title={t('exitChildMode')} onClose={() => setOpen(false)}>
        <ExitGate />
      </Modal>
    </>
  );
}
