// The letter as strokes in SVG (a 100×100 box over the stroke data's unit box): the faint guide, the strokes done,
// and the hint for the next one: its start (a green dot with its number), the way to go (an arrow), and a pen
// moving along it unless the device asks for less motion.
import type { Point, Stroke } from '#shared/tutor/strokes';
import { isDot } from '#shared/tutor/strokes';
import { resample } from '#shared/tutor/trace-match';

export const toPoints = (stroke: Stroke | readonly Point[]) =>
  stroke.map(([x, y]) => `${(x * 100).toFixed(1)},${(y * 100).toFixed(1)}`).join(' ');

const toPath = (stroke: Stroke) => `M${toPoints(stroke).replaceAll(' ', ' L')}`;

export function GuideStroke({
  stroke,
  className,
  width = 9,
}: {
  stroke: Stroke;
  className: string;
  width?: number;
}) {
  const first = stroke[0] as Point;
  if (isDot(stroke))
    return <circle cx={first[0] * 100} cy={first[1] * 100} r={width / 2 + 0.5} className={className} />;
  return (
    <polyline
      points={toPoints(stroke)}
      fill="none"
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    />
  );
}

/** The next stroke's hint: where to start, which way, and (when motion is allowed) a pen going along it. */
export function StrokeHint({ stroke, number, moving }: { stroke: Stroke; number: number; moving: boolean }) {
  const start = stroke[0] as Point;
  if (isDot(stroke))
    return (
      <g>
        <circle
          cx={start[0] * 100}
          cy={start[1] * 100}
          r="6.5"
          fill="none"
          stroke="#16a34a"
          strokeWidth="1.6"
          strokeDasharray="2 1.5"
        />
        {moving && (
          <circle cx={start[0] * 100} cy={start[1] * 100} r="3" fill="#16a34a">
            <animate attributeName="r" values="2;5;2" dur="1.4s" repeatCount="indefinite" />
          </circle>
        )}
      </g>
    );
  // The arrow points along the stroke a little way in, where the direction is clear.
  const line = resample(stroke, 12);
  const from = line[0] as Point;
  const to = line[2] as Point;
  const angle = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
  const mid = line[1] as Point;
  return (
    <g>
      <GuideStroke stroke={stroke} width={3} className="fill-none stroke-amber-500 [stroke-dasharray:3_3]" />
      <polygon
        points="-3.5,-3.2 3.5,0 -3.5,3.2"
        fill="#b45309"
        transform={`translate(${mid[0] * 100} ${mid[1] * 100}) rotate(${angle})`}
      />
      <circle cx={start[0] * 100} cy={start[1] * 100} r="5.5" fill="#16a34a" />
      <text
        x={start[0] * 100}
        y={start[1] * 100}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="6.5"
        fontWeight="800"
        fill="#fff"
      >
        {number}
      </text>
      {moving && (
        <circle r="3.2" fill="#b45309" stroke="#fff" strokeWidth="1">
          <animateMotion dur="1.6s" repeatCount="indefinite" path={toPath(stroke)} />
        </circle>
      )}
    </g>
  );
}
