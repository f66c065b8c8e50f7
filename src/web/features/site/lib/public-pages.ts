// The public pages the footer links to, by group. /contact and /parent-network belong to the outreach feature.
export const FOOTER_LINKS = {
  explore: [
    { key: 'videos', to: '/feed' },
    { key: 'games', to: '/games' },
    { key: 'tutor', to: '/tutor' },
    { key: 'pricing', to: '/pricing' },
    { key: 'benefits', to: '/benefits' },
    { key: 'beta', to: '/beta' },
  ],
  family: [
    { key: 'about', to: '/about' },
    { key: 'contact', to: '/contact' },
    { key: 'parentNetwork', to: '/parent-network' },
    { key: 'waitlist', to: '/#waitlist' },
  ],
  policies: [
    { key: 'terms', to: '/terms' },
    { key: 'privacy', to: '/privacy' },
    { key: 'contentPolicy', to: '/content-policy' },
    { key: 'halalContentPolicy', to: '/halal-content-policy' },
    { key: 'youtubeNotice', to: '/youtube-notice' },
  ],
} as const;
