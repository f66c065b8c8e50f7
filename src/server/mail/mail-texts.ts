// The e-mails we send, in the recipient's language (their texts are the `mail` catalog of each locale, beside the
// error messages in src/shared/texts): the account's `users.locale`, else the languages of
// the request that caused the mail (Accept-Language), else English. Each mail is a plain-text part (its English is
// exactly the text we always sent: tests and people follow its links) and an HTML part with `lang` and `dir`, so
// Arabic and Urdu read right to left. Titles, names and reasons typed by people are isolated with <bdi>, links
// stay left to right.
import {
  DEFAULT_LOCALE,
  directionOf,
  isLocale,
  type Locale,
  localeFromAcceptLanguage,
} from '#shared/locales';
import ar from '#shared/texts/ar/mail.json';
import en from '#shared/texts/en/mail.json';
import fr from '#shared/texts/fr/mail.json';
import ms from '#shared/texts/ms/mail.json';
import tr from '#shared/texts/tr/mail.json';
import ur from '#shared/texts/ur/mail.json';

export type MailKind =
  | 'verifyEmail'
  | 'resetPassword'
  | 'existingAccountSignUp'
  | 'contentPublished'
  | 'contentRejected'
  | 'moderatorMessage'
  | 'invitation'
  | 'adminNewReport'
  | 'adminNewSubmission'
  | 'adminDailyDigest'
  | 'timeRequest'
  | 'learningWeekly';

/** What a mail's texts may mention. `url` becomes a link in the HTML part; the rest is escaped text. */
export type MailValues = {
  site: string;
  url: string;
  name?: string;
  title?: string;
  reason?: string | null;
  /** The daily digest's figures, already formatted for the recipient's language. */
  pending?: string;
  reports?: string;
  newusers?: string;
  /** The child a family mail is about (their name as the parent typed it). */
  child?: string;
  /** A family mail's composed lines (the weekly learning e-mail's per-child sections: `learningLine`). */
  summary?: string;
};

type Template = {
  subject: string;
  /** Paragraphs: joined by a blank line in the text part; a '\n' inside one is a line break. */
  blocks: string[];
  /** The text part ends with a line break (the auth mails always did; the creator notices did not). */
  trailingNewline: boolean;
};

/** The weekly learning e-mail's lines, composed per child into its `summary`. */
export type LearningLineKey = 'child' | 'mastered' | 'noneMastered' | 'next' | 'nothingNext';

type Texts = Record<MailKind, Template> & {
  noReason: string;
  learningWeeklyLines: Record<LearningLineKey, string>;
};

/** One language's mails in its catalog: a subject and a body whose paragraphs are separated by a blank line. */
type Catalog = Record<MailKind, { subject: string; body: string }> & {
  noReason: string;
  learningWeeklyLines: Record<LearningLineKey, string>;
};

const CATALOGS: Record<Locale, Catalog> = { en, ar, ur, fr, tr, ms };

/** Whether the text part ends with a line break: kept as each mail always had it, the same in every language. */
const TRAILING_NEWLINE: Record<MailKind, boolean> = {
  verifyEmail: true,
  resetPassword: true,
  existingAccountSignUp: true,
  contentPublished: false,
  contentRejected: false,
  moderatorMessage: false,
  invitation: true,
  adminNewReport: false,
  adminNewSubmission: false,
  adminDailyDigest: false,
  timeRequest: false,
  learningWeekly: false,
};

const NBSP = '\u00a0';

/** The no-break spaces of French punctuation: before : ; ! ? and inside « ». */
function frenchSpacing(text: string): string {
  return text.replace(/ ([:;!?»])/g, `${NBSP}$1`).replace(/« /g, `«${NBSP}`);
}

function textsOf(locale: Locale): Texts {
  const catalog = CATALOGS[locale];
  const change = locale === 'fr' ? frenchSpacing : (text: string) => text;
  const kinds = Object.keys(TRAILING_NEWLINE) as MailKind[];
  const templates = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      {
        subject: change(catalog[kind].subject),
        blocks: change(catalog[kind].body).split('\n\n'),
        trailingNewline: TRAILING_NEWLINE[kind],
      },
    ]),
  ) as Record<MailKind, Template>;
  const lines = Object.fromEntries(
    Object.entries(catalog.learningWeeklyLines).map(([key, text]) => [key, change(text)]),
  ) as Record<LearningLineKey, string>;
  return { ...templates, noReason: change(catalog.noReason), learningWeeklyLines: lines };
}

/** Each language's mails, read once from the catalogs (src/shared/texts/<locale>/mail.json). */
export const MAIL_TEXTS: Record<Locale, Texts> = {
  en: textsOf('en'),
  ar: textsOf('ar'),
  ur: textsOf('ur'),
  fr: textsOf('fr'),
  tr: textsOf('tr'),
  ms: textsOf('ms'),
};

/** The recipient's stored language, else the request's Accept-Language, else English. */
export function mailLocale(stored: unknown, request?: { headers: Headers } | null): Locale {
  if (isLocale(stored)) return stored;
  return localeFromAcceptLanguage(request?.headers.get('accept-language')) ?? DEFAULT_LOCALE;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** One pass over the {{placeholders}}, so a value that itself contains "{{url}}" is never filled in again. */
function fill(template: string, values: Record<string, string>, html: boolean): string {
  const parts = template.split(/(\{\{[a-z]+\}\})/);
  return parts
    .map((part, index) => {
      const isPlaceholder = index % 2 === 1;
      if (!isPlaceholder) return html ? escapeHtml(part) : part;
      const key = part.slice(2, -2);
      const value = values[key] ?? '';
      if (!html) return value;
      if (key === 'url') return `<a href="${escapeHtml(value)}" dir="ltr">${escapeHtml(value)}</a>`;
      if (key === 'site') return escapeHtml(value);
      // Titles, names and reasons are typed by people in any script: isolate them from the sentence's direction.
      return `<bdi>${escapeHtml(value)}</bdi>`;
    })
    .join('');
}

/** One line of the weekly learning e-mail in `locale`, its {{placeholders}} filled (plain text). */
export function learningLine(locale: Locale, key: LearningLineKey, values: Record<string, string>): string {
  return fill(MAIL_TEXTS[locale].learningWeeklyLines[key], values, false);
}

export type ComposedMail = { subject: string; text: string; html: string };

/** The subject, text and HTML of one mail in one language. */
export function composeMail(kind: MailKind, locale: Locale, values: MailValues): ComposedMail {
  const texts = MAIL_TEXTS[locale];
  const template = texts[kind];
  const filled: Record<string, string> = {
    site: values.site,
    url: values.url,
    name: values.name ?? '',
    title: values.title ?? '',
    reason: values.reason ?? texts.noReason,
    pending: values.pending ?? '',
    reports: values.reports ?? '',
    newusers: values.newusers ?? '',
    child: values.child ?? '',
    summary: values.summary ?? '',
  };
  const subject = fill(template.subject, filled, false);
  const text =
    template.blocks.map((block) => fill(block, filled, false)).join('\n\n') +
    (template.trailingNewline ? '\n' : '');
  const dir = directionOf(locale);
  const paragraphs = template.blocks
    .map((block) => `<p style="margin:0 0 16px">${fill(block, filled, true).replaceAll('\n', '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px;background:#fafaf9;color:#1c1917;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,Arial,sans-serif;font-size:16px;line-height:1.6">
<div dir="${dir}" style="max-width:560px;margin:0 auto;text-align:${dir === 'rtl' ? 'right' : 'left'}">
${paragraphs}
</div>
</body>
</html>
`;
  return { subject, text, html };
}
