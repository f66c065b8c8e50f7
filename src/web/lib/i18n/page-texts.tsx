// The texts a page draws with, carried in its HTML as a JSON data block (react-i18next's server-rendering pattern:
// the initial store travels with the page), so the browser hydrates without asking for them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { LocaleResources } from './namespaces';
import { pageNamespaces } from './namespaces';

const PAGE_TEXTS_ID = 'qk-page-texts';

/** JSON that cannot end its <script> element early nor open a comment in it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * On the server: the namespaces the matched routes draw with, from the request's instance. In the browser the block
 * keeps what the server wrote (the start read it; later pages fetch their own), so it hydrates unchanged.
 */
export function PageTexts() {
  const { i18n } = useTranslation();
  const matches = useMatches();
  const [json] = useState(() => {
    if (typeof document !== 'undefined') return document.getElementById(PAGE_TEXTS_ID)?.textContent ?? '{}';
    const texts: LocaleResources = {};
    for (const namespace of pageNamespaces(matches.map((match) => match.handle))) {
      const bundle = i18n.getResourceBundle(i18n.language, namespace) as Record<string, unknown> | undefined;
      if (bundle) texts[namespace] = bundle;
    }
    return scriptSafeJson(texts);
  });
  return (
    <script
      type="application/json"
      id={PAGE_TEXTS_ID}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON data block, escaped so it cannot end the element.
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/** The browser's start: the texts the page carries (empty when it carries none). */
export function readPageTexts(): LocaleResources {
  const text = document.getElementById(PAGE_TEXTS_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as LocaleResources;
  } catch {
    return {};
  }
}
