// The moderation audit log: the latest actions with who, what, when and the values before and after.
import { useTranslation } from 'react-i18next';
import { VALUE_AXES, VALUE_SOURCES, type ValueSource } from '#shared/content-values';
import { ErrorBanner } from '#web/components/banner';
import { LoadingState } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { formatDateTime } from '#web/lib/format';
import { useDomainLabels } from '#web/lib/i18n/domain-labels';
import { useAuditLog } from '../api/get-audit-log';
import { ScrollRegion } from './scroll-region';

/** Recorded fields with a name in the interface language; any other key is shown as recorded. */
const AUDIT_FIELDS = [
  'title',
  'description',
  'status',
  'rejectionReason',
  'category',
  'tags',
  'contentRating',
  'language',
  'ageRange',
  'hasMusic',
  'music',
  'faces',
  'magic',
  'imagery',
  'dancing',
  'publishedAt',
  'updatedAt',
  'creatorProfileId',
  'youtubeVideoId',
  'confidence',
  'reportId',
  'note',
  'reason',
  'term',
  'totalRows',
  'inserted',
  'failed',
  'name',
  'email',
  'phone',
  'city',
  'country',
  'dateOfBirth',
  'role',
  'sessionsEnded',
  'mode',
  'enabled',
  'intervalMinutes',
  'channels',
  'totalInserted',
  'channelId',
  'youtubeChannelId',
  'level',
  'groups',
  'translations',
  'childSessionsEnded',
  'scheduledPublishAt',
  'revisionId',
  'complimentary',
  'at',
  'public',
  'siteName',
  'supportEmail',
  'adminSessionHours',
  'newReport',
  'newSubmission',
  'dailyDigest',
  'quote',
  'authorLabel',
  'rating',
  'published',
  'values',
  'valueSources',
] as const;
type AuditField = (typeof AUDIT_FIELDS)[number];
const isAuditField = (key: string): key is AuditField => (AUDIT_FIELDS as readonly string[]).includes(key);

const isValueSource = (value: string): value is ValueSource =>
  (VALUE_SOURCES as readonly string[]).includes(value);

/** Action codes with a readable name (the key is the code with its dots as underscores). */
const AUDIT_ACTIONS = [
  'content.update',
  'content.publish',
  'content.publish_undo',
  'content.upload',
  'content.submit',
  'content.unpublish',
  'report.dismiss',
  'report.unpublish',
  'screening_term.add',
  'screening_term.remove',
  'csv.import',
  'channel.link',
  'youtube.sync',
  'youtube.sync_all',
  'youtube.auto_sync',
  'connections.create',
  'connections.update',
  'registration_mode_changed',
  'user.update',
  'user.suspend',
  'user.reinstate',
  'user.role',
  'content.draft',
  'content.edit',
  'content.delete',
  'content.remove',
  'content.withdraw',
  'content.schedule',
  'content.scheduled_publish',
  'content.revision',
  'content.revision.approve',
  'content.revision.reject',
  'content.revision_withdraw',
  'connections.retire',
  'connections.restore',
  'setting_changed',
  'backup_downloaded',
  'billing.complimentary_premium.grant',
  'billing.complimentary_premium.revoke',
  'testimonial.create',
  'testimonial.update',
  'testimonial.delete',
  'featured.set',
  'featured.clear',
] as const;
type ActionKey = `${string}`;
const actionKey = (code: string): ActionKey | undefined =>
  (AUDIT_ACTIONS as readonly string[]).includes(code) ? code.replaceAll('.', '_') : undefined;

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The audit log in words: actions and field names translated, moments in the viewer's language. */
export function useAuditText() {
  const { t } = useTranslation('admin');
  const labels = useDomainLabels();
  const value = (field: string, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return t('auditLog.emptyValue');
    // A moderator's decision on the values axes: each axis in words, with its level or who set it.
    if ((field === 'values' || field === 'valueSources') && typeof raw === 'object' && !Array.isArray(raw)) {
      const entries = raw as Record<string, unknown>;
      return VALUE_AXES.filter((axis) => typeof entries[axis] === 'string')
        .map((axis) => {
          const said = entries[axis] as string;
          const word =
            field === 'values'
              ? labels.valueLevel(axis, said)
              : isValueSource(said)
                ? labels.valueSource(said)
                : said;
          return `${labels.valueAxis(axis)}: ${word}`;
        })
        .join(' · ');
    }
    if (typeof raw === 'boolean') return raw ? t('auditLog.yes') : t('auditLog.no');
    if (typeof raw === 'string' && ISO_MOMENT.test(raw)) return formatDateTime(raw);
    if (field === 'status' && typeof raw === 'string' && raw in STATUS_KEYS)
      return t(`statuses.${raw as keyof typeof STATUS_KEYS}`);
    // A user's status and role (suspend, reinstate and role change).
    if (field === 'status' && (raw === 'active' || raw === 'suspended'))
      return t(`auditLog.userStatuses.${raw}`);
    if (field === 'role' && (raw === 'parent' || raw === 'creator' || raw === 'admin'))
      return t(`auditLog.roles.${raw}`);
    if (Array.isArray(raw)) return raw.map(String).join(', ');
    return typeof raw === 'string' ? raw : JSON.stringify(raw);
  };
  return {
    action: (code: string) => {
      const key = actionKey(code);
      // An action this screen has no words for yet reads as a change, never as its raw code.
      return key
        ? t(`auditLog.actions.${key}` as 'auditLog.actions.content_update')
        : t('auditLog.unknownAction');
    },
    field: (key: string) => (isAuditField(key) ? t(`auditLog.fields.${key}`) : key),
    /** One line per recorded field: its name, the value before and the value after. */
    changes: (before: Record<string, unknown> | null, after: Record<string, unknown> | null) => {
      const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
      return keys.map((key) => ({
        key,
        field: isAuditField(key) ? t(`auditLog.fields.${key}`) : key,
        before: before && key in before ? value(key, before[key]) : null,
        after: after && key in after ? value(key, after[key]) : null,
      }));
    },
  };
}

