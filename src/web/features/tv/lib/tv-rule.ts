// When the TV interface is on: the admin's tv_mode setting is enabled AND the window is at least 1920 px
// wide AND this device has not opted out. Pure, so the rule is tested on its own.

export const TV_MIN_WIDTH = 1920;
export const TV_MEDIA_QUERY = `(min-width: ${TV_MIN_WIDTH}px)`;

export function isTvOn(input: { setting: boolean | undefined; wide: boolean; optedOut: boolean }): boolean {
  return input.setting === true && input.wide && !input.optedOut;
}

/** The TV screens and the ordinary pages they stand for (decision 022-t: the TV shell lives under /tv). */
const TV_FOR_PATH: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^\/$/, () => '/tv'],
  [/^\/feed\/?$/, () => '/tv/videos'],
  [/^\/video\/([^/]+)\/?$/, (match) => `/tv/watch/${match[1]}`],
  [/^\/games\/?$/, () => '/tv/games'],
  [/^\/games\/(snake|tetris|islamic-connections)\/?$/, (match) => `/tv/games/${match[1]}`],
  [/^\/library\/?$/, () => '/tv/library'],
  [/^\/search\/?$/, () => '/tv/search'],
  [/^\/settings\/?$/, () => '/tv/settings'],
];

/** The TV screen for an ordinary path, or null where the ordinary page stays (sign-in, dashboards, admin…). */
export function tvPathFor(pathname: string): string | null {
  for (const [pattern, to] of TV_FOR_PATH) {
    const match = pathname.match(pattern);
    if (match) return to(match);
  }
  return null;
}

/** The ordinary page for a TV screen (when TV mode turns off while it is open). */
export function ordinaryPathFor(tvPathname: string): string {
  const rest = tvPathname.replace(/^\/tv\/?/, '');
  if (rest === '') return '/';
  if (rest.startsWith('watch/')) return `/video/${rest.slice('watch/'.length)}`;
  if (rest.startsWith('videos') || rest.startsWith('search')) return '/feed';
  if (rest.startsWith('games')) return `/${rest}`;
  return '/';
}

/** The child's TV screens (a device in child mode while TV mode is on). */
export const CHILD_TV_HOME = '/tv/child';
/** The closed screens' parent button (the exit gate), where focus returns when the gate closes there. */
export const TIME_UP_UNLOCK_KEY = 'child-time-up-unlock';

/** The child's TV player for a video. */
export const childWatchPath = (id: string) => `${CHILD_TV_HOME}/watch/${id}`;

/** The child area's pages and the child TV screens that stand for them. */
const CHILD_TV_FOR_PATH: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^\/child(?:\/feed)?\/?$/, () => CHILD_TV_HOME],
  [/^\/child\/video\/([^/]+)\/?$/, (match) => `${CHILD_TV_HOME}/watch/${match[1]}`],
  [/^\/child\/games\/?$/, () => `${CHILD_TV_HOME}/games`],
  [
    /^\/child\/games\/(snake|tetris|islamic-connections)\/?$/,
    (match) => `${CHILD_TV_HOME}/games/${match[1]}`,
  ],
  [/^\/child\/learn\/?$/, () => `${CHILD_TV_HOME}/learn`],
  [/^\/child\/learn\/lessons\/([^/]+)\/?$/, (match) => `${CHILD_TV_HOME}/learn/lessons/${match[1]}`],
  [/^\/child\/time-up\/?$/, () => `${CHILD_TV_HOME}/time-up`],
  [/^\/child\/parent-can-see\/?$/, () => `${CHILD_TV_HOME}/parent-can-see`],
];

/** The child TV screen for a child-area page, or null where the ordinary child page stays (a game not on TV). */
export function childTvPathFor(pathname: string): string | null {
  for (const [pattern, to] of CHILD_TV_FOR_PATH) {
    const match = pathname.match(pattern);
    if (match) return to(match);
  }
  return null;
}

/** The ordinary child page for a child TV screen (TV mode turned off): never out of the child area. */
export function ordinaryChildPathFor(tvPathname: string): string {
  const rest = tvPathname.replace(/^\/tv\/child\/?/, '');
  if (rest.startsWith('watch/')) return `/child/video/${rest.slice('watch/'.length)}`;
  if (rest.startsWith('games') || rest.startsWith('learn')) return `/child/${rest}`;
  if (rest.startsWith('time-up')) return '/child/time-up';
  if (rest.startsWith('parent-can-see')) return '/child/parent-can-see';
  return '/child/feed';
}
