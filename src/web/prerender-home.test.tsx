// The landing page as the server draws it for a visitor without a session (renderHome, decision 028): the drawing
// knows who is looking, so its top bar has Sign in and Get Started from the first paint.
import { describe, expect, it } from 'vitest';
import type { HomeBoot } from '#shared/site.schema';
import { renderHome } from './prerender';

const boot: HomeBoot = {
  site: {
    siteName: 'Qamar Kids',
    supportEmail: 'help@example.com',
    registration: 'open',
    googleSignIn: false,
  },
  footer: { supportEmail: 'help@example.com', social: [] },
  stats: { videos: null, watchHours: null, children: null, subscribers: null, rating: null },
  featured: { item: null },
  testimonials: { items: [] },
};

describe('renderHome', () => {
  it("draws an anonymous visitor's top bar signed out: Sign in and Get Started", async () => {
    const html = await renderHome('en', 'chosen', boot);
    const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
    expect(header).toMatch(/<a[^>]*href="\/signin"[^>]*>Sign in<\/a>/);
    expect(header).toMatch(/<a[^>]*href="\/onboarding\?mode=parent"[^>]*>Get Started<\/a>/);
    // The tab bar's account tab is the signed-out one (to sign in), never an account's initial.
    expect(html).not.toMatch(/href="\/dashboard/);
  });
});
