// The featured video: the admins' pick, else the newest published item; left out when there is none to show
// (a private feed shows nothing to anonymous visitors).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/button';
import { VideoCard } from '#web/components/video-card';
import { useFeaturedVideo } from '../api/get-featured-video';

export function FeaturedVideoSection() {
  const { t } = useTranslation('site');
  const featured = useFeaturedVideo();
  const item = featured.data?.item;
  if (!item) return null;
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <p className="text-sm font-extrabold tracking-wide text-amber-700 uppercase">
            {t('landing.featured.kicker')}
          </p>
          <h2 id="featured-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-stone-900">
            {t('landing.featured.heading')}
          </h2>
          <p className="mt-3 text-lg text-stone-700">{t('landing.featured.text')}</p>
          <Link to="/feed" className={buttonClasses({ variant: 'secondary', className: 'mt-6' })}>
            {t('landing.featured.more')}
          </Link>
        </div>
        <div className="rounded-[2rem] bg-teal-50 p-3 sm:p-4">
          <VideoCard item={item} />
        </div>
      </div>
    </section>
  );
}
