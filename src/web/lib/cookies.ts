// Reading the request's cookies from a component: document.cookie in the browser; on the server the Cookie header of
// the request being rendered (set once by the server's entry, entry.server.tsx), so both render the same page.

let serverCookies: () => string = () => '';

export function setServerCookieSource(source: () => string): void {
  serverCookies = source;
}

export function readCookie(name: string): string | undefined {
  const header = typeof document === 'undefined' ? serverCookies() : document.cookie;
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
