// How each letter is written, stroke by stroke: the data the tracing screen draws its guide and hint from and checks
// a child's strokes against (trace-match.ts), shared so the server can check the same way. Every stroke is a
// polyline in a unit box (x to the right, y down, 0..1), listed in the order it is written and pointing the way the
// pen moves; a dot is a stroke of one point. Arabic letters are their isolated forms, written from the right and
// from the top, the body before its dots; Latin letters are lowercase print as taught in schools (the stem first,
// the bowl or arch after it, the dot or cross last), on a line where the x-height runs from 0.4 to the baseline 0.8.

import type { LetterForm } from './exercise';

export type Point = readonly [x: number, y: number];
export type Stroke = readonly Point[];

export const TRACE_SCRIPTS = ['arabic', 'latin'] as const;
export type TraceScript = (typeof TRACE_SCRIPTS)[number];

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Points on an ellipse from `from` to `to` degrees (0 to the right, 90 at the top; a growing angle turns
 * anticlockwise on screen, a falling one clockwise).
 */
function arc(cx: number, cy: number, rx: number, ry: number, from: number, to: number): Point[] {
  const steps = Math.max(2, Math.ceil(Math.abs(to - from) / 20));
  return Array.from({ length: steps + 1 }, (_, index) => {
    const angle = ((from + ((to - from) * index) / steps) * Math.PI) / 180;
    return [round(cx + rx * Math.cos(angle)), round(cy - ry * Math.sin(angle))] as const;
  });
}

const dot = (x: number, y: number): Stroke => [[x, y]];

/** The bowl of a, d, g and q: from the top right, over the top, round the left and back to the bottom right. */
const leftBowl = arc(0.47, 0.6, 0.18, 0.2, 20, 340);
/** The bowl of b and p: out of the stem at the left, clockwise over the top and round to the stem again. */
const rightBowl = arc(0.5, 0.6, 0.18, 0.2, 180, -180);
/** The arch of h, n and m's first hump: up out of the stem, over and down. */
const arch = (left: number, right: number): Stroke => {
  const mid = (left + right) / 2;
  const span = right - left;
  return [
    [left, 0.55],
    [round(left + span * 0.2), 0.44],
    [round(mid), 0.4],
    [round(right - span * 0.12), 0.44],
    [right, 0.55],
    [right, 0.8],
  ];
};

