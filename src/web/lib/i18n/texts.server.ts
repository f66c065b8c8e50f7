// The server's texts: every namespace of every locale in its bundle, read in-process for a render and for the
// browser's later requests (routes/locale-texts.ts). Never in the browser's bundle (React Router refuses a
// `.server` module there), whose only way to a text it lacks is the resource route.
import type { TextsReader } from './i18n';

const NAMESPACE_FILES = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  import: 'default',
});
/** The messages the server writes too (errors by key): their catalog is shared with the server. */
const SHARED_FILES = import.meta.glob<Record<string, unknown>>('../../../shared/texts/*/errors.json', {
  import: 'default',
});

function fileOf(language: string, namespace: string) {
  return (
    NAMESPACE_FILES[`../../locales/${language}/${namespace}.json`] ??
    SHARED_FILES[`../../../shared/texts/${language}/${namespace}.json`]
  );
}

/** Whether the bundle has this namespace of this locale. */
export function hasTexts(language: string, namespace: string): boolean {
  return fileOf(language, namespace) !== undefined;
}

export const bundledTexts: TextsReader = async (language, namespace) => {
  const load = fileOf(language, namespace);
  if (!load) throw new Error(`No texts for ${language}/${namespace}`);
  return load();
};
