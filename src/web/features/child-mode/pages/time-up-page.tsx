// /child/time-up: the day's screen time is used up (the server decided); a parent can still unlock the device.
import { useState } from 'react';
import { CHILD_MODE_MESSAGES } from '#shared/child-mode';
import { Button } from '#web/components/button';
import { IconBadge } from '#web/components/icons';
import { Modal } from '#web/components/modal';
import { pageTitle } from '#web/lib/site';
import { ExitGate } from '../components/exit-gate';

export function TimeUpPage() {
  const [open, setOpen] = useState(false);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-16 text-center">
      <title>{pageTitle(CHILD_MODE_MESSAGES.timeUpTitle)}</title>
      <IconBadge name="moon" tone="amber" />
      <h1 className="mt-4 text-3xl font-extrabold text-stone-900">{CHILD_MODE_MESSAGES.timeUpTitle}</h1>
      <p className="mt-3 text-lg text-stone-700">{CHILD_MODE_MESSAGES.timeUpBody}</p>
      <Button variant="secondary" className="mt-8" onClick={() => setOpen(true)}>
        Parent unlock
      </Button>
      <Modal open={open} title="Exit child mode" onClose={() => setOpen(false)}>
        <ExitGate />
      </Modal>
    </div>
  );
}
