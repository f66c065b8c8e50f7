// The landing page's testimonials for admins: every entry (published or hidden), add, edit, and delete after a
// confirmation. The landing page shows the six newest published ones and hides the section when there are none.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '#shared/site.schema';
import { ErrorBanner, InfoBanner } from '#web/components/banner';
import { Button } from '#web/components/button';
import { Modal } from '#web/components/modal';
import { LoadingState, Spinner } from '#web/components/spinner';
import { errorMessage } from '#web/lib/api-client';
import { formatDateOnly, formatNumber } from '#web/lib/format';
import { useAdminTestimonials, useDeleteTestimonial } from '../api/admin-site';
import { TestimonialForm } from './testimonial-form';

function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('admin-site');
  return (
    <span
      role="img"
      aria-label={t('testimonials.stars', { count: rating, formatted: formatNumber(rating) })}
      className="text-lg tracking-widest text-amber-500"
    >
      {'★'.repeat(rating)}
      <span className="text-stone-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

export function TestimonialsPanel() {
  const { t } = useTranslation('admin-site');
  const list = useAdminTestimonials();
  const remove = useDeleteTestimonial();
  const [editing, setEditing] = useState<Testimonial | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Testimonial | null>(null);

  return (
    <section
      aria-labelledby="testimonials-heading"
      className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="testimonials-heading" className="text-xl font-extrabold text-stone-900">
            {t('testimonials.title')}
          </h2>
          <p className="mt-1 text-stone-700">{t('testimonials.intro')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>{t('testimonials.add')}</Button>
      </div>
      <div className="mt-5">
        {list.isPending ? (
          <LoadingState />
        ) : list.isError ? (
          <ErrorBanner>{errorMessage(list.error)}</ErrorBanner>
        ) : list.data.items.length === 0 ? (
          <InfoBanner>{t('testimonials.empty')}</InfoBanner>
        ) : (
          <ul className="space-y-3">
            {list.data.items.map((item) => (
              <li key={item.id}>
                <article className="rounded-2xl border border-stone-200 bg-stone-50 p-4">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <Stars rating={item.rating} />
                    <span
                      className={`rounded-full px-3 py-1 text-xs font-bold ${
                        item.published ? 'bg-teal-100 text-teal-900' : 'bg-stone-200 text-stone-800'
                      }`}
                    >
                      {item.published ? t('testimonials.published') : t('testimonials.hidden')}
                    </span>
                  </div>
                  <blockquote
                    className="mt-2 text-base whitespace-pre-line text-stone-800"
                    dir="auto"
                    translate="no"
                  >
                    {item.quote}
                  </blockquote>
                  <p className="mt-2 text-sm text-stone-600">
                    <bdi translate="no" className="font-semibold text-stone-800">
                      {item.authorLabel}
                    </bdi>{' '}
                    · <time dateTime={item.createdAt}>{formatDateOnly(item.createdAt)}</time>
                  </p>
                  <div className="mt-3 flex gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('testimonials.editNamed', { author: item.authorLabel })}
                      onClick={() => setEditing(item)}
                    >
                      {t('testimonials.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-red-800 hover:bg-red-50"
                      aria-label={t('testimonials.deleteNamed', { author: item.authorLabel })}
                      onClick={() => {
                        remove.reset();
                        setDeleting(item);
                      }}
                    >
                      {t('testimonials.delete')}
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('testimonials.addTitle') : t('testimonials.editTitle')}
        onClose={() => setEditing(null)}
      >
        {editing !== null ? (
          <TestimonialForm initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Modal>
      <Modal
        open={deleting !== null}
        title={t('testimonials.confirmTitle')}
        onClose={() => setDeleting(null)}
      >
        {deleting ? (
          <div className="space-y-4">
            <p className="text-stone-700">
              {t('testimonials.confirmBody', { author: deleting.authorLabel })}
            </p>
            {remove.isError ? <ErrorBanner>{errorMessage(remove.error)}</ErrorBanner> : null}
            <div className="flex flex-wrap gap-2">
              <Button
                className="bg-red-700 hover:bg-red-800"
                disabled={remove.isPending}
                onClick={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
              >
                {remove.isPending ? <Spinner className="size-4" /> : null}
                {t('testimonials.confirmDelete')}
              </Button>
              <Button variant="secondary" onClick={() => setDeleting(null)}>
                {t('testimonials.cancel')}
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
