// The Learn tab's little drawings: each subject's badge (a letter or numbers in a coloured circle) and the star a
// right first try earns. Decorative: the words beside them say what matters.
import type { Subject } from '#shared/tutor/exercise';

const SUBJECT_LOOKS: Record<Subject, { glyph: string; lang: string; circle: string; text: string }> = {
  arabic: { glyph: 'أ', lang: 'ar', circle: 'bg-teal-700', text: 'text-amber-100' },
  maths: { glyph: '123', lang: 'en', circle: 'bg-amber-400', text: 'text-teal-950' },
  english: { glyph: 'Aa', lang: 'en', circle: 'bg-sky-700', text: 'text-white' },
};

export function SubjectBadge({
  subject,
  className = 'size-16 text-3xl',
}: {
  subject: Subject;
  className?: string;
}) {
  const look = SUBJECT_LOOKS[subject];
  return (
    <span
      aria-hidden="true"
      lang={look.lang}
      className={`flex shrink-0 items-center justify-center rounded-full font-extrabold shadow-inner ${look.circle} ${look.text} ${className}`}
    >
      {look.glyph}
    </span>
  );
}

/** A five-point star, filled gold (earned) or outlined (not yet). */
export function StarIcon({ className = 'size-6', filled = true }: { className?: string; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8z"
        fill={filled ? '#fbbf24' : 'none'}
        stroke={filled ? '#b45309' : 'currentColor'}
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
