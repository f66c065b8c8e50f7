// When the TV interface is on (issue 20): the admin's tv_mode setting is enabled AND the window is at least 1920 px
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
  [/^\/games\/(snake|tetris)\/?$/, (match) => `/tv/games/${match[1]}`],
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
