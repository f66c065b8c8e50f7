// A child's approved and blocked lists in the child's settings: what is approved (videos, creators, collections)
// with Remove, what is blocked (videos, creators) with Unblock, and the way to the collections. The approved-only
// switch itself is in the settings form, with the other content settings.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentRule } from '#shared/child-content-rules';
import type { Child } from '#shared/children.schema';
import { ErrorBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { TEXT_LINK } from '#web/components/form-card';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { type RuleChange, useChangeRule, useChildRules } from '../api/content-rules';

function RuleList({
  child,
  rules,
  list,
  empty,
  heading,
}: {
  child: Child;
  rules: ContentRule<string>[];
  list: RuleChange['list'];
  empty: string;
  heading: string;
}) {
  const { t } = useTranslation('family');
  const change = useChangeRule();
  const headingId = `${list}-heading-${child.id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h3 id={headingId} className="font-bold text-stone-900">
        {heading}
      </h3>
      {change.isError ? <ErrorBanner>{errorMessage(change.error)}</ErrorBanner> : null}
      {rules.length === 0 ? (
        <p className="text-sm text-stone-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200">
          {rules.map((rule) => {
            const label = rule.label ?? t('lists.gone');
            return (
              <li key={rule.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <span className="min-w-0">
                  <span className="me-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
                    {t(`lists.kinds.${rule.kind as 'video' | 'creator' | 'collection'}`)}
                  </span>
                  <span translate="no" dir="auto" className="text-stone-900">
                    {label}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={change.isPending}
                  aria-label={t(list === 'approvals' ? 'lists.removeLabel' : 'lists.unblockLabel', {
                    label,
                    name: child.name,
                  })}
                  onClick={() =>
                    change.mutate({
                      list,
                      kind: rule.kind,
                      targetId: rule.targetId,
                      childId: child.id,
                      add: false,
                    } as RuleChange)
                  }
                >
                  {t(list === 'approvals' ? 'lists.remove' : 'lists.unblock')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function ChildLists({ child }: { child: Child }) {
  const { t } = useTranslation('family');
  const rules = useChildRules(child.id);
  if (rules.isPending) return <LoadingState />;
  if (rules.isError) return <ErrorBanner>{errorMessage(rules.error)}</ErrorBanner>;
  const { approvals, blocks, limits } = rules.data;
  return (
    <div className="space-y-5 border-t border-stone-200 pt-5">
      <RuleList
        child={child}
        rules={approvals}
        list="approvals"
        heading={`${t('lists.approvedHeading', { name: child.name })} (${t('lists.count', { count: approvals.length, limit: limits.approvals })})`}
        empty={t('lists.noneApproved')}
      />
      <RuleList
        child={child}
        rules={blocks}
        list="blocks"
        heading={`${t('lists.blockedHeading', { name: child.name })} (${t('lists.count', { count: blocks.length, limit: limits.blocks })})`}
        empty={t('lists.noneBlocked')}
      />
      <p>
        <Link to="/dashboard/parent/collections" className={TEXT_LINK}>
          {t('lists.manageCollections')}
        </Link>
      </p>
    </div>
  );
}

/** Block or unblock one video for one child (the activity history's button). */
export function BlockVideoToggle({ child, contentId }: { child: Child; contentId: string }) {
  const { t } = useTranslation('family');
  const rules = useChildRules(child.id);
  const change = useChangeRule();
  const blocked =
    rules.data?.blocks.some((rule) => rule.kind === 'video' && rule.targetId === contentId) ?? false;
  return (
    <Button
      size="sm"
      variant={blocked ? 'secondary' : 'ghost'}
      aria-pressed={blocked}
      disabled={rules.isPending || change.isPending}
      onClick={() =>
        change.mutate({
          list: 'blocks',
          kind: 'video',
          targetId: contentId,
          childId: child.id,
          add: !blocked,
        })
      }
    >
      {t(blocked ? 'lists.blockedFor' : 'lists.blockFor', { name: child.name })}
    </Button>
  );
}
