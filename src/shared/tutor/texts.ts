// The Tutor's own texts in the child's language: the exercises' instructions, the names of the marks and the praise
// (src/shared/texts/<locale>/tutor.json, beside the errors and mail catalogs). The generators run on the server and
// in the browser alike, so the catalog is plain data read here, not through the web's i18next.
import type { Locale } from '../locales';
import ar from '../texts/ar/tutor.json';
import en from '../texts/en/tutor.json';
import fr from '../texts/fr/tutor.json';
import ms from '../texts/ms/tutor.json';
import tr from '../texts/tr/tutor.json';
import ur from '../texts/ur/tutor.json';

type Catalog = typeof en;
type Group = keyof Catalog;
/** A key of the Tutor's catalog: 'prompts.sum', 'marks.fatha', 'praise.traced'. */
export type TutorKey = { [G in Group]: `${G}.${Extract<keyof Catalog[G], string>}` }[Group];
export type PromptKey = Extract<keyof Catalog['prompts'], string>;
export type PraiseKey = Extract<keyof Catalog['praise'], string>;
export type MarkKey = Extract<keyof Catalog['marks'], string>;

const CATALOGS: Record<Locale, Catalog> = { en, ar, ur, fr, tr, ms };

const NBSP = '\u00a0';

/** French puts a no-break space before ? ! : ; (as the mails do). */
function frenchSpacing(text: string): string {
  return text.replace(/ ([:;!?»])/g, `${NBSP}$1`);
}

/** The text of a key in a locale, its {{params}} filled in one pass (a value is never filled in again). */
export function tutorText(locale: Locale, key: TutorKey, params: Record<string, string> = {}): string {
  const [group, name] = key.split('.') as [Group, string];
  const template = (CATALOGS[locale][group] as Record<string, string>)[name] ?? key;
  const filled = template
    .split(/(\{\{[a-zA-Z]+\}\})/)
    .map((part, index) => (index % 2 === 1 ? (params[part.slice(2, -2)] ?? '') : part))
    .join('');
  return locale === 'fr' ? frenchSpacing(filled) : filled;
}