const LATIN: Record<string, readonly Stroke[]> = {
  a: [
    leftBowl,
    [
      [0.66, 0.4],
      [0.66, 0.8],
    ],
  ],
  b: [
    [
      [0.32, 0.1],
      [0.32, 0.8],
    ],
    rightBowl,
  ],
  c: [arc(0.5, 0.6, 0.18, 0.2, 45, 315)],
  d: [
    leftBowl,
    [
      [0.66, 0.1],
      [0.66, 0.8],
    ],
  ],
  e: [[[0.32, 0.6], [0.68, 0.6], ...arc(0.5, 0.6, 0.18, 0.2, 0, 315).slice(1)]],
  f: [
    [
      [0.66, 0.16],
      [0.6, 0.1],
      [0.52, 0.1],
      [0.46, 0.16],
      [0.46, 0.3],
      [0.46, 0.8],
    ],
    [
      [0.32, 0.4],
      [0.62, 0.4],
    ],
  ],
  g: [
    leftBowl,
    [
      [0.66, 0.4],
      [0.66, 0.9],
      [0.6, 0.97],
      [0.48, 0.98],
      [0.36, 0.93],
    ],
  ],
  h: [
    [
      [0.32, 0.1],
      [0.32, 0.8],
    ],
    arch(0.32, 0.66),
  ],
  i: [
    [
      [0.5, 0.4],
      [0.5, 0.8],
    ],
    dot(0.5, 0.24),
  ],
  j: [
    [
      [0.56, 0.4],
      [0.56, 0.9],
      [0.5, 0.97],
      [0.4, 0.98],
      [0.32, 0.93],
    ],
    dot(0.56, 0.24),
  ],
  k: [
    [
      [0.34, 0.1],
      [0.34, 0.8],
    ],
    [
      [0.66, 0.4],
      [0.36, 0.6],
      [0.68, 0.8],
    ],
  ],
  l: [
    [
      [0.5, 0.1],
      [0.5, 0.8],
    ],
  ],
  m: [
    [
      [0.22, 0.4],
      [0.22, 0.8],
    ],
    arch(0.22, 0.5),
    arch(0.5, 0.78),
  ],
  n: [
    [
      [0.32, 0.4],
      [0.32, 0.8],
    ],
    arch(0.32, 0.66),
  ],
  o: [arc(0.5, 0.6, 0.18, 0.2, 90, 450)],
  p: [
    [
      [0.32, 0.4],
      [0.32, 0.98],
    ],
    rightBowl,
  ],
  q: [
    leftBowl,
    [
      [0.66, 0.4],
      [0.66, 0.98],
    ],
  ],
  r: [
    [
      [0.36, 0.4],
      [0.36, 0.8],
    ],
    [
      [0.36, 0.56],
      [0.42, 0.45],
      [0.52, 0.4],
      [0.62, 0.41],
      [0.68, 0.45],
    ],
  ],
  s: [
    [
      [0.66, 0.45],
      [0.58, 0.4],
      [0.44, 0.4],
      [0.34, 0.46],
      [0.36, 0.55],
      [0.5, 0.6],
      [0.64, 0.65],
      [0.66, 0.74],
      [0.56, 0.8],
      [0.42, 0.8],
      [0.32, 0.75],
    ],
  ],
  t: [
    [
      [0.46, 0.16],
      [0.46, 0.74],
      [0.5, 0.8],
      [0.6, 0.8],
      [0.66, 0.76],
    ],
    [
      [0.32, 0.4],
      [0.64, 0.4],
    ],
  ],
  u: [
    [
      [0.32, 0.4],
      [0.32, 0.66],
      [0.36, 0.76],
      [0.46, 0.8],
      [0.58, 0.78],
      [0.66, 0.68],
    ],
    [
      [0.66, 0.4],
      [0.66, 0.8],
    ],
  ],
  v: [
    [
      [0.3, 0.4],
      [0.5, 0.8],
      [0.7, 0.4],
    ],
  ],
  w: [
    [
      [0.2, 0.4],
      [0.34, 0.8],
      [0.5, 0.52],
      [0.66, 0.8],
      [0.8, 0.4],
    ],
  ],
  x: [
    [
      [0.32, 0.4],
      [0.68, 0.8],
    ],
    [
      [0.68, 0.4],
      [0.32, 0.8],
    ],
  ],
  y: [
    [
      [0.32, 0.4],
      [0.5, 0.72],
    ],
    [
      [0.68, 0.4],
      [0.5, 0.72],
      [0.36, 0.98],
    ],
  ],
  z: [
    [
      [0.32, 0.4],
      [0.68, 0.4],
      [0.32, 0.8],
      [0.68, 0.8],
    ],
  ],
};

