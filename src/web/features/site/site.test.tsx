// The front door's parts that depend on the server's answers: only real figures in the statistics band, the
// testimonials section hidden when there are none, and the footer's configured social links.
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SiteStats } from '#shared/site.schema';
import { ok, stubApi } from '#web/test/api-stub';
import { renderWithProviders } from '#web/test/render';
import { SiteFooter } from './components/site-footer';
import { StatsBand } from './components/stats-band';
import { TestimonialsSection } from './components/testimonials-section';

/** Lets the stubbed answer arrive and React render it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const NO_FIGURES: SiteStats = {
  videos: null,
  watchHours: null,
  children: null,
  subscribers: null,
  rating: null,
};

describe('the statistics band', () => {
  it('shows only the figures the server gives, as "at least"', async () => {
    stubApi({ 'GET /api/site/stats': ok({ ...NO_FIGURES, videos: 1000, children: 200 }) });
    renderWithProviders(<StatsBand />);
    const band = await screen.findByTestId('stats-band');
    expect(within(band).getByText('1,000+')).toBeInTheDocument();
    expect(within(band).getByText('reviewed videos')).toBeInTheDocument();
    expect(within(band).getByText('200+')).toBeInTheDocument();
    expect(within(band).queryByText('hours watched')).toBeNull();
    expect(within(band).queryByText('rating from parents')).toBeNull();
  });

  it('is left out when there is no figure to show', async () => {
    const api = stubApi({ 'GET /api/site/stats': ok(NO_FIGURES) });
    renderWithProviders(<StatsBand />);
    await vi.waitFor(() => expect(api.callsTo('GET /api/site/stats')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Qamar Kids in numbers' })).toBeNull(),
    );
    expect(screen.queryByTestId('stats-band')).toBeNull();
  });
});

describe('testimonials', () => {
  it('shows published entries with their rating', async () => {
    stubApi({
      'GET /api/site/testimonials': ok({
        items: [{ id: 't1', quote: 'Calm evenings.', authorLabel: 'Mother of two, Leeds', rating: 5 }],
      }),
    });
    renderWithProviders(<TestimonialsSection />);
    expect(await screen.findByRole('heading', { name: 'What parents say' })).toBeInTheDocument();
    expect(screen.getByText('Mother of two, Leeds')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('hides the section when there are none', async () => {
    const api = stubApi({ 'GET /api/site/testimonials': ok({ items: [] }) });
    renderWithProviders(<TestimonialsSection />);
    await vi.waitFor(() => expect(api.callsTo('GET /api/site/testimonials')).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('heading', { name: 'What parents say' })).toBeNull();
  });
});

describe('the footer', () => {
  it('links to every legal page, names the support address and shows only configured social links', async () => {
    stubApi({
      'GET /api/site/footer': ok({
        supportEmail: 'help@example.test',
        social: [{ network: 'youtube', url: 'https://www.youtube.com/@qamar' }],
      }),
    });
    renderWithProviders(<SiteFooter />);
    expect(await screen.findByRole('link', { name: 'help@example.test' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Site' });
    for (const [name, href] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Content Policy', '/content-policy'],
      ['Halal Content Policy', '/halal-content-policy'],
      ['YouTube notice', '/youtube-notice'],
    ]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(screen.getByRole('link', { name: 'YouTube' }).getAttribute('href')).toBe(
      'https://www.youtube.com/@qamar',
    );
    expect(screen.queryByRole('link', { name: 'Instagram' })).toBeNull();
  });
});
