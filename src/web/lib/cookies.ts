// Reading the request's cookies from a component: document.cookie in the browser; in a prerender (no document) the
// cookies the prerendered page is made for (setPrerenderCookies), so both render the same first page.

let prerenderCookies = '';

/** Prerender only: the Cookie header the page being rendered assumes. */
export function setPrerenderCookies(header: string): void {
  prerenderCookies = header;
}

export function readCookie(name: string): string | undefined {
  const header = typeof document === 'undefined' ? prerenderCookies : document.cookie;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A first-party cookie for a year (Lax). */
export function writeCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
