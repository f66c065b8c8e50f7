// A long text page (terms, privacy, the content policies): title, "last updated", an introduction, a table of
// contents and numbered sections. The texts come from the `legal` namespace; paragraphs are separated by a blank
// line in the translation, so translators keep whole paragraphs together.
import { useTranslation } from 'react-i18next';
import { intlLocale } from '#shared/locales';
import { LoadingState } from '#web/components/spinner';
import { pageTitle } from '#web/lib/site';
import { useLegalTexts } from '../lib/use-legal-texts';
import { LanternIllustration } from './illustrations';

export type LegalDocumentKey = 'terms' | 'privacy' | 'contentPolicy' | 'halalContentPolicy' | 'youtubeNotice';

/** The day each text last changed (shown in the reader's language). */
export const LAST_UPDATED: Record<LegalDocumentKey, string> = {
  terms: '2026-11-22',
  privacy: '2026-11-22',
  contentPolicy: '2026-11-22',
  halalContentPolicy: '2026-11-22',
  youtubeNotice: '2026-11-22',
};

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </>
  );
}

export function DocumentPage({ doc }: { doc: LegalDocumentKey }) {
  const ready = useLegalTexts();
  return ready ? <LegalDocument doc={doc} /> : <LoadingState />;
}

function LegalDocument({ doc }: { doc: LegalDocumentKey }) {
  const { t, i18n } = useTranslation('legal');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as Record<
    string,
    { title: string; body: string }
  >;
  const entries = Object.entries(sections);
  const updated = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${LAST_UPDATED[doc]}T00:00:00Z`));
  const title = t(`${doc}.title`);
  const numbered = entries.length > 3;
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{pageTitle(title)}</title>
      <header className="flex items-start gap-6">
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm font-semibold text-stone-600">{t('lastUpdated', { date: updated })}</p>
          <div className="mt-4 max-w-3xl space-y-3 text-lg text-stone-700">
            <Paragraphs text={t(`${doc}.intro`)} />
          </div>
        </div>
        <LanternIllustration className="hidden size-32 shrink-0 sm:block" />
      </header>
      <div className={`mt-10 grid gap-10 ${numbered ? 'lg:grid-cols-[16rem_1fr]' : ''}`}>
        {numbered ? (
          <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-6 lg:self-start">
            <h2 id="toc-heading" className="text-sm font-extrabold tracking-wide text-stone-600 uppercase">
              {t('contents')}
            </h2>
            <ol className="mt-3 space-y-1 rounded-2xl border border-stone-200 bg-white p-4 text-sm">
              {entries.map(([key, section], index) => (
                <li key={key}>
                  <a
                    href={`#${key}`}
                    className="flex min-h-8 items-center gap-2 rounded text-teal-800 hover:underline"
                  >
                    <span className="w-6 shrink-0 text-stone-500">
                      {(index + 1).toLocaleString(intlLocale(i18n.language))}.
                    </span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="max-w-3xl space-y-10">
          {entries.map(([key, section], index) => (
            <section key={key} id={key} aria-labelledby={`${key}-heading`} className="scroll-mt-6">
              <h2 id={`${key}-heading`} className="text-xl font-extrabold text-stone-900 sm:text-2xl">
                {numbered ? `${(index + 1).toLocaleString(intlLocale(i18n.language))}. ` : ''}
                {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-stone-700">
                <Paragraphs text={section.body} />
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
