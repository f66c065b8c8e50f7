// The child area's own drawings (docs/design.md, "Illustration"): a crescent moon, stars, lanterns and the
// eight-point star, flat shapes in cream, gold and teal. No faces, no figures. Decorative (aria-hidden): the words
// beside each drawing say what matters. The screen-time moon (screen-time-moon.tsx) is the one picture that
// carries meaning, and it has its own text alternative.

import { LanternBody, Sparkle, star8 } from '#web/components/drawing-parts';

type Props = { className?: string };

function Lantern({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <LanternBody />
    </g>
  );
}

/** Time's up: a big sleepy crescent in a night-sky circle, stars and two lanterns hanging low. */
export function NightTimeArt({ className }: Props) {
  return (
    <svg className={className} viewBox="0 0 240 240" aria-hidden="true" focusable="false">
      <circle cx="120" cy="120" r="116" fill="#134e4a" />
      <polygon points={star8(120, 120, 104)} fill="none" stroke="#2dd4bf" strokeWidth="2" opacity="0.35" />
      <circle cx="128" cy="104" r="62" fill="#fde68a" opacity="0.18" />
      <path d="M132 46a58 58 0 1 0 40 100A48 48 0 1 1 132 46z" fill="#fde68a" />
      <Sparkle x={178} y={64} size={10} />
      <Sparkle x={62} y={70} size={7} />
      <Sparkle x={196} y={130} size={6} />
      <Sparkle x={82} y={40} size={5} />
      <line x1="64" y1="4" x2="64" y2="150" stroke="#fcd34d" strokeWidth="1.5" opacity="0.6" />
      <Lantern x={64} y={180} scale={1.1} />
      <line x1="186" y1="10" x2="186" y2="166" stroke="#fcd34d" strokeWidth="1.5" opacity="0.6" />
      <Lantern x={186} y={192} scale={0.8} />
    </svg>
  );
}

/** Nothing to show (no videos, games off): a lantern under a crescent on a light star. */
export function LanternStarArt({ className }: Props) {
  return (
    <svg className={className} viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <circle cx="100" cy="100" r="96" fill="#ccfbf1" />
      <polygon points={star8(100, 100, 86)} fill="#f0fdfa" stroke="#5eead4" strokeWidth="2" />
      <path d="M140 30a26 26 0 1 0 18 46A21 21 0 1 1 140 30z" fill="#f59e0b" />
      <Sparkle x={52} y={52} size={9} fill="#fbbf24" />
      <Sparkle x={158} y={126} size={7} fill="#fbbf24" />
      <line x1="92" y1="14" x2="92" y2="82" stroke="#d97706" strokeWidth="2" />
      <Lantern x={92} y={124} scale={1.5} />
    </svg>
  );
}

/** The Videos tile of the switch: a screen with a play triangle under a little star. */
export function VideosArt({ className }: Props) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect x="4" y="10" width="40" height="28" rx="9" fill="#fbbf24" />
      <path d="M20 17.5v13l11-6.5z" fill="#134e4a" />
      <Sparkle x={40} y={9} size={5} fill="#fef3c7" />
    </svg>
  );
}

/** The Games tile of the switch: a round game pad. */
export function GamesArt({ className }: Props) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        d="M14 14h20c6 0 10 5 10 12 0 6-2 11-6 11-3 0-5-4-8-4h-12c-3 0-5 4-8 4-4 0-6-5-6-11 0-7 4-12 10-12z"
        fill="#5eead4"
      />
      <path d="M13 21v8M9 25h8" stroke="#134e4a" strokeWidth="3" strokeLinecap="round" />
      <circle cx="33" cy="22" r="2.6" fill="#134e4a" />
      <circle cx="38" cy="27" r="2.6" fill="#134e4a" />
    </svg>
  );
}

/** A row of eight-point stars under a heading. */
export function StarRow({ className }: Props) {
  return (
    <svg className={className} viewBox="0 0 160 20" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        {[10, 40, 70, 100, 130].map((cx) => (
          <polygon key={cx} points={star8(cx + 10, 10, 8)} />
        ))}
      </g>
    </svg>
  );
}
