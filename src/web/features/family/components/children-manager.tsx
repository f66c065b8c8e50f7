// Children management: the list with Settings, Login as (child mode on this device), Learning (the child's Tutor
// progress page), Export and Delete, and Add Child. Deleting asks first and removes the child's history; the export
// is a JSON download.
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Child } from '#shared/children.schema';
import { LOCALE_NAMES } from '#shared/locales';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { ChildAvatarPicture } from '#web/components/child-avatar';
import { TEXT_LINK } from '#web/components/form-card';
import { Modal } from '#web/components/modal';
import { PlanLimitBanner } from '#web/components/plan-limit-banner';
import { LoadingState, Spinner } from '#web/components/spinner';
import { useStartChildSession } from '#web/features/child-mode';
import { AddChildForm, useChildren } from '#web/features/children';
import { errorMessage } from '#web/lib/api-client';
import { formatScreenTime } from '#web/lib/format';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { childExportUrl, useDeleteChild } from '../api/delete-child';
import { useFreshScreenTimeToday } from '../api/get-screen-time';
import { ChildLists } from './child-lists';
import { ChildSettingsForm } from './child-settings-form';

/** The child's Tutor progress and learning settings (the learning-progress feature's page). */
const learningPathOf = (childId: string) =>
  `/dashboard/parent/children/${encodeURIComponent(childId)}/learning`;

type Dialog =
  | { kind: 'add' }
  | { kind: 'settings'; child: Child }
  | { kind: 'delete'; child: Child }
  | { kind: 'login'; child: Child }
  | null;

function DeleteChild({ child, onDone }: { child: Child; onDone: () => void }) {
  const { t } = useTranslation('family');
  const remove = useDeleteChild();
  return (
    <div className="space-y-4">
      <p>
        <Trans
          t={t}
          i18nKey="children.delete.question"
          values={{ name: child.name }}
          components={{
            strong: <strong />,
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated link text inside
            exportLink: <a href={childExportUrl(child.id)} download className={TEXT_LINK} />,
          }}
        />
      </p>
      {remove.isError ? <ErrorBanner>{errorMessage(remove.error)}</ErrorBanner> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('children.cancel')}
        </Button>
        <Button
          className="bg-red-700 hover:bg-red-800 active:bg-red-900"
          disabled={remove.isPending}
          onClick={() => remove.mutate(child.id, { onSuccess: onDone })}
        >
          {remove.isPending ? <Spinner className="size-4" /> : null}
          {t('children.delete.confirm', { name: child.name })}
        </Button>
      </div>
    </div>
  );
}

function LoginAs({ child, onCancel }: { child: Child; onCancel: () => void }) {
  const { t } = useTranslation('family');
  const start = useStartChildSession();
  // What is left of today, not the daily limit: a child whose time is used up gets the Time's Up screen, and the
  // parent is told so before handing the device over (the limit alone would promise minutes there are not). Read
  // afresh on opening, with today's extra time in it: a cached figure could still promise minutes already spent.
  const today = useFreshScreenTimeToday(child.id);
  const remaining = today.isSuccess ? today.data.remainingMinutes : 0;
  const restOfDay = today.isSuccess && today.data.extraToday?.restOfDay === true;
  return (
    <div className="space-y-4">
      <p className="flex items-center gap-3">
        <ChildAvatarPicture avatar={child.avatar} name={child.name} className="size-16" />
        <span translate="no" dir="auto" className="text-xl font-bold text-stone-900">
          {child.name}
        </span>
      </p>
      {today.isPending || (today.isFetching && !today.isFetchedAfterMount) ? (
        <LoadingState />
      ) : today.isError ? (
        <ErrorBanner>{errorMessage(today.error)}</ErrorBanner>
      ) : (
        <p>
          <Trans
            t={t}
            i18nKey={
              restOfDay
                ? 'children.login.restOfDay'
                : remaining > 0
                  ? 'children.login.question'
                  : 'children.login.timeUp'
            }
            values={{ name: child.name, limit: formatScreenTime(remaining) }}
            components={{ strong: <strong /> }}
          />
        </p>
      )}
      {start.isError ? <PlanLimitBanner error={start.error} /> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('children.cancel')}
        </Button>
        <Button disabled={start.isPending || start.isSuccess} onClick={() => start.mutate(child.id)}>
          {start.isPending || start.isSuccess ? <Spinner className="size-4" /> : null}
          {t('children.login.start')}
        </Button>
      </div>
    </div>
  );
}

