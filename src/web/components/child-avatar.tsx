// A child's picture (the fixed list in shared/child-avatars.ts), drawn in our style (docs/design.md, "Illustration"):
// one flat thing a child recognises on its own coloured round, no faces, no people or animals. Without a chosen
// picture the child's initial stands on a teal round. Decorative: the child's name is always written beside it.
import type { ReactNode } from 'react';
import type { ChildAvatar } from '#shared/child-avatars';
import { LanternBody, Sparkle, star8 } from './drawing-parts';

const BACKGROUNDS: Record<ChildAvatar, string> = {
  moon: '#134e4a',
  star: '#0f766e',
  lantern: '#7c2d12',
  palm: '#fef3c7',
  tulip: '#fce7f3',
  boat: '#bae6fd',
  kite: '#dbeafe',
  rainbow: '#e0f2fe',
  mountain: '#ccfbf1',
  sun: '#0e7490',
  pomegranate: '#ecfccb',
  rocket: '#1e1b4b',
};

const DRAWINGS: Record<ChildAvatar, ReactNode> = {
  moon: (
    <>
      <path d="M36 12a20 20 0 1 0 14 34A17 17 0 1 1 36 12z" fill="#fde68a" />
      <Sparkle x={47} y={20} size={4} />
      <Sparkle x={18} y={18} size={2.5} />
    </>
  ),
  star: (
    <>
      <polygon points={star8(32, 32, 20)} fill="#fbbf24" />
      <polygon points={star8(32, 32, 11)} fill="#fef3c7" />
    </>
  ),
  lantern: (
    <>
      <line x1="32" y1="4" x2="32" y2="14" stroke="#fcd34d" strokeWidth="1.5" />
      <g transform="translate(32 36) scale(0.62)">
        <LanternBody />
      </g>
      <Sparkle x={49} y={18} size={3} />
    </>
  ),
  palm: (
    <>
      <path d="M30 56c1-12 1-22 4-32h3c-2 10-3 20-3 32z" fill="#a16207" />
      <path d="M35 24c-6-7-15-8-22-4 7 0 13 2 18 7z" fill="#15803d" />
      <path d="M35 24c6-7 15-8 22-4-7 0-13 2-18 7z" fill="#15803d" />
      <path d="M35 24c-3-8-2-13 2-17-1 6 0 11 2 16z" fill="#16a34a" />
      <path d="M35 24c-8-2-16 3-18 10 4-5 10-8 17-8z" fill="#16a34a" />
      <path d="M35 24c8-2 16 3 18 10-4-5-10-8-17-8z" fill="#16a34a" />
      <circle cx="32" cy="28" r="2.4" fill="#b45309" />
      <circle cx="37" cy="29" r="2.4" fill="#b45309" />
      <path d="M10 56h44" stroke="#d97706" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  tulip: (
    <>
      <path d="M32 30v26" stroke="#15803d" strokeWidth="3" strokeLinecap="round" />
      <path d="M32 48c-8 0-13-6-14-12 7 1 12 5 14 12z" fill="#16a34a" />
      <path d="M32 44c8 0 12-5 13-10-6 1-11 4-13 10z" fill="#22c55e" />
      <path d="M20 14c3 5 6 7 8 7l4-9 4 9c2 0 5-2 8-7 1 10-2 18-12 18S19 24 20 14z" fill="#db2777" />
      <path d="M28 21l4-9 4 9c-1 4-2 7-4 9-2-2-3-5-4-9z" fill="#f472b6" />
    </>
  ),
  boat: (
    <>
      <path d="M31 10v30" stroke="#78350f" strokeWidth="2.5" />
      <path d="M33 12c10 8 14 17 12 26H33z" fill="#fef3c7" />
      <path d="M29 16c-6 6-9 14-8 22h8z" fill="#fde68a" />
      <path d="M12 42h40l-7 9H19z" fill="#b45309" />
      <path
        d="M8 54c4 0 4-2 8-2s4 2 8 2 4-2 8-2 4 2 8 2 4-2 8-2 4 2 8 2"
        fill="none"
        stroke="#0284c7"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </>
  ),
  kite: (
    <>
      <path d="M30 8 46 24 30 42 16 24z" fill="#f59e0b" />
      <path d="M30 8v34M16 24h30" stroke="#fef3c7" strokeWidth="1.5" />
      <path
        d="M30 42c-4 4 4 6 0 10s4 6 0 8"
        fill="none"
        stroke="#0f766e"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M26 48l-4-2 1 4zM34 55l4-2-1 4z" fill="#0d9488" />
    </>
  ),
  rainbow: (
    <>
      <path d="M8 46a24 24 0 0 1 48 0" fill="none" stroke="#ef4444" strokeWidth="5" />
      <path d="M13 46a19 19 0 0 1 38 0" fill="none" stroke="#f59e0b" strokeWidth="5" />
      <path d="M18 46a14 14 0 0 1 28 0" fill="none" stroke="#22c55e" strokeWidth="5" />
      <path d="M23 46a9 9 0 0 1 18 0" fill="none" stroke="#3b82f6" strokeWidth="5" />
      <ellipse cx="12" cy="48" rx="8" ry="4.5" fill="#ffffff" />
      <ellipse cx="52" cy="48" rx="8" ry="4.5" fill="#ffffff" />
    </>
  ),
  mountain: (
    <>
      <path d="M4 52 24 20l10 14 6-8 20 26z" fill="#0f766e" />
      <path d="M24 20l6 9-4-1-3 4-4-5z" fill="#f0fdfa" />
      <path d="M40 26l4 5-3-1-2 2-3-3z" fill="#f0fdfa" />
      <circle cx="48" cy="14" r="5" fill="#fbbf24" />
    </>
  ),
  sun: (
    <>
      <circle cx="32" cy="32" r="11" fill="#fbbf24" />
      <g stroke="#fde68a" strokeWidth="3" strokeLinecap="round">
        <path d="M32 10v6M32 48v6M10 32h6M48 32h6M16.4 16.4l4.3 4.3M43.3 43.3l4.3 4.3M16.4 47.6l4.3-4.3M43.3 20.7l4.3-4.3" />
      </g>
    </>
  ),
  pomegranate: (
    <>
      <path d="M27 14h10l-1 5h-8z" fill="#9f1239" />
      <path d="M26 12l3 4M38 12l-3 4M32 10v5" stroke="#9f1239" strokeWidth="2" strokeLinecap="round" />
      <circle cx="32" cy="36" r="18" fill="#e11d48" />
      <path d="M22 28a12 12 0 0 1 8-6" fill="none" stroke="#fecdd3" strokeWidth="3" strokeLinecap="round" />
      <path
        d="M44 50c5-3 8-8 8-14"
        fill="none"
        stroke="#9f1239"
        strokeWidth="2"
        strokeLinecap="round"
        opacity="0.6"
      />
    </>
  ),
  rocket: (
    <>
      <path d="M32 8c8 6 11 16 9 30H23c-2-14 1-24 9-30z" fill="#f1f5f9" />
      <circle cx="32" cy="24" r="4.5" fill="#38bdf8" />
      <path d="M23 30l-7 10 8-2zM41 30l7 10-8-2z" fill="#f59e0b" />
      <path d="M26 40h12l-2 4h-8z" fill="#94a3b8" />
      <path d="M28 45c1 5 3 8 4 10 1-2 3-5 4-10z" fill="#fbbf24" />
      <Sparkle x={14} y={16} size={3} />
      <Sparkle x={50} y={50} size={2.5} />
    </>
  ),
};

/** The picture for `avatar`, or `name`'s first letter when none was chosen. Sized by `className`. */
export function ChildAvatarPicture({
  avatar,
  name,
  className = 'size-12',
}: {
  avatar: ChildAvatar | null;
  name: string;
  className?: string;
}) {
  if (avatar === null) {
    return (
      <span
        aria-hidden="true"
        data-avatar="none"
        className={`inline-flex shrink-0 items-center justify-center rounded-full bg-teal-700 font-extrabold text-amber-100 ${className}`}
      >
        <svg viewBox="0 0 64 64" className="size-full" aria-hidden="true" focusable="false">
          <text x="32" y="42" textAnchor="middle" fontSize="28" fill="currentColor" fontWeight="800">
            {Array.from(name.trim())[0]?.toLocaleUpperCase() ?? ''}
          </text>
        </svg>
      </span>
    );
  }
  return (
    <svg
      viewBox="0 0 64 64"
      className={`shrink-0 rounded-full ${className}`}
      aria-hidden="true"
      focusable="false"
      data-avatar={avatar}
    >
      <circle cx="32" cy="32" r="32" fill={BACKGROUNDS[avatar]} />
      {DRAWINGS[avatar]}
    </svg>
  );
}
