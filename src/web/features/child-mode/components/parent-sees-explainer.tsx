// What the parent sees, in a child's words: the time used, what was watched and played, the requests for more time;
// and that nobody else sees it. Drawn by /child/parent-can-see and the child's TV screen (`size`), in the child's
// language (the child area's). Each line has a small drawing beside it; the words carry the meaning.
import { useTranslation } from 'react-i18next';
import { GamesArt, VideosArt } from './child-art';
import { ParentSeesIcon } from './parent-sees-icon';

function ClockArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="19" fill="#fbbf24" />
      <circle cx="24" cy="24" r="14" fill="#fef3c7" />
      <path d="M24 15v10l6 4" fill="none" stroke="#134e4a" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function HandArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <path d="M10 24a14 14 0 0 1 14-14h4a14 14 0 0 1 0 28h-8l-8 6 2-8a14 14 0 0 1-4-12z" fill="#5eead4" />
      <path d="M20 22h12M20 28h8" stroke="#134e4a" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** What was watched and played: the Videos and Games tiles' drawings, one over the other. */
function WatchedArt({ className }: { className?: string }) {
  return (
    <span className={`relative block ${className ?? ''}`}>
      <VideosArt className="absolute inset-0 size-2/3" />
      <GamesArt className="absolute end-0 bottom-0 size-2/3" />
    </span>
  );
}

function ShieldArt({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <path d="M24 5 40 11v12c0 10-7 17-16 20C15 40 8 33 8 23V11z" fill="#134e4a" />
      <path
        d="m17 24 5 5 9-10"
        fill="none"
        stroke="#fde68a"
        strokeWidth="3.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const SIZES = {
  phone: { text: 'text-xl', heading: 'text-2xl', art: 'size-12', gap: 'gap-4', list: 'space-y-3' },
  tv: { text: 'text-3xl', heading: 'text-4xl', art: 'size-20', gap: 'gap-6', list: 'space-y-5' },
} as const;

/** The words under the page's heading (an h1 of its own): two sections with h2 headings. */
export function ParentSeesExplainer({ size = 'phone' }: { size?: keyof typeof SIZES }) {
  const { t } = useTranslation('child-mode');
  const s = SIZES[size];
  const seen = [
    { key: 'time', Art: ClockArt },
    { key: 'watched', Art: WatchedArt },
    { key: 'requests', Art: HandArt },
  ] as const;
  return (
    <div className={`${s.list} ${s.text}`}>
      <p className="leading-snug">{t('parentSees.intro')}</p>
      <section aria-labelledby="parent-sees-heading">
        <h2 id="parent-sees-heading" className={`flex items-center gap-3 font-extrabold ${s.heading}`}>
          <ParentSeesIcon className={size === 'tv' ? 'size-12' : 'size-8'} />
          {t('parentSees.seesHeading')}
        </h2>
        <ul className={`mt-3 ${s.list}`}>
          {seen.map(({ key, Art }) => (
            <li key={key} className={`flex items-center ${s.gap}`}>
              <span className="shrink-0 rounded-2xl bg-teal-900 p-1.5">
                <Art className={s.art} />
              </span>
              <span className="font-bold">{t(`parentSees.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="parent-sees-nobody" className="pt-2">
        <h2 id="parent-sees-nobody" className={`flex items-center gap-3 font-extrabold ${s.heading}`}>
          <ShieldArt className={size === 'tv' ? 'size-12' : 'size-8'} />
          {t('parentSees.nobodyHeading')}
        </h2>
        <p className="mt-2 leading-snug">{t('parentSees.nobody')}</p>
      </section>
      <p className="leading-snug">{t('parentSees.ask')}</p>
    </div>
  );
}
