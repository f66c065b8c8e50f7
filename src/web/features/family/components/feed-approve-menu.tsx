// "Approve for Amina" on each card of a parent's own feed: one button for a single child, a small menu with one
// button per child when there are several. Whether a video is approved comes from each child's lists (one request
// per child, shared by every card), not from one request per card.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Child } from '#shared/children.schema';
import type { FeedItem } from '#shared/feed.schema';
import { Button } from '#web/components/button';
import { useChangeRule, useChildRules } from '../api/content-rules';

function ApproveToggle({ child, item }: { child: Child; item: FeedItem }) {
  const { t } = useTranslation('family');
  const rules = useChildRules(child.id);
  const change = useChangeRule();
  const approved =
    rules.data?.approvals.some((rule) => rule.kind === 'video' && rule.targetId === item.id) ?? false;
  return (
    <Button
      size="sm"
      variant={approved ? 'primary' : 'secondary'}
      aria-pressed={approved}
      aria-label={`${t(approved ? 'videoMenu.approvedFor' : 'videoMenu.approveFor', { name: child.name })}: ${item.title}`}
      disabled={rules.isPending || change.isPending}
      onClick={() =>
        change.mutate({
          list: 'approvals',
          kind: 'video',
          targetId: item.id,
          childId: child.id,
          add: !approved,
        })
      }
    >
      {approved ? <span aria-hidden="true">✓</span> : null}
      {t(approved ? 'videoMenu.approvedFor' : 'videoMenu.approveFor', { name: child.name })}
    </Button>
  );
}

function Menu({ item, kids }: { item: FeedItem; kids: Child[] }) {
  const { t } = useTranslation('family');
  const [only] = kids;
  if (kids.length === 1 && only) {
    return (
      <div className="px-1.5 pt-1">
        <ApproveToggle child={only} item={item} />
      </div>
    );
  }
  return (
    <details className="px-1.5 pt-1">
      <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-teal-800">
        {t('videoMenu.approveMenu')}
      </summary>
      <div className="flex flex-wrap gap-2 pt-1">
        {kids.map((child) => (
          <ApproveToggle key={child.id} child={child} item={item} />
        ))}
      </div>
    </details>
  );
}

/** `kids`: the signed-in parent's children (none for anyone else: then nothing is shown or asked). */
export function FeedApproveMenu({ item, kids }: { item: FeedItem; kids: Child[] }) {
  if (kids.length === 0) return null;
  // The family texts are loaded only for a parent, when the menu first shows (visitors' pages never ask for them).
  return (
    <Suspense fallback={null}>
      <Menu item={item} kids={kids} />
    </Suspense>
  );
}
