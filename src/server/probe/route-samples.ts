// A well-formed request for routes that take input, so the probes reach past validation: the matrix checks the
// object-level rules with it, and the generated bad requests spoil one part of it at a time. Optional per route.

export type SampleContext = {
  /** A published item inside the child's band. */
  contentId: string;
  creatorProfileId: string;
  /** One of the caller's own children (parents only; another id otherwise). */
  childId: string;
};

export type RouteSample = {
  json?: (ctx: SampleContext) => Record<string, unknown>;
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  /** A well-formed request costs a password hash: the generated requests spoil it always, never send it whole. */
  slow?: true;
};

const youtubeUrl = () =>
  `https://www.youtube.com/watch?v=${Math.random().toString(36).slice(2, 13).padEnd(11, 'x')}`;

/** A well-formed young Connections puzzle (two pairs of picture tiles). */
const probePuzzle = () => ({
  title: 'Probe puzzle',
  level: 'young',
  groups: [
    {
      theme: 'In the sky',
      tiles: [
        { text: 'Moon', picture: 'crescent' },
        { text: 'Star', picture: 'star' },
      ],
    },
    {
      theme: 'Food',
      tiles: [
        { text: 'Dates', picture: 'dates' },
        { text: 'Milk', picture: 'milk' },
      ],
    },
  ],
});

