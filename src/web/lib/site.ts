// Site-wide names and paths the shell and pages share.
export const SITE_NAME = 'Qamar Kids';

export function pageTitle(title?: string): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}
