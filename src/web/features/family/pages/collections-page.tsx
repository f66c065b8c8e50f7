// /dashboard/parent/collections: the collections a parent builds and names (videos are added from a video's page),
// each with its videos (remove), a name (rename), the children it is approved for (tick to approve), and delete
// (asked first; the videos themselves stay).
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_RULE_LIMITS, type Collection, collectionInputSchema } from '#shared/child-content-rules';
import type { Child } from '#shared/children.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { DashboardCard, DashboardShell } from '#web/components/dashboard-shell';
import { TEXT_LINK } from '#web/components/form-card';
import { TextField } from '#web/components/form-field';
import { Modal } from '#web/components/modal';
import { LoadingState, Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { messageText } from '#web/lib/i18n/message-text';
import {
  useChangeRule,
  useCollection,
  useCollections,
  useCollectionVideo,
  useCreateCollection,
  useDeleteCollection,
  useRenameCollection,
} from '../api/content-rules';

/** The schema's first message for a name, or null when it is fine (the server checks it again). */
function nameProblem(name: string): string | null {
  const parsed = collectionInputSchema.safeParse({ name });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return issue ? messageText(issue.message, { max: CONTENT_RULE_LIMITS.collectionNameMax }) : null;
}

function CreateCollection() {
  const { t } = useTranslation('family');
  const create = useCreateCollection();
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const name = String(new FormData(form).get('name') ?? '');
    const problem = nameProblem(name);
    setError(problem);
    if (problem) return;
    create.mutate(name.trim(), { onSuccess: () => form.reset() });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <TextField
        label={t('collections.newName')}
        name="name"
        maxLength={CONTENT_RULE_LIMITS.collectionNameMax}
        autoComplete="off"
        className="min-w-56 grow"
        error={error ?? undefined}
        onValueChange={() => setError(null)}
      />
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? <Spinner className="size-4" /> : null}
        {t('collections.create')}
      </Button>
      {create.isError ? (
        <div className="basis-full">
          <ErrorBanner>{errorMessage(create.error)}</ErrorBanner>
        </div>
      ) : null}
    </form>
  );
}

