// The six cards of /dashboard/admin/settings: TV Mode and Feed Visibility open their modals; Site
// Configuration, Security (registration mode, waiting list, admin session lifetime), Notifications (admin alert
// e-mails) and Backup (a streamed download) work in place.
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminSettings, NotificationsSetting } from '#shared/site-settings.schema';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button, buttonClasses } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { LoadingState, Spinner } from '#web/components/spinner';
import { RegistrationModeCard } from '#web/features/outreach';
import { errorMessage } from '#web/lib/api-client';
import { textFields } from '#web/lib/form-action';
import { useLiveSetting } from '#web/lib/live-settings';
import { useAdminSettings, useSaveSetting } from '../api/admin-settings';
import { FeedVisibilityModal, TvModeModal } from './setting-modals';

function SettingsCard({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={`${id}-title`} className="text-xl font-bold text-stone-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{intro}</p>
      </div>
      {children}
    </section>
  );
}

function SavedOrFailed({ saved, error }: { saved: boolean; error: unknown }) {
  const { t } = useTranslation('admin-settings');
  if (error) return <ErrorBanner>{errorMessage(error)}</ErrorBanner>;
  return saved ? <SuccessBanner>{t('saved')}</SuccessBanner> : null;
}

function ModalCard({ kind }: { kind: 'tv' | 'feed' }) {
  const { t } = useTranslation('admin-settings');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const live = useLiveSetting(kind === 'tv' ? 'tv_mode' : 'feed_visibility');
  const state =
    live === undefined
      ? null
      : kind === 'tv'
        ? t(live ? 'tv.stateOn' : 'tv.stateOff')
        : t(live ? 'feed.statePublic' : 'feed.statePrivate');
  return (
    <SettingsCard id={`${kind}-card`} title={t(`${kind}.title`)} intro={t(`${kind}.intro`)}>
      {state ? (
        <p className="text-base font-semibold text-stone-900" data-testid={`${kind}-state`}>
          {state}
        </p>
      ) : null}
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        {t(`${kind}.open`)}
      </Button>
      {kind === 'tv' ? (
        <TvModeModal open={open} onClose={close} />
      ) : (
        <FeedVisibilityModal open={open} onClose={close} />
      )}
    </SettingsCard>
  );
}

function SiteCard({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin-settings');
  const save = useSaveSetting('site');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { siteName = '', supportEmail = '' } = textFields(event.currentTarget);
    save.mutate({ siteName, supportEmail });
  };
  return (
    <SettingsCard id="site-card" title={t('site.title')} intro={t('site.intro')}>
      <form className="space-y-3" onSubmit={submit}>
        <TextField
          label={t('site.name')}
          name="siteName"
          defaultValue={settings.site.siteName}
          maxLength={60}
          required
        />
        <TextField
          label={t('site.email')}
          type="email"
          dir="ltr"
          name="supportEmail"
          defaultValue={settings.site.supportEmail}
          required
        />
        <SavedOrFailed saved={save.isSuccess} error={save.error} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {t('actions.save')}
        </Button>
      </form>
    </SettingsCard>
  );
}

function SecurityCard({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin-settings');
  const save = useSaveSetting('security');
  return (
    <SettingsCard id="security-card" title={t('security.title')} intro={t('security.intro')}>
      <RegistrationModeCard embedded />
      <Link to="/dashboard/admin/waitlist" className={TEXT_LINK}>
        {t('security.waitlistLink')}
      </Link>
      <form
        className="space-y-3 border-t border-stone-200 pt-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ adminSessionHours: Number(new FormData(event.currentTarget).get('hours')) });
        }}
      >
        <TextField
          label={t('security.sessionHours')}
          hint={t('security.sessionHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={720}
          dir="ltr"
          name="hours"
          defaultValue={settings.security.adminSessionHours}
          required
        />
        <SavedOrFailed saved={save.isSuccess} error={save.error} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {t('actions.save')}
        </Button>
      </form>
    </SettingsCard>
  );
}

const ALERTS: (keyof NotificationsSetting)[] = ['newReport', 'newSubmission', 'dailyDigest'];

function NotificationsCard({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin-settings');
  const save = useSaveSetting('notifications');
  const [alerts, setAlerts] = useState(settings.notifications);
  return (
    <SettingsCard id="notifications-card" title={t('notifications.title')} intro={t('notifications.intro')}>
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(alerts);
        }}
      >
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('notifications.title')}</legend>
          {ALERTS.map((alert) => (
            <label key={alert} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={alerts[alert]}
                onChange={(event) => setAlerts({ ...alerts, [alert]: event.target.checked })}
                className="size-5 accent-teal-700"
              />
              <span className="text-base text-stone-900">{t(`notifications.${alert}`)}</span>
            </label>
          ))}
        </fieldset>
        <SavedOrFailed saved={save.isSuccess} error={save.error} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {t('actions.save')}
        </Button>
      </form>
    </SettingsCard>
  );
}

function BackupCard() {
  const { t } = useTranslation('admin-settings');
  return (
    <SettingsCard id="backup-card" title={t('backup.title')} intro={t('backup.intro')}>
      <a href="/api/admin/backup" download className={`${buttonClasses()} self-start`}>
        {t('backup.download')}
      </a>
      <p className="text-sm text-stone-700">{t('backup.restoreHint')}</p>
    </SettingsCard>
  );
}

/** The settings page's body: the six cards, in a grid on wide screens. */
export function SettingsCards() {
  const { t } = useTranslation('admin-settings');
  const settings = useAdminSettings();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ModalCard kind="tv" />
      <ModalCard kind="feed" />
      {settings.isPending ? (
        <LoadingState label={t('loading')} />
      ) : settings.isError ? (
        <ErrorBanner>{errorMessage(settings.error)}</ErrorBanner>
      ) : (
        <>
          <SiteCard settings={settings.data} />
          <SecurityCard settings={settings.data} />
          <NotificationsCard settings={settings.data} />
        </>
      )}
      <BackupCard />
    </div>
  );
}