export function ChildrenManager() {
  const { t } = useTranslation('family');
  const labels = useDomainLabels();
  const children = useChildren();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <div className="space-y-4">
      {children.isPending ? (
        <LoadingState />
      ) : children.isError ? (
        <ErrorBanner>{errorMessage(children.error)}</ErrorBanner>
      ) : children.data.length === 0 ? (
        <p>{t('children.none')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
          {children.data.map((child) => (
            <li key={child.id} className="px-4 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="flex items-center gap-3">
                  <ChildAvatarPicture avatar={child.avatar} name={child.name} className="size-11" />
                  <span translate="no" dir="auto" className="text-lg font-bold text-stone-900">
                    {child.name}
                  </span>
                </span>
                <span className="text-sm text-stone-600">
                  {t('children.summary', {
                    ages: labels.ageBand(child.ageBand),
                    limit: formatScreenTime(child.screenTimeLimit),
                    level: t(`levels.${child.restrictionLevel}.inline`),
                  })}
                  {child.interfaceLanguage ? (
                    <>
                      {' · '}
                      <span lang={child.interfaceLanguage}>{LOCALE_NAMES[child.interfaceLanguage]}</span>
                    </>
                  ) : null}
                </span>
              </div>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" onClick={() => setDialog({ kind: 'login', child })}>
                  {t('children.loginAs', { name: child.name })}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'settings', child })}>
                  {t('children.settings')}
                </Button>
                <Link
                  to={learningPathOf(child.id)}
                  className={`${TEXT_LINK} inline-flex min-h-9 items-center self-center px-2 text-sm`}
                >
                  {t('children.learning')}
                </Link>
                <a
                  href={childExportUrl(child.id)}
                  download
                  className={`${TEXT_LINK} self-center px-2 text-sm`}
                >
                  {t('children.exportData')}
                </a>
                <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'delete', child })}>
                  {t('children.delete.button')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => setDialog({ kind: 'add' })}>
        {t('children.add')}
      </Button>

      <Modal open={dialog?.kind === 'add'} title={t('children.add')} onClose={close}>
        <AddChildForm nameLabel={t('children.childName')} submitLabel={t('children.add')} onAdded={close} />
      </Modal>
      <Modal
        open={dialog?.kind === 'settings'}
        title={
          dialog?.kind === 'settings'
            ? t('children.settingsTitleFor', { name: dialog.child.name })
            : t('children.settingsTitle')
        }
        onClose={close}
      >
        {dialog?.kind === 'settings' ? (
          <div className="space-y-5">
            <ChildSettingsForm child={dialog.child} onSaved={close} />
            <ChildLists child={dialog.child} />
            <p className="border-t border-stone-200 pt-4">
              <Link to={learningPathOf(dialog.child.id)} className={TEXT_LINK}>
                {t('children.learningSettings', { name: dialog.child.name })}
              </Link>
            </p>
          </div>
        ) : null}
      </Modal>
      <Modal open={dialog?.kind === 'delete'} title={t('children.delete.title')} onClose={close}>
        {dialog?.kind === 'delete' ? <DeleteChild child={dialog.child} onDone={close} /> : null}
      </Modal>
      <Modal open={dialog?.kind === 'login'} title={t('children.login.start')} onClose={close}>
        {dialog?.kind === 'login' ? <LoginAs child={dialog.child} onCancel={close} /> : null}
      </Modal>
    </div>
  );
}
