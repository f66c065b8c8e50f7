// Tells families where feed videos come from; minimized by default, and the choice is remembered on this device.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_STORAGE } from '#shared/client-storage';
import { Icon } from '#web/components/icons';
import { useStoredBoolean } from '#web/lib/local-storage';

const STORAGE_KEY = LOCAL_STORAGE.sourceNoticeMinimized;

export function SourceNotice() {
  const [minimized, setMinimized] = useStoredBoolean(STORAGE_KEY, true);
  const detailsId = useId();
  const { t } = useTranslation('feed');
  return (
    <aside
      aria-label={t('sourceNotice.label')}
      className="rounded-2xl border border-teal-200 bg-teal-50 px-4 py-2.5 text-sm text-teal-950"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="flex items-center gap-2">
          <Icon name="info" className="size-5 shrink-0 text-teal-800" />
          <span>{t('sourceNotice.summary')}</span>
        </p>
        <button
          type="button"
          aria-expanded={!minimized}
          aria-controls={detailsId}
          onClick={() => setMinimized(!minimized)}
          className="shrink-0 rounded-full px-2.5 py-1.5 font-semibold text-teal-900 underline-offset-2 hover:bg-teal-100 hover:underline"
        >
          {minimized ? t('sourceNotice.showMore') : t('sourceNotice.minimize')}
        </button>
      </div>
      <div id={detailsId} hidden={minimized} className="pt-1 pb-1.5 text-teal-950">
        <p>{t('sourceNotice.details')}</p>
      </div>
    </aside>
  );
}