/** The body of ب ت ث: down from the right tip, along the line to the left, up to the left tip. */
const baBody: Stroke = [
  [0.8, 0.45],
  [0.78, 0.58],
  [0.7, 0.64],
  [0.5, 0.65],
  [0.3, 0.64],
  [0.22, 0.58],
  [0.2, 0.48],
];
/** ج ح خ: the head from the left to the right, then down to the left and round the open bowl to the right. */
const jimBody: Stroke = [
  [0.35, 0.3],
  [0.5, 0.26],
  [0.66, 0.28],
  [0.55, 0.36],
  [0.4, 0.45],
  [0.3, 0.56],
  [0.28, 0.7],
  [0.36, 0.82],
  [0.5, 0.88],
  [0.66, 0.86],
  [0.74, 0.8],
];
/** د ذ: down and to the right, then back along the line to the left. */
const dalBody: Stroke = [
  [0.45, 0.3],
  [0.55, 0.42],
  [0.62, 0.55],
  [0.6, 0.64],
  [0.5, 0.66],
  [0.36, 0.66],
];
/** ر ز: down from the top, curving to the left below the line. */
const raBody: Stroke = [
  [0.62, 0.42],
  [0.62, 0.55],
  [0.58, 0.68],
  [0.48, 0.8],
  [0.34, 0.86],
];
/** س ش: three teeth from the right, then the deep bowl to the left. */
const sinBody: Stroke = [
  [0.86, 0.45],
  [0.85, 0.6],
  [0.8, 0.63],
  [0.75, 0.6],
  [0.74, 0.5],
  [0.73, 0.6],
  [0.68, 0.63],
  [0.63, 0.6],
  [0.62, 0.5],
  [0.61, 0.62],
  [0.58, 0.72],
  [0.48, 0.8],
  [0.34, 0.82],
  [0.22, 0.76],
  [0.18, 0.64],
];
/** ص ض: the loop (up and round to the right, back along the line), a tooth, then the bowl to the left. */
const sadBody: Stroke = [
  [0.55, 0.5],
  [0.55, 0.6],
  [0.62, 0.5],
  [0.72, 0.44],
  [0.82, 0.45],
  [0.86, 0.52],
  [0.8, 0.6],
  [0.62, 0.62],
  [0.5, 0.62],
  [0.46, 0.56],
  [0.44, 0.64],
  [0.4, 0.74],
  [0.32, 0.8],
  [0.22, 0.8],
  [0.14, 0.72],
  [0.13, 0.62],
];
/** ط ظ: the body (from the left, up round the loop on the right, back along the line), then the upright. */
const taBody: Stroke = [
  [0.38, 0.58],
  [0.42, 0.52],
  [0.55, 0.46],
  [0.7, 0.44],
  [0.8, 0.5],
  [0.76, 0.6],
  [0.6, 0.64],
  [0.4, 0.64],
  [0.24, 0.64],
];
const taUpright: Stroke = [
  [0.44, 0.16],
  [0.44, 0.6],
];
/** ع غ: the open head from its top right round to the left, then the bowl round to the right. */
const ainBody: Stroke = [
  [0.66, 0.3],
  [0.56, 0.26],
  [0.46, 0.3],
  [0.44, 0.38],
  [0.52, 0.45],
  [0.64, 0.46],
  [0.5, 0.5],
  [0.38, 0.58],
  [0.34, 0.7],
  [0.4, 0.82],
  [0.54, 0.88],
  [0.7, 0.86],
];