const STATUS_KEYS = { pending: 1, approved: 1, scheduled: 1, published: 1, rejected: 1, draft: 1 } as const;

export function AuditLogPanel() {
  const { t } = useTranslation('admin');
  const text = useAuditText();
  const log = useAuditLog();
  if (log.isPending) return <LoadingState />;
  if (log.isError) return <ErrorBanner>{errorMessage(log.error)}</ErrorBanner>;
  if (log.data.length === 0) return <p>{t('auditLog.empty')}</p>;
  return (
    <ScrollRegion label={t('auditLog.label')}>
      <table className="w-full text-start text-sm sm:min-w-[40rem]">
        <caption className="sr-only">{t('auditLog.label')}</caption>
        <thead className="hidden bg-stone-50 sm:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-2 text-start">
              {t('auditLog.when')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('auditLog.who')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('auditLog.what')}
            </th>
            <th scope="col" className="px-3 py-2 text-start">
              {t('auditLog.beforeAfter')}
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-stone-200 sm:table-row-group">
          {log.data.map((entry) => (
            <tr key={entry.id} className="block py-2 sm:table-row sm:py-0">
              <td className="block px-3 py-0.5 whitespace-nowrap text-stone-600 sm:table-cell sm:py-2 sm:text-stone-900">
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </td>
              <td className="block px-3 py-0.5 sm:table-cell sm:py-2">
                {entry.actor?.name ? (
                  <span translate="no" dir="auto">
                    {entry.actor.name}
                  </span>
                ) : entry.actor ? (
                  t('auditLog.admin')
                ) : (
                  t('auditLog.system')
                )}
              </td>
              <td className="block px-3 py-0.5 font-semibold sm:table-cell sm:py-2">
                {text.action(entry.action)}
              </td>
              <td className="block px-3 py-0.5 [overflow-wrap:anywhere] sm:table-cell sm:py-2">
                {/* Field names in words; the recorded values are data, shown as stored (moments in the viewer's language). */}
                <ul className="space-y-0.5">
                  {text.changes(entry.before, entry.after).map((change) => (
                    <li key={change.key}>
                      <span className="font-semibold">{change.field}</span>{' '}
                      <span translate="no" dir="auto">
                        {change.before === null
                          ? change.after
                          : change.after === null
                            ? change.before
                            : t('auditLog.change', { before: change.before, after: change.after })}
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
