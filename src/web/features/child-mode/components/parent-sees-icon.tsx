// The sign that a parent can see what happens in child mode: an open eye under a little heart, friendly rather than
// watchful. Decorative: the link it sits in says it in words.
export function ParentSeesIcon({ className = 'size-6' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false">
      <path
        d="M2.5 14c2.4-4 5.6-6 9.5-6s7.1 2 9.5 6c-2.4 4-5.6 6-9.5 6s-7.1-2-9.5-6z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="14" r="3.2" fill="currentColor" />
      <path d="M12 6.2 10.3 4.6a1.3 1.3 0 0 1 1.7-1.9 1.3 1.3 0 0 1 1.7 1.9z" fill="#fbbf24" />
    </svg>
  );
}
