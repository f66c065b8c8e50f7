// Security headers, a CSP that allows our origin plus what the players need, and a Permissions-Policy that denies
// the powerful browser features we never use (decision 011). They are the same for every response, so they are
// computed once and set on the Node response before the app runs (http-server.ts); a route that needs a stricter
// policy (the image proxy's CSP) overrides them with its own headers.

export const EMBED_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.instagram.com',
  'https://www.tiktok.com',
];
/**
 * The only third-party scripts left: the public video page's Instagram and TikTok players (child mode uses their
 * iframe players instead, decision 007; YouTube is always an iframe). Named by full URL, not by host, so nothing
 * else on those hosts can run in our pages.
 */
export const EMBED_SCRIPTS = ['https://www.instagram.com/embed.js', 'https://www.tiktok.com/embed.js'];

/**
 * The inline scripts the web framework writes into a page are allowed by `nonce`, the page's own (a page drawn for
 * one request, http/web-pages.ts), or by `scriptHashes`, their content's (a page kept for every visitor,
 * http/kept-pages.ts: one nonce in every copy would be no nonce at all).
 */
export function contentSecurityPolicy(options: {
  https: boolean;
  nonce?: string;
  scriptHashes?: readonly string[];
}): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...(options.nonce ? [`'nonce-${options.nonce}'`] : []),
      ...(options.scriptHashes ?? []),
      ...EMBED_SCRIPTS,
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['media-src', "'self'", 'blob:'],
    ['connect-src', "'self'"],
    ['frame-src', ...EMBED_FRAME_HOSTS],
    ['font-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (options.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Features the players' iframes may use (their `allow` attribute asks for them): ours and the embed hosts'. */
const PLAYER_FEATURES = [
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
];

/** Features nobody on a children's site needs: denied to our pages and every frame in them. */
const DENIED_FEATURES = [
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];

export function permissionsPolicy(): string {
  const players = `(self ${EMBED_FRAME_HOSTS.map((host) => `"${host}"`).join(' ')})`;
  return [
    ...PLAYER_FEATURES.map((feature) => `${feature}=${players}`),
    ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  ].join(', ');
}

/** Every header every response carries, as [name, value] pairs. */
export function securityHeaders(options: { https: boolean }): readonly (readonly [string, string])[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Permissions-Policy', permissionsPolicy()],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(options.https
      ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as const)
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}
