// The child area's shared looks (child mode and the Learn tab): big rounded buttons (at least 64 px tall, text never
// under 18 px).
const BASE =
  'inline-flex min-h-16 items-center justify-center gap-3 rounded-full px-7 text-xl font-extrabold ' +
  'transition-colors select-none disabled:cursor-not-allowed disabled:opacity-50';

export const CHILD_BUTTON = {
  primary: `${BASE} bg-teal-700 text-white shadow-md shadow-teal-900/20 hover:bg-teal-800 active:bg-teal-900`,
  gold: `${BASE} bg-amber-400 text-amber-950 shadow-md shadow-amber-900/20 hover:bg-amber-300`,
  quiet: `${BASE} border-2 border-teal-200 bg-white text-teal-900 hover:bg-teal-50`,
} as const;

/** A round, icon-only button (the name is in its aria-label). */
export const CHILD_ROUND_BUTTON =
  'inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-teal-700 text-white text-2xl ' +
  'shadow-md shadow-teal-900/20 hover:bg-teal-800 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A children's interface has no small text: inside the child area, the games' own small print (their score labels,
 * key hints, sound switch and little buttons, drawn for /games at 12-16 px) and text without a size of its own are
 * 18 px. Classes written as `sm:text-base` (a breakpoint's size, e.g. the Connections tiles, sized to fit their
 * grid) are left alone.
 */
export const CHILD_TEXT_FLOOR = 'text-lg [&_.text-xs]:text-lg [&_.text-sm]:text-lg [&_.text-base]:text-lg';
