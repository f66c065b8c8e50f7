// Children management: the list with Settings, Login as (child mode on this device), Export and Delete, and
// Add Child. Deleting asks first and removes the child's history; the export is a JSON download.
import { useState } from 'react';
import type { Child } from '#shared/children.schema';
import { ageBandLabel } from '#shared/domain';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { Modal } from '#web/components/modal';
import { LoadingState, Spinner } from '#web/components/spinner';
import { useStartChildSession } from '#web/features/child-mode';
import { AddChildForm, useChildren } from '#web/features/children';
import { errorMessage } from '#web/lib/api-client';
import { formatScreenTime } from '#web/lib/format';
import { childExportUrl, useDeleteChild } from '../api/delete-child';
import { ChildSettingsForm } from './child-settings-form';

export const NO_CHILD_PROFILES = 'No child profiles added yet.';

type Dialog =
  | { kind: 'add' }
  | { kind: 'settings'; child: Child }
  | { kind: 'delete'; child: Child }
  | { kind: 'login'; child: Child }
  | null;

function DeleteChild({ child, onDone }: { child: Child; onDone: () => void }) {
  const remove = useDeleteChild();
  return (
    <div className="space-y-4">
      <p>
        Delete <strong>{child.name}</strong>? Their profile, viewing history and screen-time records are
        removed for good. You can{' '}
        <a href={childExportUrl(child.id)} download className={TEXT_LINK}>
          export their data
        </a>{' '}
        first.
      </p>
      {remove.isError ? <ErrorBanner>{errorMessage(remove.error)}</ErrorBanner> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button
          className="bg-red-700 hover:bg-red-800 active:bg-red-900"
          disabled={remove.isPending}
          onClick={() => remove.mutate(child.id, { onSuccess: onDone })}
        >
          {remove.isPending ? <Spinner className="size-4" /> : null}
          Delete {child.name}
        </Button>
      </div>
    </div>
  );
}

function LoginAs({ child, onCancel }: { child: Child; onCancel: () => void }) {
  const start = useStartChildSession();
  return (
    <div className="space-y-4">
      <p>
        Hand this device to <strong>{child.name}</strong>? They will see only videos that suit their age and
        your settings, for up to {formatScreenTime(child.screenTimeLimit)} today. To leave child mode, a
        parent answers a question (or enters your PIN).
      </p>
      {start.isError ? <ErrorBanner>{errorMessage(start.error)}</ErrorBanner> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={start.isPending || start.isSuccess} onClick={() => start.mutate(child.id)}>
          {start.isPending || start.isSuccess ? <Spinner className="size-4" /> : null}
          Start child mode
        </Button>
      </div>
    </div>
  );
}

export function ChildrenManager() {
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
        <p>{NO_CHILD_PROFILES}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
          {children.data.map((child) => (
            <li key={child.id} className="px-4 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-lg font-bold text-stone-900">{child.name}</span>
                <span className="text-sm text-stone-600">
                  Ages {ageBandLabel(child.ageBand)} · {formatScreenTime(child.screenTimeLimit)} a day ·{' '}
                  {child.restrictionLevel}
                </span>
              </div>
              <div className="mt-2 flex flex-wrap gap-2">
                <Button size="sm" onClick={() => setDialog({ kind: 'login', child })}>
                  Login as {child.name}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'settings', child })}>
                  Settings
                </Button>
                <a
                  href={childExportUrl(child.id)}
                  download
                  className={`${TEXT_LINK} self-center px-2 text-sm`}
                >
                  Export data
                </a>
                <Button size="sm" variant="ghost" onClick={() => setDialog({ kind: 'delete', child })}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => setDialog({ kind: 'add' })}>
        Add Child
      </Button>

      <Modal open={dialog?.kind === 'add'} title="Add Child" onClose={close}>
        <AddChildForm nameLabel="Child's name" submitLabel="Add Child" onAdded={close} />
      </Modal>
      <Modal
        open={dialog?.kind === 'settings'}
        title={dialog?.kind === 'settings' ? `Child Settings: ${dialog.child.name}` : 'Child Settings'}
        onClose={close}
      >
        {dialog?.kind === 'settings' ? <ChildSettingsForm child={dialog.child} onSaved={close} /> : null}
      </Modal>
      <Modal open={dialog?.kind === 'delete'} title="Delete child profile" onClose={close}>
        {dialog?.kind === 'delete' ? <DeleteChild child={dialog.child} onDone={close} /> : null}
      </Modal>
      <Modal open={dialog?.kind === 'login'} title="Start child mode" onClose={close}>
        {dialog?.kind === 'login' ? <LoginAs child={dialog.child} onCancel={close} /> : null}
      </Modal>
    </div>
  );
}
