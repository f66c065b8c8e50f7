// "Give extra time" in the Screen Time card, for the child chosen there: 15 minutes, 1 hour or the rest of today,
// without being asked. The child's screen (Time's Up) changes at once; the Screen Time card and Login as count it in
// what is left today. Given at bedtime or in a prayer pause, it opens child mode now, for that long (the answer says so).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Child } from '#shared/children.schema';
import { EXTRA_TIME_GIFTS } from '#shared/time-requests';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { Modal } from '#web/components/modal';
import { Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { useGiveExtraTime } from '../api/time-requests';

export function GiveExtraTimeButton({ child }: { child: Child }) {
  const { t } = useTranslation('family');
  const [open, setOpen] = useState(false);
  const give = useGiveExtraTime();
  const close = () => {
    setOpen(false);
    give.reset();
  };
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t('timeRequests.giveExtra')}
      </Button>
      <Modal open={open} title={t('timeRequests.giveExtraTitle', { name: child.name })} onClose={close}>
        <div className="space-y-4">
          <p>{t('timeRequests.giveExtraIntro', { name: child.name })}</p>
          {give.isError ? <ErrorBanner>{errorMessage(give.error)}</ErrorBanner> : null}
          {give.isSuccess ? (
            <SuccessBanner>
              {give.data.opening
                ? t('timeRequests.givenOpens', { name: child.name })
                : t('timeRequests.given', { name: child.name })}
            </SuccessBanner>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {EXTRA_TIME_GIFTS.map((gift) => (
              <Button
                key={gift}
                disabled={give.isPending}
                onClick={() => give.mutate({ childId: child.id, answer: gift })}
              >
                {give.isPending && give.variables?.answer === gift ? <Spinner className="size-4" /> : null}
                {t(`timeRequests.answers.${gift}`)}
              </Button>
            ))}
          </div>
          <Button variant="secondary" onClick={close}>
            {give.isSuccess ? t('timeRequests.done') : t('children.cancel')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
