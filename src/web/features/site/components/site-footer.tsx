// The site footer on every page of the app shell: what Qamar Kids is, the support address, the social links that
// are configured (none shown otherwise), and links to every public, legal and policy page.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SocialNetwork } from '#shared/site.schema';
import { MoonLogo } from '#web/components/icons';
import { useSiteName } from '#web/lib/site';
import { useSiteFooter } from '../api/get-site-footer';
import { FOOTER_LINKS } from '../lib/public-pages';
import { PatternBand } from './illustrations';

const SOCIAL_LABEL: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
};

export function SiteFooter() {
  const { t } = useTranslation('common');
  const footer = useSiteFooter();
  const siteName = useSiteName();
  const year = new Date().getFullYear();
  const groups = Object.entries(FOOTER_LINKS) as [
    keyof typeof FOOTER_LINKS,
    (typeof FOOTER_LINKS)[keyof typeof FOOTER_LINKS],
  ][];
  return (
    <footer className="mt-16 bg-teal-950 text-teal-50">
      <PatternBand className="h-6 w-full text-teal-800" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.3fr_2fr]">
        <div>
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-xl text-lg font-extrabold text-white"
          >
            <MoonLogo className="size-9" />
            <span translate="no">{siteName}</span>
          </Link>
          <p className="mt-3 max-w-sm text-teal-100">{t('siteFooter.tagline')}</p>
          {footer.data ? (
            <p className="mt-4 text-teal-100">
              {t('siteFooter.support')}{' '}
              <a
                href={`mailto:${footer.data.supportEmail}`}
                dir="ltr"
                translate="no"
                className="font-semibold text-white underline decoration-teal-500 underline-offset-4 hover:decoration-white"
              >
                {footer.data.supportEmail}
              </a>
            </p>
          ) : null}
          {footer.data && footer.data.social.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('siteFooter.social')}>
              {footer.data.social.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    rel="noopener noreferrer me"
                    target="_blank"
                    className="inline-flex min-h-11 items-center rounded-full border border-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-900"
                  >
                    {SOCIAL_LABEL[link.network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-label={t('siteFooter.label')} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {groups.map(([group, links]) => (
            <div key={group}>
              <h2 className="text-sm font-extrabold tracking-wide text-amber-300 uppercase">
                {t(`siteFooter.groups.${group}`)}
              </h2>
              <ul className="mt-3 space-y-1">
                {links.map((link) => (
                  <li key={link.key}>
                    <Link
                      to={link.to}
                      className="inline-flex min-h-9 items-center rounded text-teal-50 hover:text-white hover:underline"
                    >
                      {t(`siteFooter.links.${link.key}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-teal-900">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-teal-200 sm:px-6">
          {t('siteFooter.copyright', { year: String(year), site: siteName })}
        </p>
      </div>
    </footer>
  );
}
