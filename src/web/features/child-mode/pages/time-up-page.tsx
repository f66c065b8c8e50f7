// /child/time-up: the day's screen time is used up (the server decided); a parent can still unlock the device.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { Button } from '#web/components/button';
import { IconBadge } from '#web/components/icons';
import { Modal } from '#web/components/modal';
import { messageText } from '#web/lib/i18n/message-text';
import { pageTitle } from '#web/lib/site';
import { ExitGate } from '../components/exit-gate';

export function TimeUpPage() {
  const { t } = useTranslation('child-mode');
  const [open, setOpen] = useState(false);
  const title = messageText(CHILD_MODE_MESSAGES.timeUpTitle);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center">
      <title>{pageTitle(title)}</title>
      <IconBadge name="moon" tone="amber" />
      <h1 className="mt-4 text-3xl font-extrabold text-stone-900">{title}</h1>
      <p className="mt-3 text-lg text-stone-700">{messageText(CHILD_MODE_MESSAGES.timeUpBody)}</p>
      <Button variant="secondary" className="mt-8" onClick={() => setOpen(true)}>
        {t('timeUp.parentUnlock')}
      </Button>
      <Modal open={open} title={t('exitChildMode')} onClose={() => setOpen(false)}>
        <ExitGate />
      </Modal>
    </div>
  );
}
