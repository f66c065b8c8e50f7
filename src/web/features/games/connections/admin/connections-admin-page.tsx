// /dashboard/admin/games: the Islamic Connections puzzles — search, filter by status and level, add, edit, and
// retire or restore with a confirmation. Retired puzzles are kept (never deleted) and can come back.
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CONNECTION_LEVELS,
  CONNECTION_PUZZLE_STATUSES,
  type ConnectionLevel,
  type ConnectionPuzzleAdmin,
  type ConnectionPuzzleStatus,
} from '#shared/connections.schema';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { DashboardShell } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { Modal } from '#web/components/modal';
import { SelectField } from '#web/components/select-field';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { formatDateOnly } from '#web/lib/format';
import { type PuzzleFilter, useAdminPuzzles, useSetPuzzleStatus } from './api';
import { PuzzleForm } from './puzzle-form';

type Editing = { puzzle: ConnectionPuzzleAdmin | null } | null;

export function ConnectionsAdminPage() {
  const { t } = useTranslation('connections');
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<PuzzleFilter['status']>('');
  const [level, setLevel] = useState<PuzzleFilter['level']>('');
  const deferredQ = useDeferredValue(q);
  const list = useAdminPuzzles({ q: deferredQ, status, level });
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<ConnectionPuzzleAdmin | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const setPuzzleStatus = useSetPuzzleStatus();

  const statusOptions = CONNECTION_PUZZLE_STATUSES.map((value) => ({
    value,
    label: t(`admin.statuses.${value}`),
  }));
  const levelOptions = CONNECTION_LEVELS.map((value) => ({ value, label: t(`admin.levels.${value}`) }));

  const confirmChange = () => {
    if (!confirming) return;
    const next: ConnectionPuzzleStatus = confirming.status === 'active' ? 'retired' : 'active';
    setPuzzleStatus.mutate(
      { id: confirming.id, status: next },
      {
        onSuccess: () => {
          setNotice(next === 'retired' ? t('admin.retiredNotice') : t('admin.restoredNotice'));
          setConfirming(null);
        },
      },
    );
  };

  return (
    <DashboardShell title={t('admin.title')} home="/dashboard/admin" intro={t('admin.intro')}>
      <div className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to="/dashboard/admin" className={TEXT_LINK}>
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              ←
            </span>{' '}
            {t('admin.back')}
          </Link>
          <Button
            onClick={() => {
              setNotice(null);
              setEditing({ puzzle: null });
            }}
          >
            {t('admin.add')}
          </Button>
        </div>
        {notice ? <SuccessBanner>{notice}</SuccessBanner> : null}
        <search className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-3">
          <TextField
            type="search"
            label={t('admin.search')}
            name="q"
            onValueChange={setQ}
            placeholder={t('admin.searchPlaceholder')}
          />
          <SelectField
            label={t('admin.statusFilter')}
            value={status}
            onValueChange={(value) => setStatus(value as PuzzleFilter['status'])}
            options={statusOptions}
            placeholder={t('admin.all')}
          />
          <SelectField
            label={t('admin.levelFilter')}
            value={level}
            onValueChange={(value) => setLevel(value as PuzzleFilter['level'])}
            options={levelOptions}
            placeholder={t('admin.all')}
          />
        </search>

        {list.isPending ? (
          <LoadingState label={t('admin.loading')} />
        ) : list.isError ? (
          <ErrorBanner>{errorMessage(list.error)}</ErrorBanner>
        ) : list.data.length === 0 ? (
          <p className="rounded-2xl bg-stone-50 p-4 text-base text-stone-700">{t('admin.empty')}</p>
        ) : (
          <>
            <p className="text-sm text-stone-700" aria-live="polite">
              {t('admin.count', { count: list.data.length })}
            </p>
            <ul className="space-y-3">
              {list.data.map((puzzle) => (
                <PuzzleRow
                  key={puzzle.id}
                  puzzle={puzzle}
                  onEdit={() => {
                    setNotice(null);
                    setEditing({ puzzle });
                  }}
                  onStatus={() => {
                    setNotice(null);
                    setPuzzleStatus.reset();
                    setConfirming(puzzle);
                  }}
                />
              ))}
            </ul>
          </>
        )}
      </div>

      <Modal
        wide
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.puzzle ? t('admin.editTitle') : t('admin.addTitle')}
      >
        {editing ? (
          <PuzzleForm
            puzzle={editing.puzzle}
            onDone={() => {
              if (editing.puzzle === null) setNotice(t('admin.createdNotice'));
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>

      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.status === 'active' ? t('admin.retireTitle') : t('admin.restoreTitle')}
      >
        {confirming ? (
          <div className="space-y-4">
            {setPuzzleStatus.isError ? (
              <ErrorBanner>{errorMessage(setPuzzleStatus.error)}</ErrorBanner>
            ) : null}
            <p className="text-base text-stone-800">
              {confirming.status === 'active' ? t('admin.retireText') : t('admin.restoreText')}
            </p>
            <p className="font-bold text-stone-900" translate="no" dir="auto">
              {confirming.title}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('admin.form.cancel')}
              </Button>
              <Button onClick={confirmChange} disabled={setPuzzleStatus.isPending}>
                {confirming.status === 'active' ? t('admin.retire') : t('admin.restore')}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </DashboardShell>
  );
}

function PuzzleRow({
  puzzle,
  onEdit,
  onStatus,
}: {
  puzzle: ConnectionPuzzleAdmin;
  onEdit: () => void;
  onStatus: () => void;
}) {
  const { t } = useTranslation('connections');
  const retired = puzzle.status === 'retired';
  return (
    <li
      className={`rounded-2xl border p-4 ${retired ? 'border-stone-300 bg-stone-50' : 'border-stone-200 bg-white'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-stone-900" translate="no" dir="auto">
            {puzzle.title}
          </h2>
          <p className="mt-1 flex flex-wrap gap-2 text-sm">
            <Badge tone={puzzle.level === 'young' ? 'violet' : 'sky'}>
              {t(`admin.levels.${puzzle.level as ConnectionLevel}`)}
            </Badge>
            <Badge tone={retired ? 'stone' : 'teal'}>{t(`admin.statuses.${puzzle.status}`)}</Badge>
            <span className="text-stone-700">
              {t('admin.updated', { date: formatDateOnly(puzzle.updatedAt) })}
            </span>
          </p>
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
            {puzzle.groups.map((group) => (
              <li key={group.theme} translate="no" dir="auto">
                {group.theme}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            aria-label={t('admin.editNamed', { title: puzzle.title })}
          >
            {t('admin.edit')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={onStatus}
            aria-label={
              retired
                ? t('admin.restoreNamed', { title: puzzle.title })
                : t('admin.retireNamed', { title: puzzle.title })
            }
          >
            {retired ? t('admin.restore') : t('admin.retire')}
          </Button>
        </div>
      </div>
    </li>
  );
}

const TONES = {
  sky: 'bg-sky-100 text-sky-900',
  violet: 'bg-violet-100 text-violet-900',
  teal: 'bg-teal-100 text-teal-900',
  stone: 'bg-stone-200 text-stone-800',
} as const;

function Badge({ tone, children }: { tone: keyof typeof TONES; children: string }) {
  return <span className={`rounded-full px-2.5 py-0.5 font-semibold ${TONES[tone]}`}>{children}</span>;
}