const ARABIC: Record<string, readonly Stroke[]> = {
  ا: [
    [
      [0.5, 0.12],
      [0.5, 0.72],
    ],
  ],
  ب: [baBody, dot(0.5, 0.8)],
  ت: [baBody, dot(0.57, 0.38), dot(0.43, 0.38)],
  ث: [baBody, dot(0.57, 0.4), dot(0.43, 0.4), dot(0.5, 0.28)],
  ج: [jimBody, dot(0.52, 0.64)],
  ح: [jimBody],
  خ: [jimBody, dot(0.5, 0.14)],
  د: [dalBody],
  ذ: [dalBody, dot(0.46, 0.18)],
  ر: [raBody],
  ز: [raBody, dot(0.62, 0.28)],
  س: [sinBody],
  ش: [sinBody, dot(0.8, 0.34), dot(0.68, 0.34), dot(0.74, 0.22)],
  ص: [sadBody],
  ض: [sadBody, dot(0.7, 0.32)],
  ط: [taBody, taUpright],
  ظ: [taBody, taUpright, dot(0.62, 0.32)],
  ع: [ainBody],
  غ: [ainBody, dot(0.54, 0.14)],
  ف: [
    [
      [0.72, 0.52],
      [0.7, 0.44],
      [0.76, 0.38],
      [0.82, 0.42],
      [0.82, 0.52],
      [0.76, 0.6],
      [0.6, 0.64],
      [0.4, 0.64],
      [0.24, 0.62],
      [0.18, 0.54],
    ],
    dot(0.76, 0.24),
  ],
  ق: [
    [
      [0.66, 0.5],
      [0.64, 0.42],
      [0.7, 0.36],
      [0.76, 0.4],
      [0.76, 0.5],
      [0.74, 0.62],
      [0.66, 0.76],
      [0.52, 0.84],
      [0.38, 0.82],
      [0.3, 0.72],
      [0.3, 0.6],
    ],
    dot(0.75, 0.22),
    dot(0.63, 0.22),
  ],
  ك: [
    [
      [0.72, 0.14],
      [0.72, 0.58],
      [0.66, 0.64],
      [0.4, 0.64],
      [0.28, 0.6],
      [0.26, 0.5],
    ],
    [
      [0.54, 0.38],
      [0.46, 0.42],
      [0.54, 0.46],
      [0.46, 0.5],
    ],
  ],
  ل: [
    [
      [0.62, 0.12],
      [0.62, 0.62],
      [0.58, 0.76],
      [0.48, 0.82],
      [0.36, 0.8],
      [0.3, 0.72],
      [0.3, 0.62],
    ],
  ],
  م: [
    [
      [0.6, 0.58],
      [0.66, 0.5],
      [0.74, 0.5],
      [0.76, 0.58],
      [0.66, 0.62],
      [0.52, 0.62],
      [0.44, 0.66],
      [0.42, 0.78],
      [0.42, 0.92],
    ],
  ],
  ن: [
    [
      [0.7, 0.48],
      [0.7, 0.6],
      [0.64, 0.74],
      [0.5, 0.8],
      [0.36, 0.74],
      [0.3, 0.6],
      [0.3, 0.5],
    ],
    dot(0.5, 0.4),
  ],
  ه: [
    [
      [0.56, 0.36],
      [0.44, 0.42],
      [0.36, 0.54],
      [0.4, 0.64],
      [0.52, 0.66],
      [0.62, 0.62],
      [0.66, 0.52],
      [0.6, 0.4],
      [0.5, 0.37],
    ],
  ],
  و: [
    [
      [0.6, 0.5],
      [0.54, 0.44],
      [0.56, 0.36],
      [0.64, 0.34],
      [0.68, 0.42],
      [0.66, 0.55],
      [0.6, 0.7],
      [0.5, 0.8],
      [0.36, 0.86],
    ],
  ],
  ي: [
    [
      [0.66, 0.34],
      [0.56, 0.38],
      [0.56, 0.46],
      [0.66, 0.52],
      [0.74, 0.6],
      [0.68, 0.68],
      [0.5, 0.7],
      [0.32, 0.68],
      [0.22, 0.6],
      [0.24, 0.52],
    ],
    dot(0.56, 0.82),
    dot(0.44, 0.82),
  ],
};

const LETTERS: Record<TraceScript, Record<string, readonly Stroke[]>> = { arabic: ARABIC, latin: LATIN };

/** The letters of a script that can be traced, in the order of its alphabet. */
export function traceableLetters(script: TraceScript): string[] {
  return Object.keys(LETTERS[script]);
}

/**
 * A letter's strokes in writing order, or undefined for a letter without stroke data. Arabic letters have their
 * isolated form only: another form is undefined rather than the wrong shape.
 */
export function letterStrokes(
  script: TraceScript,
  letter: string,
  form: LetterForm = 'isolated',
): readonly Stroke[] | undefined {
  if (form !== 'isolated') return undefined;
  const strokes = LETTERS[script];
  return Object.hasOwn(strokes, letter) ? strokes[letter] : undefined;
}

/** A stroke of one point: a dot, tapped or dabbed rather than drawn. */
export const isDot = (stroke: Stroke): boolean => stroke.length === 1;
