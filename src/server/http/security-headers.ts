// Security headers and a CSP that allows our origin plus the embed hosts the players need. They are the same for
// every response, so they are computed once and set on the Node response before the app runs (http-server.ts); a
// route that needs a stricter policy (the image proxy's CSP) overrides them with its own headers.

export const EMBED_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.instagram.com',
  'https://www.tiktok.com',
];
export const EMBED_SCRIPT_HOSTS = ['https://www.instagram.com', 'https://www.tiktok.com'];

export function contentSecurityPolicy(options: { https: boolean }): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...EMBED_SCRIPT_HOSTS],
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

/** Every header every response carries, as [name, value] pairs. */
export function securityHeaders(options: { https: boolean }): readonly (readonly [string, string])[] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(options)],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
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