export const ROUTE_SAMPLES: Record<string, RouteSample> = {
  // The front door.
  'POST /api/waitlist': {
    json: () => ({ email: 'probe.family@example.test', userType: 'parent', locale: 'ur' }),
  },
  'GET /api/cookie-consent': { query: { deviceId: 'probe-device-0001' } },
  'PUT /api/library/progress/:id': { json: () => ({ positionSeconds: 42, durationSeconds: 300 }) },
  'PUT /api/child/library/progress/:id': { json: () => ({ positionSeconds: 42, durationSeconds: 300 }) },
  'PUT /api/cookie-consent': {
    json: () => ({ deviceId: 'probe-device-0001', analyticsEnabled: true, marketingEnabled: false }),
  },
  'POST /api/contact': {
    json: () => ({
      name: 'Probe Parent',
      email: 'probe.parent@example.test',
      subject: 'Hello',
      message: 'Salam',
    }),
  },
  'POST /api/parent-network/messages': {
    json: () => ({
      name: 'Probe Parent',
      email: 'probe.parent@example.test',
      message: 'I would like to help',
    }),
  },
  'GET /api/invitation': { query: { token: 'not-a-real-invitation-token-000000' } },
  'GET /api/admin/waitlist': { query: { page: '1' } },
  'POST /api/admin/invitations': { json: () => ({ email: 'probe.invitee@example.test' }) },
  'GET /api/admin/contact-messages': { query: { page: '1' } },
  // Keeps registration open, so the probe's own sign-ups still work after it ran.
  'PUT /api/admin/registration-mode': { json: () => ({ mode: 'open' }) },
  'POST /api/billing/active-child': { json: (ctx) => ({ childId: ctx.childId }) },
  'POST /api/create-portal-session': { json: () => ({ userId: 'ignored-the-session-decides' }) },
  'PUT /api/admin/users/:id/complimentary-premium': { json: () => ({ granted: true }) },
  'PUT /api/admin/settings/tv-mode': { json: () => ({ enabled: false }) },
  'PUT /api/admin/settings/feed-visibility': { json: () => ({ public: true }) },
  'PUT /api/admin/settings/site': {
    json: () => ({ siteName: 'Qamar Kids', supportEmail: 'support@qamarkids.local' }),
  },
  'PUT /api/admin/settings/security': { json: () => ({ adminSessionHours: 168 }) },
  'PUT /api/admin/settings/notifications': {
    json: () => ({ newReport: true, newSubmission: true, dailyDigest: false }),
  },
  'GET /api/admin/dashboard/activity': { query: { days: '30' } },
  'GET /api/admin/dashboard/revenue': { query: { period: 'quarterly' } },
  'GET /api/admin/dashboard/distribution': { query: { by: 'region' } },
  // No :userId param kind on purpose: the literal path names no user (404), so the probe never suspends or demotes
  // one of its own identities.
  'GET /api/admin/users': { query: { q: 'probe', role: 'parent', city: 'Leeds', joinedFrom: '2026-01-01' } },
  'PATCH /api/admin/users/:userId': {
    json: () => ({ name: 'Probe Person', email: 'probe-edit@example.test', city: 'Leeds' }),
  },
  'PUT /api/admin/users/:userId/role': { json: () => ({ role: 'creator' }) },
  'POST /api/me/role': { json: () => ({ role: 'parent' }) },
  'PUT /api/me/locale': { json: () => ({ locale: 'ar' }) },
  // The password of every probe account (auth-helpers' sign-up): the route is destructive, so callers are throw-away.
  'DELETE /api/me': {
    json: () => ({ confirm: 'DELETE', password: 'correct-horse-battery-staple' }),
    slow: true,
  },
  'PUT /api/profile': { json: () => ({ fullName: 'Probe Person', city: 'Leeds', bio: 'Hello' }) },
  // Keeps the probe items' category, so the child's feed still shows them afterwards.
  'PUT /api/parent/content-preferences': {
    json: () => ({ categories: ['Islamic Stories & Manners', 'Shows'] }),
  },
  'POST /api/creator/setup': {
    json: () => ({ fullName: 'Probe Creator', bio: 'Stories', youtubeChannelUrl: '', expertise: [] }),
  },
  // Ask Qamar: a well-formed question about an exercise of a lesson (no lesson of the probe child's: 404); the switch
  // turned off (it may be on only for 9-12).
  'POST /api/child/tutor-helper/ask': {
    json: () => ({ lessonId: '00000000-0000-4000-8000-00000000c0de', index: 0, suggestion: 'hint' }),
  },
  'PUT /api/children/:id/tutor-helper': { json: () => ({ enabled: false }) },
  // The Tutor: a lesson of today (Free's one carried on by later cells), an answer (the path's lesson id is no
  // lesson: 404), "learn first" left off so the probe child's videos stay open, the weekly e-mail off.
  'POST /api/child/learn/lessons': { json: () => ({ subject: 'maths' }) },
  'POST /api/child/learn/lessons/:lessonId/answers': {
    json: () => ({ index: 0, response: { kind: 'choice', choiceId: 'c0' } }),
  },
  'PUT /api/parent/children/:childId/learning/settings': { json: () => ({ learnFirstMinutes: 0 }) },
  'PUT /api/parent/learning-email': { json: () => ({ weeklyEmail: false }) },
  'POST /api/children': { json: () => ({ name: 'Probe Kid', dateOfBirth: '2018-03-04', avatar: 'kite' }) },
  'PATCH /api/children/:id': {
    json: () => ({
      name: 'Renamed Kid',
      screenTimeLimit: 90,
      interfaceLanguage: 'ur',
      avatar: 'palm',
      searchEnabled: true,
      // The time rules, so the generated bad requests reach their fields too.
      dayLimits: [60, 60, 60, 60, 60, null, null],
      weeklyLimit: 600,
      allowedWindows: [null, null, null, null, null, { from: '08:00', to: '20:00' }, null],
      videoGraceMinutes: 5,
      autoplayVideos: 2,
    }),
  },
  'POST /api/children/:id/approvals': { json: (ctx) => ({ kind: 'video', targetId: ctx.contentId }) },
  'DELETE /api/children/:id/approvals': { json: (ctx) => ({ kind: 'video', targetId: ctx.contentId }) },
  'POST /api/children/:id/blocks': { json: (ctx) => ({ kind: 'creator', targetId: ctx.creatorProfileId }) },
  'DELETE /api/children/:id/blocks': { json: (ctx) => ({ kind: 'creator', targetId: ctx.creatorProfileId }) },
  'POST /api/collections': {
    json: () => ({ name: `Probe shelf ${Math.random().toString(36).slice(2, 8)}` }),
  },
  'PATCH /api/collections/:id': {
    json: () => ({ name: `Probe shelf ${Math.random().toString(36).slice(2, 8)}` }),
  },
  'POST /api/collections/:id/videos': { json: (ctx) => ({ contentId: ctx.contentId }) },
  'DELETE /api/collections/:id/videos': { json: (ctx) => ({ contentId: ctx.contentId }) },
  'POST /api/child-sessions': { json: (ctx) => ({ childId: ctx.childId, timeZone: 'Europe/London' }) },
  'GET /api/child/feed': { query: { page: '1', sort: 'recent', q: 'probe' } },
  'POST /api/child/views': { json: (ctx) => ({ contentId: ctx.contentId }) },
  'POST /api/child/content/:id/start': { json: () => ({ autoplay: false }) },
  'POST /api/child/heartbeat': { json: (ctx) => ({ contentId: ctx.contentId }) },
  'POST /api/child/games/:game/scores': {
    json: () => ({ score: 120, roundId: '7b0e3f5c-1d2a-4c8e-9f10-2a3b4c5d6e7f' }),
  },
  'POST /api/child/exit': { json: () => ({ answer: 1000 }) },
  'GET /api/children/:id/screen-time': { query: { period: 'week' } },
  'GET /api/children/:id/activity': { query: { days: '7', page: '1' } },
  'GET /api/children/:id/game-activity': { query: { days: '7' } },
  'POST /api/child/time-requests': { json: () => ({ from: 'time_up' }) },
  'POST /api/parent/time-requests/:id/answer': { json: () => ({ answer: 'fifteen_minutes' }) },
  'PUT /api/parent/time-requests/settings': { json: () => ({ emailOnRequest: false }) },
  'POST /api/children/:id/extra-time': { json: () => ({ answer: 'one_hour' }) },
  'GET /api/children/:id/time-requests': { query: { days: '7' } },
  'PATCH /api/parent/child-mode': { json: () => ({ timeZone: 'Asia/Karachi' }) },
  'PUT /api/parent/exit-pin': { json: () => ({ pin: '4821' }), slow: true },
  'PUT /api/parent/prayer-times': {
    json: () => ({
      enabled: true,
      location: { kind: 'city', cityId: 'karachi-pk' },
      method: 'Karachi',
      madhab: 'hanafi',
      highLatitudeRule: 'recommended',
      prayers: ['fajr', 'maghrib'],
      pauseMinutes: 10,
      countsAsScreenTime: false,
    }),
  },
  'POST /api/parent/pending-content/:id/vote': { json: () => ({ vote: true }) },
  'PUT /api/parent/pending-content/:id/values': { json: () => ({ music: 'voice', faces: 'none' }) },
  'GET /api/feed': { query: { page: '1', sort: 'recent', q: 'probe', category: ['Shows'], age: ['1'] } },
  'GET /api/content/:id/comments': { query: { page: '1' } },
  'POST /api/content/:id/comments': { json: () => ({ text: 'MashaAllah, lovely' }) },
  'POST /api/content/:id/reports': { json: () => ({ reason: 'other', details: 'Probe report' }) },
  'POST /api/content/:id/views': { json: () => ({ duration: 6 }) },
  // Not an allowlisted host: a sample must never reach the internet.
  'GET /api/image-proxy': { query: { type: 'youtube-thumbnail', url: 'https://example.invalid/a.jpg' } },
  'GET /api/media/avatar.svg': { query: { name: 'Probe Person' } },
  'POST /api/submissions': {
    json: () => ({
      title: 'Probe submission',
      sourceType: 'youtube',
      youtubeUrl: youtubeUrl(),
      category: 'Shows',
      contentRating: 'G',
      language: 'English',
      ageRange: 2,
      duration: 4.5,
      description: 'A probe submission',
      tags: ['probe'],
      values: { music: 'none', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
      shariahScore: 100,
    }),
  },
  'GET /api/admin/content': { query: { status: 'pending', page: '1' } },
  'PUT /api/admin/content/:id': {
    json: () => ({
      title: 'Edited by the probe',
      description: 'Edited',
      status: 'pending',
      category: 'Shows',
      tags: ['probe'],
      contentRating: 'G',
      language: 'English',
      ageRange: 2,
      hasMusic: false,
      revision: 1,
    }),
  },
  // The revision the moderator reviewed (the probe's pending item is never edited before).
  'POST /api/admin/content/:id/publish': { json: () => ({ revision: 1 }) },
  'POST /api/admin/content/upload': {
    json: (ctx) => ({
      creatorProfileId: ctx.creatorProfileId,
      title: 'Probe upload',
      description: 'Uploaded by the probe',
      youtubeUrl: youtubeUrl(),
      language: 'English',
      ageRange: 2,
      tags: [],
    }),
  },
  // Video uploads: a tus creation that declares a small file; content from an (unknown) upload.
  'POST /api/uploads/tus': {
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '1024' },
  },
  'POST /api/uploads/:id/content': {
    json: (ctx) => ({
      creatorProfileId: ctx.creatorProfileId,
      title: 'Probe upload',
      description: 'Uploaded by the probe',
      category: 'Other',
      language: 'English',
      ageRange: 1,
      hasMusic: false,
      tags: [],
    }),
  },
  'POST /api/uploads/:id/draft': { json: () => ({ title: 'Probe upload draft', tags: [] }) },
  // A vocals-only soundtrack beside an item's video, and a moderator's answer.
  'POST /api/uploads/:id/soundtrack': { json: (ctx) => ({ contentId: ctx.contentId }) },
  'POST /api/uploads/soundtracks/:contentId/review': { json: () => ({ decision: 'accept' }) },
  'POST /api/admin/reports/:id/dismiss': { json: () => ({ note: 'Probe note' }) },
  'POST /api/admin/reports/:id/unpublish': { json: () => ({ note: 'Probe note' }) },
  'GET /api/admin/audit-log': { query: { targetId: '00000000-0000-4000-8000-000000000000' } },
  'POST /api/admin/site/testimonials': {
    json: () => ({ quote: 'Calm videos we trust.', authorLabel: 'Mother of two, Leeds', rating: 5 }),
  },
  'PATCH /api/admin/site/testimonials/:id': { json: () => ({ rating: 4 }) },
  'PUT /api/admin/site/featured': { json: (ctx) => ({ contentId: ctx.contentId }) },
  'POST /api/admin/screening-rules/terms': { json: () => ({ reason: 'hate_speech', term: 'probe term' }) },
  'POST /api/admin/content/import': {
    json: () => ({ fileName: 'probe.csv', csv: 'title,youtube_url\nProbe,https://youtu.be/abcdefghijk\n' }),
  },
  'POST /api/admin/youtube-channels': {
    json: (ctx) => ({ creatorId: ctx.creatorProfileId, channelId: 'UCabcdefghijklmnopqrstuv' }),
  },
  'PUT /api/admin/youtube-sync/settings': { json: () => ({ enabled: false, intervalMinutes: 15 }) },
  'GET /api/games/connections/daily': { query: { level: 'young' } },
  'GET /api/admin/games/connections/puzzles': { query: { q: 'probe', status: 'retired', level: 'standard' } },
  'POST /api/admin/games/connections/puzzles': { json: () => probePuzzle() },
  'PUT /api/admin/games/connections/puzzles/:id': { json: () => probePuzzle() },
  'POST /api/admin/games/connections/puzzles/:id/status': { json: () => ({ status: 'retired' }) },
  // Creator studio.
  'GET /api/studio/analytics': { query: { range: '7' } },
  'GET /api/studio/analytics/export': { query: { range: '28', table: 'videos' } },
  'GET /api/studio/videos': { query: { status: 'all', q: 'probe' } },
  'PUT /api/studio/videos/:id': {
    json: () => ({
      title: 'Edited in the studio',
      description: 'A probe edit',
      category: 'Shows',
      tags: ['probe'],
      language: 'English',
      ageRange: 2,
      hasMusic: false,
    }),
  },
  'PUT /api/studio/videos/:id/schedule': {
    json: () => ({ publishAt: new Date(Date.now() + 86_400_000).toISOString() }),
  },
  'POST /api/studio/videos/:id/messages': { json: () => ({ body: 'A question from the probe' }) },
  'POST /api/studio/drafts': { json: () => ({ title: 'Probe draft' }) },
  'PUT /api/studio/drafts/:id': { json: () => ({ title: 'Probe draft, edited', tags: ['probe'] }) },
  'POST /api/studio/drafts/:id/submit': {
    json: () => ({
      title: 'Probe draft submitted',
      sourceType: 'youtube',
      youtubeUrl: youtubeUrl(),
      category: 'Shows',
      contentRating: 'G',
      language: 'English',
      ageRange: 2,
      duration: 4.5,
      description: 'A probe submission',
      tags: ['probe'],
      values: { music: 'none', faces: 'none', magic: 'none', imagery: 'none', dancing: 'none' },
      shariahScore: 100,
    }),
  },
  'POST /api/admin/content/:id/messages': { json: () => ({ body: 'A note from the probe' }) },
  'POST /api/admin/content/:id/revision/decision': {
    json: () => ({
      approve: false,
      revisionId: '00000000-0000-4000-8000-000000000000',
      reason: 'Probe says no',
    }),
  },
};
