// The parent's menu on a video page: for each child, approve or block this video or everything from its creator
// ("Approve for Amina"), and put the video in one of the parent's collections. Only parents see it; the server
// decides everything again.
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VideoRuleState } from '#shared/child-content-rules';
import type { Child } from '#shared/children.schema';
import type { ContentDetail } from '#shared/feed.schema';
import { ErrorBanner, SuccessBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { INPUT_CLASSES } from '#web/components/form-field';
import { errorMessage } from '#web/lib/api-client';
import { nameText } from '#web/lib/i18n/message-text';
import {
  type RuleChange,
  useChangeRule,
  useCollections,
  useCollectionVideo,
  useVideoRules,
} from '../api/content-rules';

function Toggle({
  on,
  label,
  disabled,
  onClick,
}: {
  on: boolean;
  label: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      variant={on ? 'primary' : 'secondary'}
      aria-pressed={on}
      disabled={disabled}
      onClick={onClick}
    >
      {on ? <span aria-hidden="true">✓</span> : null}
      {label}
    </Button>
  );
}

function ChildRow({
  child,
  state,
  video,
  creatorId,
}: {
  child: Child;
  state: VideoRuleState | undefined;
  video: ContentDetail;
  creatorId: string | null;
}) {
  const { t } = useTranslation('family');
  const change = useChangeRule();
  const creator = nameText(video.creator.name);
  const send = (rule: Omit<RuleChange, 'childId'>) =>
    change.mutate({ ...rule, childId: child.id } as RuleChange);
  const busy = change.isPending || !state;
  return (
    <li className="space-y-2 px-3 py-3">
      <p translate="no" dir="auto" className="font-bold text-stone-900">
        {child.name}
      </p>
      <div className="flex flex-wrap gap-2">
        <Toggle
          on={state?.videoApproved ?? false}
          disabled={busy}
          label={t(state?.videoApproved ? 'videoMenu.approvedFor' : 'videoMenu.approveFor', {
            name: child.name,
          })}
          onClick={() =>
            send({ list: 'approvals', kind: 'video', targetId: video.id, add: !state?.videoApproved })
          }
        />
        {creatorId ? (
          <Toggle
            on={state?.creatorApproved ?? false}
            disabled={busy}
            label={t('videoMenu.approveCreator', { creator })}
            onClick={() =>
              send({ list: 'approvals', kind: 'creator', targetId: creatorId, add: !state?.creatorApproved })
            }
          />
        ) : null}
        <Toggle
          on={state?.videoBlocked ?? false}
          disabled={busy}
          label={t(state?.videoBlocked ? 'lists.blockedFor' : 'lists.blockFor', { name: child.name })}
          onClick={() =>
            send({ list: 'blocks', kind: 'video', targetId: video.id, add: !state?.videoBlocked })
          }
        />
        {creatorId ? (
          <Toggle
            on={state?.creatorBlocked ?? false}
            disabled={busy}
            label={t('videoMenu.blockCreator', { creator })}
            onClick={() =>
              send({ list: 'blocks', kind: 'creator', targetId: creatorId, add: !state?.creatorBlocked })
            }
          />
        ) : null}
      </div>
      {change.isError ? <ErrorBanner>{errorMessage(change.error)}</ErrorBanner> : null}
    </li>
  );
}

function AddToCollection({ videoId }: { videoId: string }) {
  const { t } = useTranslation('family');
  const collections = useCollections();
  const add = useCollectionVideo();
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  if (!collections.isSuccess || collections.data.length === 0) return null;
  const name = collections.data.find((entry) => entry.id === chosen)?.name ?? '';
  return (
    <form
      className="flex flex-wrap items-end gap-2 px-3 py-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) add.mutate({ id: chosen, contentId: videoId, add: true });
      }}
    >
      <div className="min-w-48 grow">
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-bold text-stone-900">
          {t('videoMenu.addToCollection')}
        </label>
        <select
          id={selectId}
          value={chosen}
          onChange={(event) => {
            setChosen(event.target.value);
            add.reset();
          }}
          className={`${INPUT_CLASSES} border-stone-400`}
        >
          <option value="">{t('videoMenu.chooseCollection')}</option>
          {collections.data.map((entry) => (
            <option key={entry.id} value={entry.id} translate="no">
              {entry.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" size="sm" disabled={!chosen || add.isPending}>
        {t('videoMenu.add')}
      </Button>
      <div className="basis-full" aria-live="polite">
        {add.isSuccess ? <SuccessBanner>{t('videoMenu.added', { name })}</SuccessBanner> : null}
        {add.isError ? <ErrorBanner>{errorMessage(add.error)}</ErrorBanner> : null}
      </div>
    </form>
  );
}

/** `kids`: the signed-in parent's children (none for anyone else: then nothing is shown or asked). */
export function VideoFamilyMenu({ video, kids }: { video: ContentDetail; kids: Child[] }) {
  if (kids.length === 0) return null;
  // The family texts are loaded only for a parent, when the menu first shows (visitors' pages never ask for them).
  return (
    <Suspense fallback={null}>
      <Menu video={video} kids={kids} />
    </Suspense>
  );
}

function Menu({ video, kids }: { video: ContentDetail; kids: Child[] }) {
  const { t } = useTranslation('family');
  const rules = useVideoRules(video.id);
  const creatorId = rules.data?.creatorId ?? null;
  return (
    <section
      aria-labelledby="family-menu-heading"
      className="mt-5 rounded-3xl border border-stone-200 bg-white shadow-sm"
    >
      <h2 id="family-menu-heading" className="px-4 pt-4 text-lg font-bold text-stone-900">
        {t('videoMenu.heading')}
      </h2>
      <p className="px-4 text-sm text-stone-600">{t('videoMenu.hint')}</p>
      {rules.isError ? <ErrorBanner>{errorMessage(rules.error)}</ErrorBanner> : null}
      <ul className="divide-y divide-stone-200">
        {kids.map((child) => (
          <ChildRow
            key={child.id}
            child={child}
            video={video}
            creatorId={creatorId}
            state={rules.data?.children.find((entry) => entry.childId === child.id)}
          />
        ))}
      </ul>
      <AddToCollection videoId={video.id} />
    </section>
  );
}
