// The pieces of our drawings (docs/design.md, "Illustration"), shared by the site's illustrations and child mode's:
// the eight-point star, a four-point sparkle, a lantern's body and the Learn tab's open book (the child's tab bar and
// the Learn pages). Flat shapes, no faces, no figures.

/** An eight-point star as polygon points (16 corners, alternating outer and inner radius). */
export function star8(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 16; i += 1) {
    const radius = i % 2 === 0 ? r : r * 0.72;
    const angle = (Math.PI / 8) * i - Math.PI / 2;
    points.push(
      `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
    );
  }
  return points.join(' ');
}

export function Sparkle({
  x,
  y,
  size,
  fill = '#fef3c7',
  opacity = 1,
}: {
  x: number;
  y: number;
  size: number;
  fill?: string;
  opacity?: number;
}) {
  const s = size;
  return (
    <path
      d={`M${x} ${y - s}Q${x} ${y} ${x + s} ${y}Q${x} ${y} ${x} ${y + s}Q${x} ${y} ${x - s} ${y}Q${x} ${y} ${x} ${y - s}z`}
      fill={fill}
      opacity={opacity}
    />
  );
}

/** A lantern's body around (0, 0), from its cap (y -40) to its tassel (y 27); place it with a transform. */
export function LanternBody() {
  return (
    <>
      <path d="M-6 -34h12l-2 -6h-8z" fill="#f59e0b" />
      <path d="M-14 -28h28l-4 -6h-20z" fill="#d97706" />
      <path d="M-14 -28c-4 10-4 30 0 40h28c4-10 4-30 0-40z" fill="#fbbf24" />
      <path d="M-7 -24c-2 8-2 24 0 32h14c2-8 2-24 0-32z" fill="#fef3c7" opacity="0.85" />
      <path d="M-14 12h28l-5 7h-18z" fill="#d97706" />
      <circle cx="0" cy="24" r="3" fill="#f59e0b" />
    </>
  );
}

/** The Learn tile of the switch: an open book under a little star. */
export function LearnArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M24 15c-5-4-12-4-19-2v24c7-2 14-2 19 2z" fill="#fbbf24" />
      <path d="M24 15c5-4 12-4 19-2v24c-7-2-14-2-19 2z" fill="#5eead4" />
      <path d="M24 15v24" stroke="#134e4a" strokeWidth="2.5" strokeLinecap="round" />
      <Sparkle x={24} y={7} size={5} fill="#fef3c7" />
    </svg>
  );
}
