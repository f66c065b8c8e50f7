// The TV Mode and Feed Visibility modals (spec §2, §4, §8): each loads the current value, saves it, and answers
// with the spec's messages. TV mode's modal closes 1.5 s after 'Settings saved successfully'; feed visibility's
// 'Settings updated successfully.' is hidden after 3 s. Both close with the X, Escape or a click on the backdrop.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SETTINGS_MESSAGES } from '#shared/site-settings.schema';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { Modal } from '#web/components/modal';
import { LoadingState, Spinner } from '#web/components/spinner';
import { ApiError } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import { useAdminSettings, useSaveSetting } from '../api/admin-settings';

export const TV_MODE_CLOSE_MS = 1_500;
export const FEED_SUCCESS_MS = 3_000;

function Toggle({
  checked,
  onChange,
  label,
  hint,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
  label: string;
  hint: string;
}) {
  const hintId = useId();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-stone-200 p-4">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hintId}
        className="mt-1 size-5 shrink-0 accent-teal-700"
      />
      <span>
        <span className="block font-bold text-stone-900">{label}</span>
        <span id={hintId} className="block text-sm text-stone-700">
          {hint}
        </span>
      </span>
    </label>
  );
}

export function TvModeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-settings');
  const settings = useAdminSettings();
  const save = useSaveSetting('tv-mode');
  const [enabled, setEnabled] = useState<boolean | undefined>(undefined);
  const value = enabled ?? settings.data?.tvMode.enabled ?? false;

  useEffect(() => {
    if (!open) {
      setEnabled(undefined);
      save.reset();
    }
  }, [open, save.reset]);

  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = setTimeout(onClose, TV_MODE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [save.isSuccess, onClose]);

  return (
    <Modal title={t('tv.title')} open={open} onClose={onClose}>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorBanner>{t('notes.loadFailed')}</ErrorBanner>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ enabled: value });
          }}
        >
          <Toggle checked={value} onChange={setEnabled} label={t('tv.enable')} hint={t('tv.hint')} />
          {save.isSuccess ? <SuccessBanner>{t('notes.saved')}</SuccessBanner> : null}
          {save.isError ? <ErrorBanner>{t('notes.saveFailed')}</ErrorBanner> : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending || save.isSuccess}>
              {save.isPending ? <Spinner /> : null}
              {t('actions.save')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

export function FeedVisibilityModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-settings');
  const settings = useAdminSettings();
  const save = useSaveSetting('feed-visibility');
  const [isPublic, setPublic] = useState<boolean | undefined>(undefined);
  const [showSaved, setShowSaved] = useState(false);
  const value = isPublic ?? settings.data?.feedVisibility.public ?? true;

  useEffect(() => {
    if (!open) {
      setPublic(undefined);
      setShowSaved(false);
      save.reset();
    }
  }, [open, save.reset]);

  useEffect(() => {
    if (!showSaved) return;
    const timer = setTimeout(() => setShowSaved(false), FEED_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [showSaved]);

  return (
    <Modal title={t('feed.title')} open={open} onClose={onClose}>
      {settings.isPending ? (
        <LoadingState />
      ) : settings.isError ? (
        <ErrorBanner>
          {isSignedOut(settings.error)
            ? messageText(SETTINGS_MESSAGES.authenticationRequired)
            : t('notes.loadFailedTryAgain')}
        </ErrorBanner>
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            setShowSaved(false);
            save.mutate({ public: value }, { onSuccess: () => setShowSaved(true) });
          }}
        >
          <Toggle checked={value} onChange={setPublic} label={t('feed.public')} hint={t('feed.hint')} />
          <p className="text-sm text-stone-700">{value ? t('feed.nowPublic') : t('feed.nowPrivate')}</p>
          {showSaved ? <SuccessBanner>{t('notes.updated')}</SuccessBanner> : null}
          {save.isError ? (
            <ErrorBanner>
              {isSignedOut(save.error)
                ? messageText(SETTINGS_MESSAGES.authenticationRequired)
                : t('notes.updateFailedTryAgain')}
            </ErrorBanner>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('actions.close')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              {t('actions.save')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
