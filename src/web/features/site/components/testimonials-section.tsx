// What parents say: the published testimonials admins wrote down; the section is left out when there are none.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#web/lib/format';
import { useTestimonials } from '../api/get-testimonials';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('site');
  return (
    <p
      className="flex gap-0.5 text-amber-500"
      role="img"
      aria-label={t('landing.testimonials.rating', { value: formatNumber(rating) })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          viewBox="0 0 20 20"
          className={`size-5 ${n <= rating ? '' : 'text-stone-300'}`}
          aria-hidden="true"
        >
          <path
            fill="currentColor"
            d="m10 1.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
          />
        </svg>
      ))}
    </p>
  );
}

export function TestimonialsSection() {
  const { t } = useTranslation('site');
  const testimonials = useTestimonials();
  const items = testimonials.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-amber-50/60 py-16">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2
          id="testimonials-heading"
          className="text-center text-3xl font-extrabold tracking-tight text-stone-900"
        >
          {t('landing.testimonials.heading')}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-col rounded-3xl border border-amber-100 bg-white p-6 shadow-sm"
            >
              <Stars rating={item.rating} />
              <blockquote className="mt-4 flex-1 text-lg text-stone-800" dir="auto">
                <p>“{item.quote}”</p>
              </blockquote>
              <p className="mt-4 font-semibold text-stone-600" dir="auto">
                {item.authorLabel}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
