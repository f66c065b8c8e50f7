// Loading indicators: an inline spinner and a centred "Loading..." status for whole sections.
import { useTranslation } from 'react-i18next';

export function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-stone-600">
      <Spinner className="size-6 text-teal-700" />
      <span>{label ?? t('notes.loading')}</span>
    </div>
  );
}
