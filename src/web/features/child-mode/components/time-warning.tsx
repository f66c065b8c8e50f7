// The gentle notice before child mode closes: "5 minutes left", then "1 minute left", or, while a video finishes
// within the parent's grace, that this is the last one. Shown under the header and announced once by screen readers
// (a polite live region that is always in the page, so a change of its words is read out).
import { useTranslation } from 'react-i18next';
import type { ChildSessionInfo } from '#shared/child-mode';
import { formatNumber } from '#web/lib/format';

/** The notice's words for a session, or null when there is nothing to say. */
export function useTimeNotice(session: ChildSessionInfo | undefined): string | null {
  const { t } = useTranslation('child-mode');
  if (!session) return null;
  const { time } = session;
  if (time.kind !== 'open') return session.graceEndsAt ? t('timeNotice.lastVideo') : null;
  if (time.warning === null) return null;
  return t('timeNotice.minutesLeft', { count: time.warning, minutes: formatNumber(time.warning) });
}

export function TimeWarning({ notice }: { notice: string | null }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="mx-auto max-w-6xl px-3 sm:px-5">
      {notice ? (
        <p
          data-testid="time-warning"
          className="mt-3 flex items-center gap-3 rounded-[1.5rem] bg-amber-100 px-4 py-3 text-lg font-bold text-amber-950 shadow-sm ring-1 ring-amber-300"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-7 shrink-0 text-amber-600"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M15 3a9 9 0 1 0 6 15.7A8 8 0 0 1 15 3Z" fill="currentColor" />
          </svg>
          <span>{notice}</span>
        </p>
      ) : null}
    </div>
  );
}
