// The browser's first-party cookies (the server reads a request's in its route loaders).

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const header = document.cookie;
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
