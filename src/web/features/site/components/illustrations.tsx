// Our own drawings (docs/design.md, "Illustration"): a crescent moon, stars, lanterns and an eight-point geometric
// pattern, flat shapes in the brand's teal and amber. No faces, no figures, no depictions of prophets. Decorative:
// every drawing is aria-hidden, the page says in words what matters.

import { LanternBody, Sparkle, star8 } from '#web/components/drawing-parts';

type Props = { className?: string };

function Lantern({ x, top, length, scale = 1 }: { x: number; top: number; length: number; scale?: number }) {
  const y = top + length;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <line x1="0" y1={-length / scale} x2="0" y2="-34" stroke="#fcd34d" strokeWidth="1.5" opacity="0.7" />
      <LanternBody />
    </g>
  );
}

/** The landing page's hero: night sky, crescent, lanterns and a band of eight-point stars. */
export function NightSkyIllustration({ className }: Props) {
  return (
    <svg className={className} viewBox="0 0 400 320" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="qk-glow" cx="0.62" cy="0.36" r="0.5">
          <stop offset="0" stopColor="#fde68a" stopOpacity="0.45" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="250" cy="120" r="150" fill="url(#qk-glow)" />
      <path d="M268 40a82 82 0 1 0 56 142A68 68 0 1 1 268 40z" fill="#fde68a" />
      <Sparkle x={320} y={70} size={12} />
      <Sparkle x={120} y={60} size={8} opacity={0.8} />
      <Sparkle x={360} y={160} size={7} opacity={0.7} />
      <Sparkle x={70} y={150} size={6} opacity={0.6} />
      <Sparkle x={190} y={30} size={5} opacity={0.7} />
      <Lantern x={90} top={0} length={120} />
      <Lantern x={150} top={0} length={70} scale={0.75} />
      <Lantern x={350} top={0} length={210} scale={0.85} />
      <g fill="none" stroke="#5eead4" strokeWidth="2" opacity="0.55">
        {[20, 80, 140, 200, 260, 320, 380].map((cx) => (
          <polygon key={cx} points={star8(cx, 290, 22)} />
        ))}
      </g>
    </svg>
  );
}

/** A lantern under a crescent: empty states and error pages. */
export function LanternIllustration({ className }: Props) {
  return (
    <svg className={className} viewBox="0 0 160 160" aria-hidden="true" focusable="false">
      <circle cx="80" cy="80" r="78" fill="#ccfbf1" />
      <polygon points={star8(80, 80, 70)} fill="none" stroke="#99f6e4" strokeWidth="2" />
      <path d="M112 22a22 22 0 1 0 16 38A18 18 0 1 1 112 22z" fill="#fbbf24" />
      <Lantern x={70} top={0} length={92} scale={1.3} />
    </svg>
  );
}

/** A quiet band of eight-point stars to separate sections. */
export function PatternBand({ className }: Props) {
  return (
    <svg className={className} viewBox="0 0 480 40" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        {Array.from({ length: 12 }, (_, i) => 20 + i * 40).map((cx) => (
          <polygon key={cx} points={star8(cx, 20, 15)} />
        ))}
      </g>
    </svg>
  );
}