function Videos({ collection }: { collection: Collection }) {
  const { t } = useTranslation('family');
  const detail = useCollection(collection.id);
  const remove = useCollectionVideo();
  if (detail.isPending) return <LoadingState />;
  if (detail.isError) return <ErrorBanner>{errorMessage(detail.error)}</ErrorBanner>;
  if (detail.data.videos.length === 0)
    return <p className="text-sm text-stone-600">{t('collections.noVideos')}</p>;
  return (
    <>
      {remove.isError ? <ErrorBanner>{errorMessage(remove.error)}</ErrorBanner> : null}
      <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
        {detail.data.videos.map((video) => (
          <li key={video.id} className="flex items-center gap-3 px-3 py-2">
            <img
              src={video.thumbnailUrl}
              alt=""
              width={80}
              height={45}
              loading="lazy"
              className="aspect-video w-20 shrink-0 rounded-lg bg-stone-200 object-cover"
            />
            <Link
              to={`/video/${video.id}`}
              translate="no"
              dir="auto"
              className="line-clamp-2 min-w-0 grow font-semibold text-stone-900 hover:underline"
            >
              {video.title}
            </Link>
            <Button
              size="sm"
              variant="secondary"
              disabled={remove.isPending}
              aria-label={t('collections.removeVideoLabel', { title: video.title, name: collection.name })}
              onClick={() => remove.mutate({ id: collection.id, contentId: video.id, add: false })}
            >
              {t('collections.removeVideo')}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The collection's videos, asked for when the parent opens the list. */
function VideosDisclosure({ collection }: { collection: Collection }) {
  const { t } = useTranslation('family');
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer content-center font-semibold text-teal-800">
        {t('collections.showVideos')}
      </summary>
      <div className="mt-2">{open ? <Videos collection={collection} /> : null}</div>
    </details>
  );
}

function ApprovedFor({ collection, kids }: { collection: Collection; kids: Child[] }) {
  const { t } = useTranslation('family');
  const change = useChangeRule();
  if (kids.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-bold text-stone-900">{t('collections.approvedFor')}</legend>
      <div className="mt-1 flex flex-wrap gap-x-5">
        {kids.map((child) => {
          const approved = collection.approvedFor.includes(child.id);
          return (
            <label key={child.id} className="flex min-h-11 items-center gap-2 text-stone-900">
              <input
                type="checkbox"
                checked={approved}
                disabled={change.isPending}
                onChange={() =>
                  change.mutate({
                    list: 'approvals',
                    kind: 'collection',
                    targetId: collection.id,
                    childId: child.id,
                    add: !approved,
                  })
                }
                className="size-5 accent-teal-700"
              />
              <span translate="no" dir="auto">
                {child.name}
              </span>
            </label>
          );
        })}
      </div>
      {change.isError ? <ErrorBanner>{errorMessage(change.error)}</ErrorBanner> : null}
    </fieldset>
  );
}

function Rename({ collection, onDone }: { collection: Collection; onDone: () => void }) {
  const { t } = useTranslation('family');
  const rename = useRenameCollection();
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const name = String(new FormData(event.currentTarget).get('name') ?? '');
        const problem = nameProblem(name);
        setError(problem);
        if (!problem) rename.mutate({ id: collection.id, name: name.trim() }, { onSuccess: onDone });
      }}
    >
      <TextField
        label={t('collections.newName')}
        name="name"
        defaultValue={collection.name}
        maxLength={CONTENT_RULE_LIMITS.collectionNameMax}
        autoComplete="off"
        error={error ?? undefined}
        onValueChange={() => setError(null)}
      />
      {rename.isError ? <ErrorBanner>{errorMessage(rename.error)}</ErrorBanner> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onDone}>
          {t('children.cancel')}
        </Button>
        <Button type="submit" disabled={rename.isPending}>
          {t('collections.save')}
        </Button>
      </div>
    </form>
  );
}

function Delete({ collection, onDone }: { collection: Collection; onDone: () => void }) {
  const { t } = useTranslation('family');
  const remove = useDeleteCollection();
  return (
    <div className="space-y-4">
      <p>
        <Trans
          t={t}
          i18nKey="collections.deleteQuestion"
          values={{ name: collection.name }}
          components={{ strong: <strong translate="no" /> }}
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
          onClick={() => remove.mutate(collection.id, { onSuccess: onDone })}
        >
          {remove.isPending ? <Spinner className="size-4" /> : null}
          {t('collections.confirmDelete')}
        </Button>
      </div>
    </div>
  );
}

type Dialog = { kind: 'rename' | 'delete'; collection: Collection } | null;

/** `kids`: the parent's children, each a box to approve a collection for (the route reads them). */
export function CollectionsPage({ kids }: { kids: Child[] }) {
  const { t } = useTranslation(['family', 'dashboards']);
  const collections = useCollections();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <DashboardShell title={t('dashboards:parent.title')} home="/dashboard/parent">
      <p>
        <Link to="/dashboard/parent" className={TEXT_LINK}>
          <span className="inline-block rtl:-scale-x-100">←</span> {t('backToDashboard')}
        </Link>
      </p>
      <DashboardCard title={t('collections.title')} headingId="collections-heading">
        <div className="space-y-5">
          <p className="text-stone-700">{t('collections.intro')}</p>
          <CreateCollection />
          {collections.isPending ? (
            <LoadingState />
          ) : collections.isError ? (
            <ErrorBanner>{errorMessage(collections.error)}</ErrorBanner>
          ) : collections.data.length === 0 ? (
            <p className="text-stone-600">{t('collections.empty')}</p>
          ) : (
            <ul className="space-y-4">
              {collections.data.map((collection) => (
                <li key={collection.id} className="space-y-3 rounded-2xl border border-stone-200 p-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h3 translate="no" dir="auto" className="text-lg font-bold text-stone-900">
                      {collection.name}
                    </h3>
                    <span className="text-sm text-stone-600">
                      {t('collections.videos', { count: collection.videoCount })}
                    </span>
                  </div>
                  <ApprovedFor collection={collection} kids={kids} />
                  <VideosDisclosure collection={collection} />
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setDialog({ kind: 'rename', collection })}
                    >
                      {t('collections.rename')}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDialog({ kind: 'delete', collection })}
                    >
                      {t('collections.delete')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DashboardCard>
      <Modal open={dialog?.kind === 'rename'} title={t('collections.renameTitle')} onClose={close}>
        {dialog?.kind === 'rename' ? <Rename collection={dialog.collection} onDone={close} /> : null}
      </Modal>
      <Modal open={dialog?.kind === 'delete'} title={t('collections.deleteTitle')} onClose={close}>
        {dialog?.kind === 'delete' ? <Delete collection={dialog.collection} onDone={close} /> : null}
      </Modal>
    </DashboardShell>
  );
}
