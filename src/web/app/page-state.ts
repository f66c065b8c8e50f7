// What the server's render hands the browser beside the HTML, so the first render in the browser is the server's:
// the answers the page's queries got (TanStack Query's dehydrated cache) and the text namespaces it used. A JSON
// script element, which the Content-Security-Policy lets through (it is never run).
import type { DehydratedState } from '@tanstack/react-query';
import { createContext } from 'react';

export const PAGE_STATE_ID = 'page-state';

export type PageState = { queries: DehydratedState; namespaces: string[]; pseudo: boolean };

/** `state` as the text of its script element, safe inside HTML (no `</script>` can close it early). */
export function pageStateText(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The server's page state as it came in the HTML: its text (rendered again as it is) and its value. */
export function readPageState(): { text: string; state: PageState | null } {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent ?? '';
  try {
    return { text, state: text ? (JSON.parse(text) as PageState) : null };
  } catch {
    return { text, state: null };
  }
}

/** The page state's JSON text, rendered into its script element by the document (root.tsx). */
export const PageStateText = createContext('');
