// The TV remote's Back: Escape, Backspace (not while typing in a field), and the remotes' own codes — 461 on LG
// webOS, 10009 on Samsung Tizen.

const REMOTE_BACK_CODES = new Set([461, 10009]);

function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT') return true;
  if (element.tagName !== 'INPUT') return false;
  const type = (element as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset'].includes(type);
}

export function isBackKey(event: Pick<KeyboardEvent, 'key' | 'keyCode' | 'target'>): boolean {
  if (event.key === 'Escape' || event.key === 'GoBack' || event.key === 'BrowserBack') return true;
  if (REMOTE_BACK_CODES.has(event.keyCode)) return true;
  return event.key === 'Backspace' && !isTyping(event.target);
}
